import type { MenuItem } from '@/content-source/contract'

import { resolveMenuContext, type StoredMenuState } from './menu-context'

export const MENU_STORAGE_KEY = 'menu'

/** S16: persists what a click on this item means; the URL's menuId carries the same state. */
export function storeMenuState(menuList: MenuItem[], item: MenuItem): void {
  const context = resolveMenuContext(menuList, String(item.id))
  const state: StoredMenuState = {
    webTitle: context?.webTitle ?? item.siteName,
    coverUrl: context?.coverUrl ?? item.coverUrl,
    menuList,
    breadcrumb: context?.breadcrumb ?? [item.nameCN],
  }
  try {
    localStorage.setItem(MENU_STORAGE_KEY, JSON.stringify(state))
  } catch (error) {
    // Storage can be full or disabled (private mode); the menuId in the URL still carries the state.
    console.error('[site] could not store the menu state', error)
  }
}
