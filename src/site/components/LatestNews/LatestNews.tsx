import Link from 'next/link'

import type { MenuItem } from '@/content-source/contract'
import { getMenuTree, getPageSource } from '@/site/lib/content'
import { readSection } from '@/site/lib/section'
import { NewsList } from '@/site/pages/news/NewsList'
import { getSiteLanguage } from '@/site/lib/locale'

const NEWS_LINK = '/news'
const COUNT = 6

function newsMenus(tree: readonly MenuItem[]): MenuItem[] {
  return tree.flatMap((item) => [...(item.link === NEWS_LINK ? [item] : []), ...newsMenus(item.children)])
}

/** The news section first (a top-level news menu and its children), then news menus elsewhere. */
function newsMenusInOrder(tree: readonly MenuItem[]): MenuItem[] {
  const sections = tree.filter((item) => item.link === NEWS_LINK).flatMap((item) => [item, ...newsMenus(item.children)])
  return [...sections, ...newsMenus(tree).filter((item) => !sections.includes(item))]
}

/** The home page's own content: the newest articles of the first news menu. */
export async function LatestNews() {
  // The first news menu that has articles (a parent menu often has none itself).
  const news = await readSection('latest news', async () => {
    const source = await getPageSource()
    for (const menu of newsMenusInOrder(await getMenuTree())) {
      const page = await source.getMenuArticles(menu.id, { pageIndex: 1, pageSize: COUNT })
      if (page.items.length > 0) return { menu, articles: page.items }
    }
    return null
  })
  if (!news || news.articles.length === 0) return null
  const { text, path } = await getSiteLanguage()
  const menuId = encodeURIComponent(String(news.menu.id))
  return (
    <section className="latest-news" aria-labelledby="latest-news-title">
      <div className="latest-news__head">
        <h2 id="latest-news-title" className="section-title">
          <span className="section-title__cn">{news.menu.nameCN}</span>
          {news.menu.nameEN && (
            <span className="section-title__en" lang="en">
              {news.menu.nameEN}
            </span>
          )}
        </h2>
        <Link className="latest-news__more" href={path(`${NEWS_LINK}?menuId=${menuId}`)}>
          {text.more}
          <span className="visually-hidden">{news.menu.nameCN}</span> ›
        </Link>
      </div>
      <NewsList articles={news.articles} menuId={String(news.menu.id)} compact />
    </section>
  )
}
