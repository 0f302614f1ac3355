/**
 * Queues N purgeTrash jobs on the database of DATABASE_URL, as the schedule would, and prints
 * their ids as one JSON line. Usage: tsx tests/operations/queue-jobs.ts <count>
 */
import { loadPayloadConfig } from '@/payload/load-config'

const count = Number(process.argv[2] ?? '1')
const config = await loadPayloadConfig()
const { getPayload } = await import('payload')
const payload = await getPayload({ config })
const ids: (string | number)[] = []
for (let index = 0; index < count; index += 1) {
  const job = await payload.jobs.queue({ task: 'purgeTrash', input: {}, queue: 'maintenance' })
  ids.push(job.id)
}
console.log(`QUEUED ${JSON.stringify(ids)}`)
await payload.destroy()
process.exit(0)
