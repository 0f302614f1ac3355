'use client'

import Link from 'next/link'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react'

import type { Envelope, MenuItem } from '@/content-source/contract'
import { browserClient } from '@/site/lib/browser-client'
import type { ImagePattern } from '@/site/lib/image-kinds'
import { findMenuPath, HOME_LINK, menuHref, menuTreeIn } from '@/site/lib/menu-context'
import { storeMenuState } from '@/site/lib/menu-storage'
import { useSiteLanguage } from '@/site/lib/use-site-language'

import { MenuLabel } from './MenuLabel'

/** The dropdown (phone), the expanded item and whether hover/focus may open sub-menus, on the page `at`. */
type OpenState = { at: string; dropdown: boolean; expandedId: string | null; hoverable: boolean }

/**
 * The menu tree as the content source gives it, once: the island shows it and stores it whole
 * (S16); `iconPattern` makes the icons' optimized <img> from their URLs.
 */
type MenuProps = { menuList: MenuItem[]; iconPattern: ImagePattern; siteId: string; token: string | undefined }

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * S12–S16: the main menu. Desktop shows children on hover and keyboard focus (CSS, so it works
 * before hydration); this island adds Escape, the phone dropdown, and the click that stores the
 * menu state, navigates with `?menuId=` at once and refreshes the menu list behind it (S11).
 */
export function Menu({ menuList: initialMenuList, iconPattern, siteId, token }: MenuProps) {
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const [menuList, setMenuList] = useState(initialMenuList)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const { locale, text, path } = useSiteLanguage()

  const menuId = searchParams.get('menuId')
  const location = `${pathname}?${searchParams.toString()}`
  // S15: what is open belongs to the page it was opened on, so a route change closes it all, and
  // hover/focus sub-menus stay shut (as after Escape) until the pointer or focus moves on.
  const [opened, setOpened] = useState<OpenState>({ at: location, dropdown: false, expandedId: null, hoverable: true })
  const here = opened.at === location
  const dropdownOpen = here && opened.dropdown
  const expandedId = here ? opened.expandedId : null
  const suppressed = !here || !opened.hoverable
  const open = (change: Partial<Omit<OpenState, 'at'>>) =>
    setOpened({ at: location, dropdown: dropdownOpen, expandedId, hoverable: !suppressed, ...change })
  const allowHover = () => {
    if (suppressed) open({ hoverable: true })
  }

  // The item of this page: the menuId's, or on /home without one, the home item.
  const currentId = menuId ?? (pathname === path(HOME_LINK) ? String(menuList.find((item) => item.link === HOME_LINK)?.id ?? '') : '')
  const activeId = currentId ? String(findMenuPath(menuList, currentId)?.[0]?.id ?? '') : ''

  /** Fetches the menu list afresh (S11) for a click on `item`; it follows the navigation, never holds it back. */
  function refreshMenuList(item: MenuItem) {
    browserClient(token)
      .get<Envelope<MenuItem>>('/api/Website/GetMenuList', { params: { siteId } })
      .then((body) => {
        const freshList = menuTreeIn(locale, body.data.items)
        setMenuList(freshList)
        storeMenuState(freshList, item)
      })
      // Superseded by a newer click, which refreshes itself, or failed and logged by the client:
      // the menu on screen stays, and so does the state stored for the click.
      .catch(() => undefined)
  }

  function navigate(event: MouseEvent<HTMLAnchorElement>, item: MenuItem) {
    if (!isPlainClick(event)) return
    event.preventDefault()
    // S13, S16: what the click means (breadcrumb, title, cover) comes from the menu the visitor
    // clicked in, stored before the page changes; the fresh list updates it when it arrives.
    storeMenuState(menuList, item)
    router.push(path(menuHref(item)))
    refreshMenuList(item)
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return
    const target = event.target instanceof HTMLElement ? event.target : null
    const topLink = target?.closest('.menu__item')?.querySelector<HTMLAnchorElement>('.menu__link')
    if (dropdownOpen) toggleRef.current?.focus()
    else topLink?.focus()
    open({ dropdown: false, expandedId: null, hoverable: false })
  }

  const className = ['menu', dropdownOpen && 'menu--open', suppressed && 'menu--suppressed'].filter(Boolean).join(' ')

  return (
    <nav className={className} aria-label={text.mainNav} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="menu__toggle"
        aria-expanded={dropdownOpen}
        aria-controls="site-menu"
        onClick={() => open({ dropdown: !dropdownOpen })}
      >
        <span className="menu__toggle-bars" aria-hidden="true" />
        {text.menu}
      </button>
      {/* The number of items is known before they arrive: the first paint, which may come while the
          list is half parsed, already gives each its final width (no layout shift). */}
      <ul id="site-menu" className="menu__list" style={{ '--menu-items': menuList.length } as CSSProperties}>
        {menuList.map((item) => {
          const id = String(item.id)
          const hasChildren = item.children.length > 0
          const expanded = expandedId === id
          const active = activeId === id
          return (
            <li key={id} className="menu__item" data-active={active || undefined} onPointerMove={allowHover} onFocus={allowHover}>
              <div className="menu__row">
                <Link
                  href={path(menuHref(item))}
                  className="menu__link"
                  aria-current={currentId === id ? 'page' : undefined}
                  onClick={(event) => navigate(event, item)}
                >
                  <MenuLabel item={item} iconPattern={iconPattern} />
                </Link>
                {hasChildren && (
                  <button
                    type="button"
                    className="menu__expand"
                    aria-expanded={expanded}
                    aria-controls={`submenu-${id}`}
                    aria-label={text.expandSubmenu(item.nameCN, expanded)}
                    onClick={() => open({ expandedId: expanded ? null : id })}
                  />
                )}
              </div>
              {hasChildren && (
                <ul id={`submenu-${id}`} className="menu__submenu" data-expanded={expanded || undefined}>
                  {item.children.map((child) => (
                    <li key={String(child.id)} className="menu__subitem">
                      <Link
                        href={path(menuHref(child))}
                        className="menu__sublink"
                        aria-current={currentId === String(child.id) ? 'page' : undefined}
                        onClick={(event) => navigate(event, child)}
                      >
                        <MenuLabel item={child} iconPattern={iconPattern} />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
