import type { MenuItem } from '@/content-source/contract'
import { pictureAttributes, type ImagePattern } from '@/site/lib/image-kinds'

/**
 * S12: an item's icon, Chinese name and English name. The icon is decorative: the names say it.
 * `iconPattern` makes any icon's optimized <img>, those of a menu refreshed in the browser too.
 */
export function MenuLabel({ item, iconPattern }: { item: MenuItem; iconPattern: ImagePattern }) {
  const icon = item.iconUrl ? pictureAttributes(item.iconUrl, iconPattern) : null
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
