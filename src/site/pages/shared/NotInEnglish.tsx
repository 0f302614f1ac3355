import { PageShell } from '@/site/components/PageShell'
import type { SearchParams } from '@/site/lib/metadata'

import './shared.css'

export const NOT_IN_ENGLISH_TITLE = 'This page is not yet available in English'

/** The Chinese page of this request: its path with the query as given. */
function chinesePage(path: string, params: SearchParams): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, one)
  }
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/**
 * G5: an English page whose content has no English text says so and links to the Chinese page,
 * rather than showing Chinese text under lang="en".
 */
export function NotInEnglish({ path, params }: { path: string; params: SearchParams }) {
  return (
    <div className="status-page not-in-english" data-section="not-in-english">
      <h1 className="status-page__title">{NOT_IN_ENGLISH_TITLE}</h1>
      <p className="status-page__text">It has not been translated yet. You can read it in Chinese:</p>
      <a className="button" href={chinesePage(path, params)} hrefLang="zh-CN">
        Read this page in Chinese <span lang="zh-CN">（中文）</span>
      </a>
    </div>
  )
}

/** The whole page of a route whose menu or document has no English text (G5). */
export function NotInEnglishPage({ path, params, menuId }: { path: string; params: SearchParams; menuId?: SearchParams[string] }) {
  return (
    <PageShell menuId={menuId}>
      <NotInEnglish path={path} params={params} />
    </PageShell>
  )
}
