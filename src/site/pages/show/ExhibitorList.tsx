import Link from 'next/link'

import type { ExhibitorItem } from '@/content-source'
import { imageAttributes } from '@/site/lib/images'
import { getSiteLanguage } from '@/site/lib/locale'
import { categoryName } from '@/site/lib/site-text'
import { hrefWith } from '@/site/pages/shared/params'

import { exhibitorNames } from './exhibitor-names'

/** P3: one page of the directory: logo, the edition's name over the other language's, booth and category. */
export async function ExhibitorList({ exhibitors, menuId }: { exhibitors: readonly ExhibitorItem[]; menuId: string | null }) {
  const { locale, text, path } = await getSiteLanguage()
  return (
    <ul className="exhibitors">
      {exhibitors.map((exhibitor) => {
        const names = exhibitorNames(exhibitor, locale)
        return (
          <li key={String(exhibitor.id)} className="exhibitor-card">
            <Link className="exhibitor-card__link" href={path(hrefWith('/showDetail', { id: String(exhibitor.id), menuId }))}>
              <span className="exhibitor-card__logo">
                {exhibitor.logoUrl && <img {...imageAttributes(exhibitor.logoUrl, 'exhibitorCard')} alt="" />}
              </span>
              <span className="exhibitor-card__body">
                <span className="exhibitor-card__name">{names.name}</span>
                {names.other && (
                  <span className="exhibitor-card__name-en" lang={names.otherLang}>
                    {names.other}
                  </span>
                )}
                <span className="exhibitor-card__meta">
                  <span className="exhibitor-card__booth">
                    {text.booth}
                    {text.colon}
                    {exhibitor.booth || text.boothPending}
                  </span>
                  <span className="exhibitor-card__category">{categoryName(exhibitor.category, locale)}</span>
                </span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
