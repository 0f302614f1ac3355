/**
 * Queues Payload's schedulePublish job for an article, as the admin's 定时发布 does, on the
 * database of DATABASE_URL, for `delayMs` after it is ready to queue it (loading Payload takes a
 * busy machine many seconds). Prints the job's id and time.
 * Usage: tsx tests/operations/schedule-publish.ts <articleId> <delayMs>
 */
import { loadPayloadConfig } from '@/payload/load-config'

const [id = '', delayMs = ''] = process.argv.slice(2)
const config = await loadPayloadConfig()
const { getPayload } = await import('payload')
const payload = await getPayload({ config })
const at = new Date(Date.now() + Number(delayMs))
const job = await payload.jobs.queue({
  task: 'schedulePublish',
  input: { type: 'publish', doc: { relationTo: 'articles', value: Number(id) } },
  waitUntil: at,
})
console.log(`QUEUED ${JSON.stringify(job.id)} ${at.toISOString()}`)
await payload.destroy()
process.exit(0)
