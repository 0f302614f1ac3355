import { inject } from 'vitest'

// Runs before each integration test file imports anything: point the app at the run's database.
Object.assign(process.env, inject('integrationEnv'))

// lexical first, alone: on Node 20 its top-level await can deadlock when several importers
// wait on it at once (see src/payload/load-config.ts).
await import('lexical')
