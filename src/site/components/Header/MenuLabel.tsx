import type { MenuItem } from '@/content-api/contract'

/** S12: an item's icon, Chinese name and English name. The icon is decorative: the names say it. */
export function MenuLabel({ item }: { item: MenuItem }) {
  return (
    <>
      <span className="menu__icon" aria-hidden="true">
        {item.iconUrl && <img src={item.iconUrl} alt="" width={28} height={28} loading="lazy" decoding="async" />}
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
