import { getContentSource, type Id } from '@/content-source'
import { readSection } from '@/site/lib/section'

import { Card } from './Card'

/** S20: the home-cards column as a grid: two per row on phones, four from 768 px. */
export async function HomeCards({ columnId }: { columnId: Id }) {
  const articles = await readSection('home cards', async () => (await getContentSource()).getColumnArticles(columnId))
  if (!articles || articles.length === 0) return null
  return (
    <div className="home-cards container">
      <ul className="home-cards__grid">
        {articles.map((article) => (
          <li key={String(article.id)} className="home-cards__item">
            <Card article={article} />
          </li>
        ))}
      </ul>
    </div>
  )
}
