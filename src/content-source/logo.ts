import { DEFAULT_LOCALE } from '@/locales/languages'

import { getContentSource } from './index'

/** S26's logo (the cover of the last item of the header information column), or null. */
export async function readLogoUrl(): Promise<string | null> {
  const source = await getContentSource(DEFAULT_LOCALE)
  const columnId = (await source.getSiteConfig()).headerInformationId
  if (columnId === null) return null
  return (await source.getInformationItems(columnId)).at(-1)?.coverUrl ?? null
}
