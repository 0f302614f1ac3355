import Link from 'next/link'

import type { ExhibitorItem } from '@/content-source'
import { RichText } from '@/site/components/RichText'
import { imageAttributes } from '@/site/lib/images'
import { httpLink } from '@/site/lib/links'
import { hrefWith } from '@/site/pages/shared/params'


/** "https://www.example.cn/" → "www.example.cn": what a visitor reads; the link keeps the full URL. */
const displayUrl = (url: string) => url.trim().replace(/^https?:\/\//i, '').replace(/\/$/, '')

/** P3 /showDetail: an exhibitor's profile. The website opens only when it is http(s) (as S21). */
export function ExhibitorProfile({ exhibitor, menuId }: { exhibitor: ExhibitorItem; menuId: string | null }) {
  const website = httpLink(exhibitor.website)
  return (
    <article className="exhibitor">
      <header className="exhibitor__head">
        <div className="exhibitor__logo">
          {exhibitor.logoUrl && <img {...imageAttributes(exhibitor.logoUrl, 'exhibitorLogo')} alt={`${exhibitor.nameCN} 标志`} />}
        </div>
        <div className="exhibitor__summary">
          <h1 className="exhibitor__name">{exhibitor.nameCN}</h1>
          {exhibitor.nameEN && (
            <p className="exhibitor__name-en" lang="en">
              {exhibitor.nameEN}
            </p>
          )}
          <dl className="exhibitor__facts">
            <div className="exhibitor__fact">
              <dt>展位号</dt>
              <dd className="exhibitor__booth">{exhibitor.booth || '待定'}</dd>
            </div>
            <div className="exhibitor__fact">
              <dt>展品类别</dt>
              <dd className="exhibitor__category">{exhibitor.category}</dd>
            </div>
            {website && (
              <div className="exhibitor__fact">
                <dt>企业网站</dt>
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
            企业简介
          </h2>
          <RichText html={exhibitor.introduction} className="exhibitor__introduction" />
        </section>
      )}
      {exhibitor.contact && (
        <section className="exhibitor__section" aria-labelledby="exhibitor-contact">
          <h2 id="exhibitor-contact" className="exhibitor__section-title">
            联系方式
          </h2>
          <p className="exhibitor__contact">{exhibitor.contact}</p>
        </section>
      )}
      <Link className="button button--ghost exhibitor__back" href={hrefWith('/show', { menuId })}>
        返回展商名录
      </Link>
    </article>
  )
}
