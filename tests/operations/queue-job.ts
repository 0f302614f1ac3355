/**
 * Queues Payload jobs on the database of DATABASE_URL, as the admin's 定时发布 or a schedule
 * would, and prints one line: `QUEUED <ids as JSON> <the jobs' time>`. The time is `delayMs` after
 * Payload is ready to queue (loading it takes a busy machine many seconds), so a test counts from it.
 * Usage: tsx tests/operations/queue-job.ts '<payload.jobs.queue argument as JSON>' [count] [delayMs]
 */
import type { Payload } from 'payload'

import { loadPayloadConfig } from '@/payload/load-config'

const [job = '{}', count = '1', delayMs = '0'] = process.argv.slice(2)
const config = await loadPayloadConfig()
const { getPayload } = await import('payload')
const payload = await getPayload({ config })
const at = new Date(Date.now() + Number(delayMs))
const ids: (string | number)[] = []
for (let index = 0; index < Number(count); index += 1) {
  const queued = await payload.jobs.queue({ ...(JSON.parse(job) as Parameters<Payload['jobs']['queue']>[0]), waitUntil: at })
  ids.push(queued.id)
}
console.log(`QUEUED ${JSON.stringify(ids)} ${at.toISOString()}`)
await payload.destroy()
process.exit(0)
