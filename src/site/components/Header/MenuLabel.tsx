import type { MenuItem } from '@/content-source/contract'
import { plainImageAttributes, type ImageAttributes } from '@/site/lib/image-kinds'

/** The menu icons' <img> attributes by icon URL, prepared by the server. */
export type MenuIcons = Record<string, ImageAttributes>

/**
 * S12: an item's icon, Chinese name and English name. The icon is decorative: the names say it.
 * An icon the server did not prepare (the menu changed since the page was rendered) loads as it is.
 */
export function MenuLabel({ item, icons }: { item: MenuItem; icons: MenuIcons }) {
  const icon = item.iconUrl ? (icons[item.iconUrl] ?? plainImageAttributes(item.iconUrl, 'menuIcon')) : null
  return (
    <>
      <span className="menu__icon" aria-hidden="true">
        {icon && <img {...icon} alt="" />}
      </span>
      <span className="menu__names">
        <span className="menu__cn">{item.nameCN}</span>
        {item.nameEN && (
          <span className="menu__en" lang="en">
            {item.nameEN}
          </span>
        )}
      </span>
    </>
  )
}
