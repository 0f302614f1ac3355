/**
 * The one Postgres database every instance shares: a fresh database on the server given
 * (--database or TEST_DATABASE_URL), or on a throwaway cluster of its own.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { onCleanup } from '../../bench/cleanup'
import { freePort, tempDir } from '../../bench/util'
import { ROOT } from '../../tests/e2e/server'

export type SharedDatabase = { url: string; server: string }

const asPostgresUser = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]

function postgresBin(): string {
  const versions = fs.readdirSync('/usr/lib/postgresql', { withFileTypes: true }).filter((entry) => entry.isDirectory())
  const newest = versions.map((entry) => entry.name).sort((a, b) => Number(a) - Number(b)).at(-1)
  if (!newest) throw new Error('no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql), or pass --database postgres://…')
  return path.join('/usr/lib/postgresql', newest, 'bin')
}

/** scripts/postgres-test-server.sh on its own data folder and port; stopped by the cleanup. */
async function throwawayCluster(log: (line: string) => void): Promise<string> {
  const dataDir = tempDir('expo-failover-pg-')
  const port = await freePort()
  log(`starting a throwaway Postgres on 127.0.0.1:${port} (${dataDir})…`)
  // pg_ctl reads the postmaster's PID from the data folder: this stops that cluster and no other.
  onCleanup(() => {
    const [command, args] = asPostgresUser(path.join(postgresBin(), 'pg_ctl'), ['-D', dataDir, 'stop', '-m', 'fast'])
    execFileSync(command, args, { stdio: 'ignore' })
  })
  const printed = execFileSync(path.join(ROOT, 'scripts/postgres-test-server.sh'), [String(port)], {
    env: { ...process.env, PGDATA_DIR: dataDir },
    encoding: 'utf8',
  })
  return printed.trim()
}

async function sql(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A new, empty database; dropped by the cleanup (with its whole cluster when throwaway). */
export async function sharedDatabase(server: string | undefined, log: (line: string) => void): Promise<SharedDatabase> {
  const serverUrl = server ?? (await throwawayCluster(log))
  const name = `expo_failover_${process.pid}_${Date.now()}`
  await sql(serverUrl, `create database ${name}`).catch((error: unknown) => {
    throw new Error(`could not create a database on ${serverUrl}`, { cause: error })
  })
  if (server) onCleanup(() => sql(serverUrl, `drop database if exists ${name} with (force)`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), server: serverUrl }
}
