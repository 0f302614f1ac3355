import type { CollectionSlug, Payload } from 'payload'

import { canPublish } from '@/accounts/access'

import { beijingDateTime } from '@/locales/dates'
import { RestoreAndPublishButton } from './RestoreAndPublishButton'

type Props = { collectionSlug?: string; docID?: number | string; params?: { segments?: string[] }; payload: Payload; user?: unknown }

/**
 * E2: beside a version's 恢复为草稿 (which keeps the live version), reviewers and admins get
 * 恢复并发布: the version's content goes live at once. Shown on /collections/<slug>/<id>/versions/<versionId>.
 */
export async function RestoreAndPublish({ collectionSlug, docID, params, payload, user }: Props) {
  const [section, , , view, versionId] = params?.segments ?? []
  if (!canPublish(user) || section !== 'collections' || view !== 'versions' || !versionId || !collectionSlug || docID === undefined)
    return null
  const slug = collectionSlug as CollectionSlug
  const version = await payload.findVersionByID({ collection: slug, id: versionId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!version) return null
  const label = payload.collections[slug].config.labels.singular
  return (
    <RestoreAndPublishButton
      collectionSlug={slug}
      docId={String(docID)}
      versionId={versionId}
      versionDate={beijingDateTime(new Date(version.updatedAt))}
      label={typeof label === 'string' ? label : slug}
    />
  )
}
