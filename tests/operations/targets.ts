/**
 * Where the backup tests back up from and restore into: data folders and databases of both
 * dialects, made fresh for each use and removed by cleanUp().
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { execute } from './data'

export type Target = { databaseUrl: string; dataDir: string }

export type Dialect = {
  name: 'SQLite' | 'Postgres'
  /** A new, empty database and data folder. */
  createTarget(): Promise<Target>
  /** A DATABASE_URL of the other dialect, for the refusal of a foreign dialect. */
  otherDialectUrl: string
}

const created = { databases: [] as string[], roles: [] as string[], dirs: [] as string[] }

/** A new folder under the system's temporary folder, removed by cleanUp(). */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `expo-backup-${prefix}-`))
  created.dirs.push(dir)
  return dir
}

/** The environment of `npm run backup|restore` on one target (MEDIA_DIR: the default, $DATA_DIR/media). */
export const scriptEnv = ({ databaseUrl, dataDir }: Target, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  MEDIA_DIR: '',
  PUBLIC_URL: 'http://localhost:3000',
  ...extra,
})

export function postgresServer(): string {
  const server = process.env.TEST_DATABASE_URL
  if (!server) {
    throw new Error(
      'The O5 Postgres cases need TEST_DATABASE_URL (start one with scripts/postgres-test-server.sh); npm test leaves them out without it',
    )
  }
  return server
}

/** The URL of one database on the TEST_DATABASE_URL server, as its (superuser) user. */
export function databaseUrl(name: string): string {
  const url = new URL(postgresServer())
  url.pathname = `/${name}`
  return url.toString()
}

/** A new database; its name. */
export async function createPostgresDatabase(owner?: string): Promise<string> {
  const name = `expo_backup_${process.pid}_${created.databases.length}`
  await execute(postgresServer(), `CREATE DATABASE ${name}${owner ? ` OWNER ${owner}` : ''}`)
  created.databases.push(name)
  return name
}

/** A login role without privileges; its name. */
export async function createPostgresRole(): Promise<string> {
  const role = `expo_restorer_${process.pid}`
  await execute(postgresServer(), `DROP ROLE IF EXISTS ${role}; CREATE ROLE ${role} LOGIN`)
  created.roles.push(role)
  return role
}

export const dialects: Dialect[] = [
  {
    name: 'SQLite',
    createTarget: async () => {
      const dataDir = tempDir('sqlite')
      return { databaseUrl: `file:${path.join(dataDir, 'site.db')}`, dataDir }
    },
    otherDialectUrl: 'postgres://expo@127.0.0.1:9/not-reached',
  },
  {
    name: 'Postgres',
    createTarget: async () => ({ databaseUrl: databaseUrl(await createPostgresDatabase()), dataDir: tempDir('postgres') }),
    otherDialectUrl: `file:${path.join(os.tmpdir(), 'expo-backup-not-reached.db')}`,
  },
]

/** Staging or replaced folders and unfinished archives, which backup and restore must never leave behind. */
export const leftovers = (dataDir: string): string[] =>
  [dataDir, path.join(dataDir, 'media'), path.join(dataDir, 'backups')]
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir).filter((name) => /^\.(restore|replaced|backup)-/.test(name) || name.endsWith('.partial')))

export async function cleanUp(): Promise<void> {
  if (created.databases.length > 0 || created.roles.length > 0) {
    const server = postgresServer()
    for (const name of created.databases) await execute(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    for (const role of created.roles) await execute(server, `DROP ROLE IF EXISTS ${role}`)
  }
  for (const dir of created.dirs) fs.rmSync(dir, { recursive: true, force: true })
}
