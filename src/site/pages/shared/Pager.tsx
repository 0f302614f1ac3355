import Link from 'next/link'

import { pagerItems } from './pager-items'

type PagerProps = {
  current: number
  count: number
  /** The URL of a page number, keeping the page's other query params. */
  href: (page: number) => string
}

/** P2/P3: 上一页, the page numbers, 下一页; nothing when everything fits on one page. */
export function Pager({ current, count, href }: PagerProps) {
  if (count <= 1) return null
  return (
    <nav className="pager" aria-label="分页">
      <ul className="pager__list">
        <li>
          {current > 1 ? (
            <Link className="pager__link pager__step" href={href(current - 1)} rel="prev">
              上一页
            </Link>
          ) : (
            <span className="pager__link pager__step" aria-disabled="true">
              上一页
            </span>
          )}
        </li>
        {pagerItems(current, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pager__link pager__number"
                href={href(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`第 ${item} 页`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < count ? (
            <Link className="pager__link pager__step" href={href(current + 1)} rel="next">
              下一页
            </Link>
          ) : (
            <span className="pager__link pager__step" aria-disabled="true">
              下一页
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
