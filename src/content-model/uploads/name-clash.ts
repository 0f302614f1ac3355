import { ValidationError, type CollectionBeforeOperationHook, type CollectionSlug } from 'payload'

/**
 * A file of the 文件库 whose name another file already has is refused with a message naming
 * that file, instead of Payload's silent rename to `name-1.pdf`: visitors download files by
 * name, and two "参展手册.pdf" are one too many. To update a file, an editor replaces the file of
 * the existing document (upload on its edit page), which keeps its name, links and downloads.
 */
export const refuseNameClash: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const name = req.file.name
  const { docs } = await req.payload.find({
    collection: collection.slug as CollectionSlug,
    where: { filename: { equals: name } },
    trash: true,
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const [holder] = docs as { id: number | string; deletedAt?: string | null }[]
  if (!holder) return args
  // The document's own file replaced by one of the same name: it keeps the name (Payload would
  // otherwise count on to `name-1.pdf`).
  if (operation === 'update' && String(holder.id) === String((args as { id?: unknown }).id))
    return { ...args, overwriteExistingFiles: true }
  const where = holder.deletedAt ? '（在回收站中）' : ''
  const message = `文件库中已有同名文件“${name}”${where}（编号 ${holder.id}）。要更新它，请打开该文件，上传新文件替换；若是另一份文件，请改名后再上传。`
  throw new ValidationError({ collection: collection.slug, errors: [{ path: 'file', message }], req }, req.t)
}
