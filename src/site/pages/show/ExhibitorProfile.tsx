import Link from 'next/link'

import type { ExhibitorItem } from '@/content-source'
import { RichText } from '@/site/components/RichText'
import { imageAttributes } from '@/site/lib/images'
import { httpLink } from '@/site/lib/links'
import { hrefWith } from '@/site/pages/shared/params'
import { getSiteLanguage } from '@/site/lib/locale'
import { categoryName } from '@/site/lib/site-text'
import { readSection } from '@/site/lib/section'
import { floorPlanText } from '@/site/pages/floorplan/text'
import { getBoothOnPlan } from '@/site/pages/shared/reads'

import { exhibitorNames } from './exhibitor-names'
import { exhibitorText } from './text'

/** "https://www.example.cn/" → "www.example.cn": what a visitor reads; the link keeps the full URL. */
const displayUrl = (url: string) =>
  url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '')

/** P3 /showDetail: an exhibitor's profile with its products (B2). The website opens only when it is http(s) (as S21). */
export async function ExhibitorProfile({ exhibitor, menuId }: { exhibitor: ExhibitorItem; menuId: string | null }) {
  const { locale, text, path } = await getSiteLanguage()
  const names = exhibitorNames(exhibitor, locale)
  const website = httpLink(exhibitor.website)
  const words = exhibitorText(locale)
  const products = exhibitor.products ?? []
  // B5: the booth this exhibitor is let on the floor plan, linked there (and the plan links back).
  const boothOnPlan = await readSection('floor plan', () => getBoothOnPlan(exhibitor.id))
  return (
    <article className="exhibitor">
      <header className="exhibitor__head">
        <div className="exhibitor__logo">
          {exhibitor.logoUrl && <img {...imageAttributes(exhibitor.logoUrl, 'exhibitorLogo')} alt={text.logoOf(names.name)} />}
        </div>
        <div className="exhibitor__summary">
          <h1 className="exhibitor__name">{names.name}</h1>
          {names.other && (
            <p className="exhibitor__name-en" lang={names.otherLang}>
              {names.other}
            </p>
          )}
          <dl className="exhibitor__facts">
            <div className="exhibitor__fact">
              <dt>{text.booth}</dt>
              <dd className="exhibitor__booth">{exhibitor.booth || text.boothPending}</dd>
              {boothOnPlan && (
                <dd className="exhibitor__on-plan">
                  <Link href={path(hrefWith('/floorplan', { booth: boothOnPlan }))} className="exhibitor__booth-link">
                    {floorPlanText(locale).onPlan}
                  </Link>
                </dd>
              )}
            </div>
            <div className="exhibitor__fact">
              <dt>{text.category}</dt>
              <dd className="exhibitor__category">{categoryName(exhibitor.category, locale)}</dd>
            </div>
            {website && (
              <div className="exhibitor__fact">
                <dt>{text.website}</dt>
                <dd>
                  <a className="exhibitor__website" href={website} target="_blank" rel="noopener noreferrer">
                    {displayUrl(website)}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        </div>
      </header>
      {exhibitor.introduction && (
        <section className="exhibitor__section" aria-labelledby="exhibitor-introduction">
          <h2 id="exhibitor-introduction" className="exhibitor__section-title">
            {text.introduction}
          </h2>
          <RichText html={exhibitor.introduction} className="exhibitor__introduction" />
        </section>
      )}
      {products.length > 0 && (
        <section className="exhibitor__section" aria-labelledby="exhibitor-products">
          <h2 id="exhibitor-products" className="exhibitor__section-title">
            {words.products}
          </h2>
          <ul className="exhibitor__products">
            {products.map((product, index) => (
              <li key={index} className="exhibitor__product">
                {product.pictureUrl && (
                  <img
                    className="exhibitor__product-picture"
                    {...imageAttributes(product.pictureUrl, 'exhibitorCard')}
                    alt={words.pictureOf(product.name)}
                  />
                )}
                <h3 className="exhibitor__product-name">{product.name}</h3>
                {product.description && <p className="exhibitor__product-description">{product.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {exhibitor.contact && (
        <section className="exhibitor__section" aria-labelledby="exhibitor-contact">
          <h2 id="exhibitor-contact" className="exhibitor__section-title">
            {text.contact}
          </h2>
          <p className="exhibitor__contact">{exhibitor.contact}</p>
        </section>
      )}
      <Link className="button button--ghost exhibitor__back" href={path(hrefWith('/show', { menuId }))}>
        {text.backToDirectory}
      </Link>
    </article>
  )
}
