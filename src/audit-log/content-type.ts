import type { Payload } from 'payload'

/** E6: what the log names as the content type, as editors know it (文章, 弹窗广告), not its slug; the slug when unknown. */
export function contentTypeLabel(payload: Payload, slug: string | null | undefined): string {
  if (!slug) return ''
  const label =
    payload.collections[slug as keyof Payload['collections']]?.config.labels.singular ??
    payload.config.globals.find((global) => global.slug === slug)?.label
  return typeof label === 'string' ? label : slug
}
