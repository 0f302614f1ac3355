import Link from 'next/link'

import { getSiteLanguage } from '@/site/lib/locale'

/**
 * P5/S13: 首页 › parent › item (› what the page shows). Names only: the contract's breadcrumb
 * is a list of names. Renders nothing without items.
 */
export async function Breadcrumb({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null
  const { text, path } = await getSiteLanguage()
  return (
    <nav className="breadcrumb" aria-label={text.breadcrumb}>
      <ol className="breadcrumb__list">
        <li className="breadcrumb__item">
          <Link href={path('/home')}>{text.home}</Link>
        </li>
        {items.map((name, index) => (
          <li key={`${index}-${name}`} className="breadcrumb__item" aria-current={index === items.length - 1 ? 'page' : undefined}>
            {name}
          </li>
        ))}
      </ol>
    </nav>
  )
}
