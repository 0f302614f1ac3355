import type { Metadata } from 'next'

import { getMenuContext } from '@/site/lib/content'
import { defaultSiteName, metadataForMenu } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'

import type { SearchParam } from './params'

type PageDescription = string | ((menuName: string) => string)

/**
 * P5/S28: a routed page's <title> (the menu's siteName, or "名称 - 站名" for a page showing one
 * thing) and its description. A list page describes itself from its menu's name (or the site's
 * name when it has no menu).
 */
export async function pageMetadata(menuId: SearchParam, page: { name?: string; description: PageDescription }): Promise<Metadata> {
  const [base, siteName, context] = await Promise.all([
    metadataForMenu(menuId, page.name),
    defaultSiteName(),
    readSection('menu', () => getMenuContext(menuId)),
  ])
  const description = typeof page.description === 'string' ? page.description : page.description(context?.menu.nameCN ?? siteName)
  return { ...base, description: description || undefined }
}
