/**
 * Seeds the demo content of the exhibition site.
 *
 *   npm run seed              seeds an empty database, leaves a non-empty one alone
 *   npm run seed -- --reset   deletes all content (not the users) and seeds again
 *
 * Applies the committed migrations first, so it also works on a brand-new database.
 */
import { getPayload } from 'payload'

import { loadPayloadConfig } from '@/payload/load-config'
import { seedDemoContent } from '@/seed'

const usage = 'Usage: npm run seed [-- --reset]'

async function main(): Promise<number> {
  // A bare `--` (as in `tsx scripts/seed.ts -- --reset`) only separates arguments.
  const args = process.argv.slice(2).filter((arg) => arg !== '--')
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage)
    return 0
  }
  const unknown = args.filter((arg) => arg !== '--reset')
  if (unknown.length > 0) {
    console.error(`Unknown argument: ${unknown.join(' ')}\n${usage}`)
    return 2
  }
  const reset = args.includes('--reset')

  const started = Date.now()
  const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`
  const payload = await getPayload({ config: await loadPayloadConfig() })
  try {
    await payload.db.migrate()
    const seedStarted = Date.now()
    const result = await seedDemoContent(payload, { reset, log: (msg) => console.log(`[seed] ${seconds(seedStarted)} ${msg}`) })
    const timing = `seed ${seconds(seedStarted)}, total with start-up and migrations ${seconds(started)}`
    if (result === 'skipped') {
      console.log(`[seed] skipped: the database already has content; nothing changed (use --reset to replace it). ${timing}`)
    } else {
      console.log(`[seed] seeded: demo content created${reset ? ' after deleting the old content' : ''} (${timing})`)
    }
    return 0
  } finally {
    await payload.destroy()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
    console.error(`[seed] failed: ${message}`)
    const cause = error instanceof Error ? error.cause : undefined
    if (cause) console.error('[seed] cause:', cause)
    process.exit(1)
  },
)
