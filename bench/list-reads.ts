/**
 * Z1: the CPU of a news list page's read straight from the CMS, without the read cache (what the
 * first visitor after a publish pays), on the database DATABASE_URL names: the big show, built by
 * `BENCH_SCALE_DATABASE=<file> npx tsx bench/scale.ts` into a migrated, seeded demo database.
 *
 *   DATABASE_URL=file:<file> DATA_DIR=<its folder> npx tsx bench/list-reads.ts
 *
 * Prints the CPU and wall time of each read, the mean of BENCH_LIST_ROUNDS (10) after one to warm.
 */
import { getPayload, type Payload } from 'payload'

import { getMenuArticles } from '../src/content-source/queries/columns'
import { readingLocale } from '../src/content-source/queries/published'
import { loadPayloadConfig } from '../src/payload/load-config'
import { envNumber, round } from './util'

const ROUNDS = envNumber('BENCH_LIST_ROUNDS', 10)

async function measure(what: string, read: () => Promise<unknown>): Promise<void> {
  await read()
  const cpu = process.cpuUsage()
  const started = performance.now()
  for (let turn = 0; turn < ROUNDS; turn += 1) await read()
  const used = process.cpuUsage(cpu)
  console.log(
    `${what}: ${round((used.user + used.system) / 1000 / ROUNDS)} ms CPU, ${round((performance.now() - started) / ROUNDS)} ms wall`,
  )
}

async function main(): Promise<void> {
  const payload: Payload = await getPayload({ config: await loadPayloadConfig() })
  const { docs } = await payload.find({ collection: 'menus', where: { link: { equals: '/news' } }, depth: 0, limit: 1, sort: 'id' })
  const menuId = docs[0]?.id
  if (menuId === undefined) throw new Error('the database has no news menu')
  for (const [locale, pageIndex] of [
    ['zh', 1],
    ['zh', 500],
    ['en', 1],
  ] as const)
    await measure(`news list, ${locale}, page ${pageIndex} of ten`, () =>
      readingLocale(locale, () => getMenuArticles(payload, menuId, { pageIndex, pageSize: 10, includeSubmenus: true })),
    )
  await payload.destroy()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
