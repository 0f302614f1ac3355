import type { CollectionConfig } from 'payload'

import { adminComponents } from '@/content-model/admin-components'

import { hiddenFromNonStaff } from '@/accounts/access'
import { draftVersions, guardPublishing, publishedOnlyForVisitors } from './drafts'
import { reviewFields } from './fields'
import { restoredVersionStatus, restoresNeverUnpublish, restoreVersionEndpoint } from './restore'
import { applyReviewState } from './review'

/**
 * The editors' workflow on a content collection (E1–E5): drafts and the last 50 versions (a
 * restored version is a new draft unless a reviewer publishes it), 定时发布/定时下线 on the jobs
 * queue, publishing kept to admins and reviewers, the review fields, and the admin showing the
 * collection to content staff only.
 */
export function withEditorsWorkflow(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    versions: draftVersions,
    admin: {
      ...collection.admin,
      hidden: hiddenFromNonStaff,
      components: {
        ...collection.admin?.components,
        edit: { ...collection.admin?.components?.edit, PublishButton: adminComponents.publishButton },
        views: { edit: { version: { actions: [adminComponents.restoreAndPublish] } } },
      },
    },
    fields: [...collection.fields, reviewFields()],
    endpoints: [restoreVersionEndpoint, ...(collection.endpoints || [])],
    hooks: {
      ...hooks,
      beforeOperation: [restoresNeverUnpublish, guardPublishing, publishedOnlyForVisitors, ...(hooks.beforeOperation ?? [])],
      beforeChange: [...(hooks.beforeChange ?? []), restoredVersionStatus, applyReviewState],
    },
  }
}

/** An upload collection (图片库, 文件库): no drafts, as the records that show a file have them; staff only in the admin. */
export function withStaffOnlyAdmin(collection: CollectionConfig): CollectionConfig {
  return { ...collection, admin: { ...collection.admin, hidden: hiddenFromNonStaff } }
}
