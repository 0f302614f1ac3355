import type { Id } from '@/content-source'
import { imagePattern } from '@/site/lib/images'
import { httpLink } from '@/site/lib/links'
import { readSection } from '@/site/lib/section'
import { getPageSource } from '@/site/lib/content'
import { getSiteLanguage } from '@/site/lib/locale'

import { PartnersCarousel, type PartnerLogo } from './PartnersCarousel.client'

/** S22: 合作媒体 / Partners: the partners column's article covers as logos linking to the articles' links. */
export async function Partners({ columnId }: { columnId: Id }) {
  const articles = await readSection('partners', async () => (await getPageSource()).getColumnArticles(columnId))
  const logos = (articles ?? []).flatMap((article): PartnerLogo[] =>
    article.coverUrl ? [{ name: article.title, logoUrl: article.coverUrl, link: httpLink(article.link) }] : [],
  )
  if (logos.length === 0) return null
  const { text } = await getSiteLanguage()
  return (
    <section className="partners" data-section="partners" aria-labelledby="partners-title">
      <div className="container">
        <h2 id="partners-title" className="section-title">
          <span className="section-title__cn">{text.partners}</span>
          {text.partnersEN && (
            <span className="section-title__en" lang="en">
              {text.partnersEN}
            </span>
          )}
        </h2>
        <PartnersCarousel logos={logos} logoPattern={imagePattern('partnerLogo')} />
      </div>
    </section>
  )
}
