import type { CollectionAfterChangeHook, CollectionBeforeOperationHook } from 'payload'

import { markDraftSave } from './drafts'

/** A date this close to now is "now": the form's default is the moment the document was opened. */
const NOW_TOLERANCE_MS = 5_000

const EMBARGO = 'expoEmbargoUntil'

type SaveArgs = { id?: number | string; draft?: boolean; data?: Record<string, unknown> }

/**
 * E5: a news item whose date field (发布时间) lies in the future is scheduled, not visible now.
 * Publishing it saves a draft instead and queues Payload's schedulePublish job for that date, as
 * the admin's 定时发布 does; the job publishes it as the user who published (so an editor's
 * embargo never publishes: E1). Runs after `guardPublishing`, which refuses editors first.
 */
export function publishOnItsDate(
  slug: 'articles',
  dateField: 'publishedAt',
): { beforeOperation: CollectionBeforeOperationHook; afterChange: CollectionAfterChangeHook } {
  return {
    beforeOperation: async ({ args, operation, req }) => {
      if (operation !== 'create' && operation !== 'update') return args
      const save = args as SaveArgs
      if (save.draft === true || save.data?._status !== 'published') return args
      let date = save.data[dateField]
      if (date === undefined && operation === 'update' && save.id !== undefined) {
        const latest = await req.payload.findByID({
          collection: slug,
          id: save.id,
          draft: true,
          depth: 0,
          overrideAccess: true,
          req,
          disableErrors: true,
        })
        date = latest?.[dateField]
      }
      const at = typeof date === 'string' || date instanceof Date ? new Date(date) : undefined
      if (!at || Number.isNaN(at.getTime()) || at.getTime() <= Date.now() + NOW_TOLERANCE_MS) return args
      save.draft = true
      save.data = { ...save.data, _status: 'draft' }
      markDraftSave(req, save)
      req.context[EMBARGO] = at.toISOString()
      return args
    },
    afterChange: async ({ doc, req }) => {
      const until = req.context[EMBARGO]
      if (typeof until !== 'string') return doc
      delete req.context[EMBARGO]
      await req.payload.jobs.queue({
        task: 'schedulePublish',
        input: {
          type: 'publish',
          doc: { relationTo: slug, value: (doc as { id: number }).id },
          user: req.user ? { relationTo: 'users', value: req.user.id } : undefined,
        },
        waitUntil: new Date(until),
        req,
      })
      return doc
    },
  }
}
