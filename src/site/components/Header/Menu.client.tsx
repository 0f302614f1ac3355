'use client'

import Link from 'next/link'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'

import type { Envelope, MenuItem } from '@/content-api/contract'
import { isCancelled } from '@/http-client'
import { browserClient } from '@/site/lib/browser-client'
import { findMenuPath, HOME_LINK, menuHref, menuTreeIn } from '@/site/lib/menu-context'
import { storeMenuState } from '@/site/lib/menu-storage'
import { useSiteLanguage } from '@/site/lib/use-site-language'

import { MenuLabel, type MenuIcons } from './MenuLabel'
import './menu.css'
import './menu-desktop.css'

type MenuProps = { menuList: MenuItem[]; icons: MenuIcons; siteId: string; token: string | undefined }

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * S12–S16: the main menu. Desktop shows children on hover and keyboard focus (CSS, so it works
 * before hydration); this island adds Escape, the phone dropdown, and the click that refreshes
 * the menu list (S11), stores the menu state and navigates with `?menuId=`.
 */
export function Menu({ menuList: initialMenuList, icons, siteId, token }: MenuProps) {
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const [menuList, setMenuList] = useState(initialMenuList)
  const [dropdownOpen, setDropdownOpen] = useState(false)
  const [expandedId, setExpandedId] = useState<string | null>(null)
  // Holds hover/focus sub-menus shut after Escape or a navigation until the pointer or focus moves on.
  const [suppressed, setSuppressed] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const { locale, text, path } = useSiteLanguage()

  const menuId = searchParams.get('menuId')
  const location = `${pathname}?${searchParams.toString()}`
  const [lastLocation, setLastLocation] = useState(location)
  if (lastLocation !== location) {
    // S15: a route change closes whatever is open.
    setLastLocation(location)
    setDropdownOpen(false)
    setExpandedId(null)
    setSuppressed(true)
  }

  // The item of this page: the menuId's, or on /home without one, the home item.
  const currentId = menuId ?? (pathname === path(HOME_LINK) ? String(menuList.find((item) => item.link === HOME_LINK)?.id ?? '') : '')
  const activeId = currentId ? String(findMenuPath(menuList, currentId)?.[0]?.id ?? '') : ''

  async function navigate(event: MouseEvent<HTMLAnchorElement>, item: MenuItem) {
    if (!isPlainClick(event)) return
    event.preventDefault()
    let freshList = menuList
    try {
      const body = await browserClient(token).get<Envelope<MenuItem>>('/api/Website/GetMenuList', { params: { siteId } })
      freshList = menuTreeIn(locale, body.data.items)
      setMenuList(freshList)
    } catch (error) {
      // A newer click superseded this one and navigates itself; any other failure was logged by
      // the client, and the visitor still gets where they clicked.
      if (isCancelled(error)) return
    }
    storeMenuState(freshList, item)
    router.push(path(menuHref(item)))
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return
    const target = event.target instanceof HTMLElement ? event.target : null
    const topLink = target?.closest('.menu__item')?.querySelector<HTMLAnchorElement>('.menu__link')
    if (dropdownOpen) toggleRef.current?.focus()
    else topLink?.focus()
    setDropdownOpen(false)
    setExpandedId(null)
    setSuppressed(true)
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
        onClick={() => setDropdownOpen((open) => !open)}
      >
        <span className="menu__toggle-bars" aria-hidden="true" />
        {text.menu}
      </button>
      <ul id="site-menu" className="menu__list">
        {menuList.map((item) => {
          const id = String(item.id)
          const hasChildren = item.children.length > 0
          const expanded = expandedId === id
          const active = activeId === id
          return (
            <li
              key={id}
              className="menu__item"
              data-active={active || undefined}
              onPointerEnter={() => setSuppressed(false)}
              onFocus={() => setSuppressed(false)}
            >
              <div className="menu__row">
                <Link
                  href={path(menuHref(item))}
                  className="menu__link"
                  aria-current={currentId === id ? 'page' : undefined}
                  onClick={(event) => void navigate(event, item)}
                >
                  <MenuLabel item={item} icons={icons} />
                </Link>
                {hasChildren && (
                  <button
                    type="button"
                    className="menu__expand"
                    aria-expanded={expanded}
                    aria-controls={`submenu-${id}`}
                    aria-label={text.expandSubmenu(item.nameCN, expanded)}
                    onClick={() => setExpandedId(expanded ? null : id)}
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
                        onClick={(event) => void navigate(event, child)}
                      >
                        <MenuLabel item={child} icons={icons} />
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
