'use client'

import Link from 'next/link'
import { useEffect } from 'react'

import { useSiteLanguage } from '@/site/lib/use-site-language'

/** S31: a page that failed to render says so plainly; the details go to the log only. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const { text, path } = useSiteLanguage()
  useEffect(() => {
    console.error('[site] page failed to render', error)
  }, [error])
  return (
    <div className="page container status-page" data-section="page">
      <h1 className="status-page__title">{text.errorTitle}</h1>
      <p className="status-page__text">{text.errorText}</p>
      <div className="status-page__actions">
        <button type="button" className="button" onClick={retry}>
          {text.retry}
        </button>
        <Link className="button button--ghost" href={path('/home')}>
          {text.backHome}
        </Link>
      </div>
    </div>
  )
}
