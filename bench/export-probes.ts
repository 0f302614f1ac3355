/**
 * Z4 in one process: the registrations' CSV and XLSX exports of a big show's database, with a
 * stand-in for the site's other requests beside them (every 200 ms, 30 steps of 1 ms of work,
 * each awaiting the event loop as a page render does), timed. No server and no build: what is
 * measured is how long the export keeps the one thread from everything else.
 *
 *   BENCH_SCALE_DATABASE=/tmp/big/site.db npx tsx bench/scale.ts   # the big show, once
 *   DATABASE_URL=file:/tmp/big/site.db npx tsx bench/export-probes.ts [csv,xlsx]
 */
import { getPayload, type PayloadRequest } from 'payload'

import { loadPayloadConfig } from '@/payload/load-config'
import { exportRegistrations } from '@/registration/admin/export'

const payload = await getPayload({ config: await loadPayloadConfig() })
const admin = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, depth: 0 })).docs[0]
if (!admin) throw new Error('the database has no admin to export as')

/** One stand-in request: 30 steps of 1 ms of work, each after a turn of the event loop. */
async function probe(): Promise<number> {
  const started = performance.now()
  for (let step = 0; step < 30; step += 1) {
    const busy = performance.now()
    while (performance.now() - busy < 1);
    await new Promise((resolve) => setImmediate(resolve))
  }
  return performance.now() - started
}

for (const format of (process.argv[2] ?? 'csv,xlsx').split(',')) {
  const probes: number[] = []
  let exporting = true
  const probing = (async () => {
    while (exporting) {
      probes.push(await probe())
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })()
  const cpu = process.cpuUsage()
  const started = performance.now()
  // The endpoint's handler as Payload calls it, for the database's admin.
  const req = {
    payload,
    user: { ...admin, collection: 'users' },
    url: `http://local/api/registrations/export/registrations?format=${format}`,
    routeParams: { kind: 'registrations' },
    headers: new Headers(),
    context: {},
  } as unknown as PayloadRequest
  const answer = await exportRegistrations(req)
  let bytes = 0
  const reader = answer.body?.getReader()
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) bytes += chunk.value.length
  const used = process.cpuUsage(cpu)
  exporting = false
  await probing
  probes.sort((a, b) => a - b)
  const at = (share: number) => Math.round(probes[Math.min(probes.length - 1, Math.floor(probes.length * share))] ?? 0)
  console.log(
    `${format}: ${answer.status}, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms, ${Math.round((used.user + used.system) / 1000)} ms CPU · ` +
      `${probes.length} probes: median ${at(0.5)} ms, p90 ${at(0.9)} ms, worst ${at(1)} ms (alone: 30 ms)`,
  )
}
await payload.destroy()
process.exit(0)
