/**
 * S32: renders an HTML field of the content source. Only fields the server has already passed
 * through sanitizeRichHtml (article, information and exhibitor details) may come here.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />
}
