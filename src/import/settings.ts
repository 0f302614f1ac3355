import type { Payload } from 'payload'

import { recordAudit } from '@/audit-log'
import type { SiteSetting } from '@/payload-types'

import { reasonOf } from './origin'
import { COLUMN_ROLES, sourceKey, type ColumnRole, type ImportedSiteConfig } from './read-site'
import type { ImportReport } from './report'
import { inTransaction, type ImportedSlug } from './write'

type IdOf = (collection: ImportedSlug, sourceId: string | undefined) => Promise<number | null>

const SETTINGS_FIELDS: Record<ColumnRole, keyof SiteSetting> = {
  headerInformationId: 'headerColumn',
  footerInformationId: 'footerColumn',
  homeCardsInformationId: 'homeCardsColumn',
  partnersInformationId: 'partnersColumn',
  footerColumnsInformationId: 'footerColumnsColumn',
  qrInformationId: 'qrColumn',
}

const key = (id: number | string | null) => (id === null ? undefined : sourceKey(id))

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * I1: the site settings the origin describes (GetSiteConfig, or the given ids): the texts and
 * which imported column, menu and picture plays which part; the ad picture switched on in the
 * pop-up ad. Each global is saved only when something changed, published, with its 导入 entry.
 */
export async function saveSettings(
  payload: Payload,
  report: ImportReport,
  config: ImportedSiteConfig,
  { dryRun, source, idOf, english }: { dryRun: boolean; source: string; idOf: IdOf; english: ImportedSiteConfig | null },
): Promise<void> {
  const data: Partial<SiteSetting> = {
    ...(config.siteName ? { siteName: config.siteName } : {}),
    ...(config.seoDescription ? { seoDescription: config.seoDescription } : {}),
    ...(config.seoKeywords ? { seoKeywords: config.seoKeywords } : {}),
    ...(config.icpNumber ? { icpNumber: config.icpNumber } : {}),
    ...(config.psbNumber ? { psbNumber: config.psbNumber } : {}),
  }
  for (const role of Object.keys(COLUMN_ROLES) as ColumnRole[]) {
    const column = await idOf('columns', key(config[role]))
    if (column !== null) Object.assign(data, { [SETTINGS_FIELDS[role]]: column })
  }
  const homeMenu = await idOf('menus', key(config.homeMenuId))
  if (homeMenu !== null) data.homeMenu = homeMenu
  const specialMenus: number[] = []
  for (const id of config.specialMenuIds) {
    const menu = await idOf('menus', sourceKey(id))
    if (menu !== null) specialMenus.push(menu)
  }
  if (specialMenus.length > 0) data.specialMenus = specialMenus.slice(0, 2)

  // J5: the English edition's texts, where the origin has them.
  const englishData: Partial<SiteSetting> = {
    ...(english?.siteName ? { siteName: english.siteName } : {}),
    ...(english?.seoDescription ? { seoDescription: english.seoDescription } : {}),
    ...(english?.seoKeywords ? { seoKeywords: english.seoKeywords } : {}),
  }
  const differs = (now: SiteSetting, wanted: Partial<SiteSetting>) =>
    (Object.keys(wanted) as (keyof SiteSetting)[]).some((field) => !same(now[field], wanted[field]))
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const currentEnglish = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    locale: 'en',
    fallbackLocale: false,
  })
  const changed = differs(current, data) || differs(currentEnglish, englishData)
  await saveGlobal('site-settings', '站点设置', changed, { ...data, _status: 'published' }, englishData)

  const adPicture = await idOf('pictures', key(config.adPictureId))
  if (adPicture === null) return
  const ad = await payload.findGlobal({ slug: 'popup-ad', depth: 0, overrideAccess: true })
  const picture = typeof ad.picture === 'object' && ad.picture !== null ? ad.picture.id : ad.picture
  await saveGlobal('popup-ad', '弹窗广告', !ad.enabled || picture !== adPicture, { enabled: true, picture: adPicture })

  async function saveGlobal(
    slug: 'site-settings' | 'popup-ad',
    label: string,
    changed: boolean,
    values: Record<string, unknown>,
    englishValues: Record<string, unknown> = {},
  ) {
    if (!changed) return report.count(slug, 'unchanged')
    if (dryRun) return report.count(slug, 'updated')
    try {
      await inTransaction(payload, async (req) => {
        await payload.updateGlobal({ slug, data: values, overrideAccess: true, draft: false, depth: 0, req })
        if (Object.keys(englishValues).length > 0) {
          const data: Record<string, unknown> = { ...englishValues, _status: 'published' }
          await payload.updateGlobal({ slug, data, locale: 'en', overrideAccess: true, draft: false, depth: 0, req })
        }
        await recordAudit(req, { action: 'import', collection: slug, title: label, detail: `更新：${source}` })
      })
      report.count(slug, 'updated')
    } catch (error) {
      report.fail(label, reasonOf(error))
    }
  }
}
