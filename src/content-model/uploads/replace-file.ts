import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { canPublish } from '@/accounts/access'

/**
 * E1: the 图片库 and 文件库 have no drafts, so a file replaced on its edit page is public at once
 * wherever it is used: replacing one is publishing, for admins and reviewers. Editors upload a
 * new file and point their (reviewed) content at it.
 */
export const publishersReplaceFiles: CollectionBeforeOperationHook = ({ args, collection, operation, overrideAccess, req }) => {
  if (operation !== 'update' || !req.file || overrideAccess || canPublish(req.user)) return args
  const message = '替换已上传的文件会立即对访客生效，需由审核员或管理员操作；编辑请上传为新文件，在内容中改用它并提交审核。'
  throw new ValidationError({ collection: collection.slug, errors: [{ path: 'file', message }], req }, req.t)
}
