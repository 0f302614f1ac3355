import type { Payload } from 'payload'

import { recordAudit } from '@/audit-log'

import { reasonOf } from './origin'
import { KIND_LABELS, type ImportReport } from './report'
import { findImportedDocs, IMPORTED_COLLECTIONS, inTransaction, titleOf, type ImportedSlug } from './write'

type Titled = { id: number; importSourceId?: string | null } & Record<string, unknown>

/**
 * I2: what an earlier import brought and the origin no longer has is reported; with `--prune`
 * it is moved to the 回收站 (editors can restore it for 30 days). Only after a run that read
 * every list: a list that failed is not a list that emptied.
 */
export async function pruneGone(
  payload: Payload,
  report: ImportReport,
  seen: Map<ImportedSlug, Set<string>>,
  { prune, dryRun, complete }: { prune: boolean; dryRun: boolean; complete: boolean },
): Promise<void> {
  if (!complete) {
    report.note('有列表未能读取：本次不检查原后台删除了哪些内容，也不执行 --prune')
    return
  }
  const gone: { collection: ImportedSlug; doc: Titled }[] = []
  for (const collection of IMPORTED_COLLECTIONS) {
    const docs = await findImportedDocs(payload, collection)
    for (const doc of docs as unknown as Titled[]) {
      if (doc.importSourceId && !seen.get(collection)?.has(doc.importSourceId)) gone.push({ collection, doc })
    }
  }
  report.gone.push(...gone.map(({ collection, doc }) => `${KIND_LABELS[collection]}「${titleOf(doc)}」（来源 ID ${doc.importSourceId}）`))
  if (!prune || dryRun) return
  for (const { collection, doc } of gone) {
    try {
      await inTransaction(payload, async (req) => {
        await payload.update({ collection, id: doc.id, data: { deletedAt: new Date().toISOString() }, overrideAccess: true, depth: 0, req })
        await recordAudit(req, {
          action: 'trash',
          collection,
          documentId: doc.id,
          title: titleOf(doc),
          detail: '导入 --prune：原后台已没有此项',
        })
      })
      report.pruned += 1
    } catch (error) {
      report.fail(`移入回收站：${titleOf(doc)}`, reasonOf(error))
    }
  }
}
