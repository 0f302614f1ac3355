import { afterAll, expect, inject } from 'vitest'

// Runs before each integration test file imports anything: point the app at the run's database.
Object.assign(process.env, inject('integrationEnv'))

// lexical first, alone: on Node 20 its top-level await can deadlock when several importers
// wait on it at once (see src/payload/load-config.ts).
await import('lexical')

// pg hands a transaction's queries to one connection; two at once (a `Promise.all` over a `req`
// that holds a transaction) is deprecated in pg 8 and an error in pg 9. Node warns once a process:
// the file that first does it fails here, on Postgres.
const busyConnection: string[] = []
process.on('warning', (warning) => {
  if (/already executing a query/.test(warning.message)) busyConnection.push(warning.stack ?? warning.message)
})
afterAll(() => {
  expect(busyConnection, 'a transaction was handed two queries at once').toEqual([])
})
