/**
 * Applies the committed migrations to the database the environment names, and nothing else (no
 * seed, no admin): an empty database ready for a test that fills it. Run with tsx.
 * `npx payload migrate` loads the config without loading lexical alone first and, on a busy
 * machine, now and then exits without migrating (src/payload/load-config.ts).
 */
import { getPayload } from 'payload'

import { loadPayloadConfig } from '@/payload/load-config'

const payload = await getPayload({ config: await loadPayloadConfig() })
await payload.db.migrate()
await payload.destroy()
process.exit(0)
