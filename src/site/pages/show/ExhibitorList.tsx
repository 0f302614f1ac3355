import Link from 'next/link'

import type { ExhibitorItem } from '@/content-source'
import { imageAttributes } from '@/site/lib/images'
import { hrefWith } from '@/site/pages/shared/params'


/** P3: one page of the directory: logo, Chinese and English names, booth and category. */
export function ExhibitorList({ exhibitors, menuId }: { exhibitors: readonly ExhibitorItem[]; menuId: string | null }) {
  return (
    <ul className="exhibitors">
      {exhibitors.map((exhibitor) => (
        <li key={String(exhibitor.id)} className="exhibitor-card">
          <Link className="exhibitor-card__link" href={hrefWith('/showDetail', { id: String(exhibitor.id), menuId })}>
            <span className="exhibitor-card__logo">
              {exhibitor.logoUrl && <img {...imageAttributes(exhibitor.logoUrl, 'exhibitorCard')} alt="" />}
            </span>
            <span className="exhibitor-card__body">
              <span className="exhibitor-card__name">{exhibitor.nameCN}</span>
              {exhibitor.nameEN && (
                <span className="exhibitor-card__name-en" lang="en">
                  {exhibitor.nameEN}
                </span>
              )}
              <span className="exhibitor-card__meta">
                <span className="exhibitor-card__booth">展位号：{exhibitor.booth || '待定'}</span>
                <span className="exhibitor-card__category">{exhibitor.category}</span>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
