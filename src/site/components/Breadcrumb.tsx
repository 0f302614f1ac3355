import Link from 'next/link'


/**
 * P5/S13: 首页 › parent › item (› what the page shows). Names only: the contract's breadcrumb
 * is a list of names. Renders nothing without items.
 */
export function Breadcrumb({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <nav className="breadcrumb" aria-label="当前位置">
      <ol className="breadcrumb__list">
        <li className="breadcrumb__item">
          <Link href="/home">首页</Link>
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
