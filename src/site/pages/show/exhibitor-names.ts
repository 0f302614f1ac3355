import type { Locale } from '@/locales/languages'
import type { ExhibitorItem } from '@/content-source'

/** An exhibitor's names as an edition shows them: its own language's first, the other second. */
export function exhibitorNames(exhibitor: Pick<ExhibitorItem, 'nameCN' | 'nameEN'>, locale: Locale) {
  if (locale === 'en')
    return { name: exhibitor.nameEN || exhibitor.nameCN, other: exhibitor.nameEN ? exhibitor.nameCN : '', otherLang: 'zh-CN' }
  return { name: exhibitor.nameCN, other: exhibitor.nameEN, otherLang: 'en' }
}

/** G5: an exhibitor is in the English edition when it has an English name. */
export const hasEnglishName = (exhibitor: Pick<ExhibitorItem, 'nameEN'>, locale: Locale): boolean =>
  locale !== 'en' || exhibitor.nameEN.trim() !== ''
