import type { Payload } from 'payload'

import type { Menu } from '@/payload-types'

import type { MenuItem } from '@/content-source/contract'
import { notFound } from '../errors'
import { findPublished } from './published'
import { relationId, uploadUrl } from './urls'

const toItem = (menu: Menu): MenuItem => ({
  id: menu.id,
  nameCN: menu.nameCN,
  nameEN: menu.nameEN ?? '',
  iconUrl: uploadUrl(menu.icon),
  coverUrl: uploadUrl(menu.cover),
  siteName: menu.siteName ?? '',
  link: menu.link,
  children: [],
})

/** GetMenuList: the whole tree ordered by sortOrder then id, or one menu and its subtree. */
export async function getMenuList(payload: Payload, menuId?: number): Promise<MenuItem[]> {
  const docs = await findPublished(payload, 'menus', {}, ['sortOrder', 'id'])
  const items = new Map(docs.map((menu) => [menu.id, toItem(menu)]))
  const roots: MenuItem[] = []
  for (const menu of docs) {
    const item = items.get(menu.id)
    const parent = items.get(relationId(menu.parent) ?? Number.NaN)
    if (!item) continue
    // A parent that was deleted leaves its children at the top level rather than hiding them.
    if (parent && parent !== item) parent.children.push(item)
    else roots.push(item)
  }
  if (menuId === undefined) return roots
  const menu = items.get(menuId)
  if (!menu) throw notFound(`菜单 ${menuId} 不存在`)
  return [menu]
}
