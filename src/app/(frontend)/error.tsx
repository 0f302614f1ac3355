'use client'

import Link from 'next/link'
import { useEffect } from 'react'

/** S31: a page that failed to render says so plainly; the details go to the log only. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error('[site] page failed to render', error)
  }, [error])
  return (
    <div className="page container status-page" data-section="page">
      <h1 className="status-page__title">页面暂时无法显示</h1>
      <p className="status-page__text">请稍后再试。</p>
      <div className="status-page__actions">
        <button type="button" className="button" onClick={retry}>
          重试
        </button>
        <Link className="button button--ghost" href="/home">
          返回首页
        </Link>
      </div>
    </div>
  )
}
