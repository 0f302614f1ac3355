/**
 * Gets the database ready for serving: validates the environment, runs the committed
 * migrations, seeds the demo content into an empty database and creates the first admin.
 * `npm start` runs it before serving; it is safe to run any number of times.
 */
import nextEnv from '@next/env'

import { loadPayloadConfig } from '@/payload/load-config'

nextEnv.loadEnvConfig(process.cwd())

// Imported once the .env files are loaded: the config reads the environment when it loads.
const { EnvError, getEnv } = await import('@/config/env')

let env
try {
  env = getEnv()
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

// The data folder, and the SQLite file in it readable by its owner only, before anything opens it (X12).
const { prepareDataDir } = await import('@/operations/data-dir')
prepareDataDir(env)

// An unreachable database is a clear message and a non-zero exit, not a hang (O4).
const { createDatabaseCheck } = await import('@/operations/database-check')
const reachable = await createDatabaseCheck(env).reachable()
if (!reachable.ok) {
  console.error(`Cannot prepare the database: ${reachable.reason}`)
  process.exit(1)
}

const config = await loadPayloadConfig()
const [{ getPayload }, { seedDemoContent }, { ensureFirstAdmin }, { underStartupLock }] = await Promise.all([
  import('payload'),
  import('@/seed'),
  import('@/accounts/first-admin'),
  import('@/locks/startup-lock'),
])

const log = (message: string) => console.log(message)
// Several instances starting at once on one Postgres: one at a time, each finding the work done.
await underStartupLock(
  env,
  async () => {
    const payload = await getPayload({ config })
    await payload.db.migrate()
    if (env.CONTENT_SOURCE === 'remote') {
      log(`Content comes from ${env.CONTENT_API_URL ?? 'the remote'}: not seeding.`)
    } else {
      const seeded = await seedDemoContent(payload, { log })
      log(seeded === 'seeded' ? 'Seeded the demo content.' : 'Database has content: not seeding.')
    }
    await ensureFirstAdmin(payload, env, log)
    await payload.destroy()
  },
  log,
)
process.exit(0)
