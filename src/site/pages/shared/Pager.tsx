import Link from 'next/link'

import { getSiteLanguage } from '@/site/lib/locale'

import { pagerItems } from './pager-items'

type PagerProps = {
  current: number
  count: number
  /** The URL of a page number, keeping the page's other query params. */
  href: (page: number) => string
}

/** P2/P3: 上一页, the page numbers, 下一页; nothing when everything fits on one page. */
export async function Pager({ current, count, href }: PagerProps) {
  if (count <= 1) return null
  const { text } = await getSiteLanguage()
  return (
    <nav className="pager" aria-label={text.pager}>
      <ul className="pager__list">
        <li>
          {current > 1 ? (
            <Link className="pager__link pager__step" href={href(current - 1)} rel="prev">
              {text.previousPage}
            </Link>
          ) : (
            <span className="pager__link pager__step" aria-disabled="true">
              {text.previousPage}
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
                aria-label={text.pageNumber(item)}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < count ? (
            <Link className="pager__link pager__step" href={href(current + 1)} rel="next">
              {text.nextPage}
            </Link>
          ) : (
            <span className="pager__link pager__step" aria-disabled="true">
              {text.nextPage}
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
