import {
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type Endpoint,
  type GlobalBeforeOperationHook,
  restoreVersionOperation,
} from 'payload'

import { canPublish } from '@/accounts/access'
import { Refusal } from './refusals'

/** REST: `POST /api/<collection>/versions/<id>?publish=true` restores and publishes. */
export const PUBLISH_RESTORED_PARAM = 'publish'

/** Local API: `context: { [PUBLISH_RESTORED]: true }` restores and publishes (with `draft: false`). */
export const PUBLISH_RESTORED = 'publishRestoredVersion'

/**
 * E2: restoring an older version never takes a document off the site. The restored content
 * becomes a new draft over the live version (which stays published) and waits for review; a
 * reviewer or admin may restore and publish at once. Payload's own restore writes the version as
 * it was, so restoring a draft version unpublished the document: that is not offered.
 */
export const restoresNeverUnpublish: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'restoreVersion') return args
  const publish = req.context[PUBLISH_RESTORED] === true
  if (publish && req.user && !canPublish(req.user)) throw new Refusal('只有审核员和管理员可以恢复并发布；恢复为草稿后请提交审核')
  if (!publish && (args as { draft?: boolean }).draft !== true) throw new Refusal('恢复历史版本只能保存为草稿，或由审核员恢复并发布', 400)
  return args
}

/**
 * E2: the restore endpoint, as the admin's 恢复为草稿 and REST clients call it
 * (`POST /api/<collection>/versions/<id>`): a draft restore unless `?publish=true`. In place of
 * Payload's own, which passes its `draft` parameter on as the admin sends it (`draft=false` for
 * the main button), and whose operation reads `draft` before any hook can change it.
 */
export const restoreVersionEndpoint: Endpoint = {
  path: '/versions/:id',
  method: 'post',
  handler: async (req) => {
    const collection = req.payload.collections[req.routeParams?.collection as CollectionSlug]
    const rawId = String(req.routeParams?.id ?? '')
    const id = req.payload.db.defaultIDType === 'number' ? Number(rawId) : rawId
    const publish = req.searchParams.get(PUBLISH_RESTORED_PARAM) === 'true'
    const depth = Number(req.searchParams.get('depth') ?? 0)
    req.context[PUBLISH_RESTORED] = publish
    // The Local API's restoreVersion takes no `draft`: the operation itself, as Payload's handler calls it.
    const doc = await restoreVersionOperation({ collection, id, draft: !publish, depth: Number.isFinite(depth) ? depth : 0, req })
    return Response.json({ ...doc, message: req.t('version:restoredSuccessfully') })
  },
}

/** E2, E3: what a restore writes: a draft (草稿) or, when asked, the published document (已发布). */
export const restoredVersionStatus: CollectionBeforeChangeHook = ({ context, data }) => {
  if (context.isRestoringVersion !== true) return data
  const status = context[PUBLISH_RESTORED] === true ? 'published' : 'draft'
  return { ...data, _status: status, reviewState: status }
}

/**
 * E2 for the site settings: Payload restores a global by overwriting it, a draft restore
 * included, which would leave the site without published settings. A global's restore
 * therefore publishes, and only a published version can be restored.
 */
export const restoreGlobalPublished: GlobalBeforeOperationHook = async ({ args, global, operation, req }) => {
  if (operation !== 'restoreVersion') return args
  const { id, draft } = args as { id?: number | string; draft?: boolean }
  const version =
    id === undefined
      ? null
      : await req.payload.findGlobalVersionByID({ slug: global.slug, id: String(id), depth: 0, req, disableErrors: true })
  if (draft === true || (version && (version.version as { _status?: unknown })._status !== 'published')) {
    throw new Refusal(`${typeof global.label === 'string' ? global.label : global.slug}只能恢复已发布的版本，恢复后立即发布`, 400)
  }
  return args
}
