import { getSiteLanguage } from '@/site/lib/locale'

/**
 * P5: what a page shows when its list is empty, or (`unavailable`) its content could not be read
 * just now (S31; a 503); `children`, a message of the page's own (a search that found nothing).
 */
export async function EmptyState({ unavailable = false, children }: { unavailable?: boolean; children?: string }) {
  const { text } = await getSiteLanguage()
  return (
    <div className="empty-state" role="status">
      <svg className="empty-state__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <path
          d="M8 14h32v24a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V14Zm4-6h24l4 6H8l4-6Zm7 14h10"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <p className="empty-state__text">{children ?? (unavailable ? text.unavailable : text.empty)}</p>
    </div>
  )
}
