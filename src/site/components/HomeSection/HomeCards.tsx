import type { Id } from '@/content-source'
import { readSection } from '@/site/lib/section'
import { getPageSource } from '@/site/lib/content'

import { Card } from './Card'

/**
 * S20: the home-cards column as a grid: two per row on phones, four from 768 px. `leadPicture`:
 * no banner or cover above, so the first card's cover is the page's largest picture.
 */
export async function HomeCards({ columnId, leadPicture }: { columnId: Id; leadPicture: boolean }) {
  const articles = await readSection('home cards', async () => (await getPageSource()).getColumnArticles(columnId))
  if (!articles || articles.length === 0) return null
  return (
    <div className="home-cards container">
      <ul className="home-cards__grid">
        {articles.map((article, index) => (
          <li key={String(article.id)} className="home-cards__item">
            <Card article={article} priority={leadPicture && index === 0} />
          </li>
        ))}
      </ul>
    </div>
  )
}
