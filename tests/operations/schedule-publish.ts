/**
 * Queues Payload's schedulePublish job for an article, as the admin's 定时发布 does, on the
 * database of DATABASE_URL. Usage: tsx tests/operations/schedule-publish.ts <articleId> <ISO time>
 */
import { loadPayloadConfig } from '@/payload/load-config'

const [id = '', at = ''] = process.argv.slice(2)
const config = await loadPayloadConfig()
const { getPayload } = await import('payload')
const payload = await getPayload({ config })
const job = await payload.jobs.queue({
  task: 'schedulePublish',
  input: { type: 'publish', doc: { relationTo: 'articles', value: Number(id) } },
  waitUntil: new Date(at),
})
console.log(`QUEUED ${JSON.stringify(job.id)}`)
await payload.destroy()
process.exit(0)
