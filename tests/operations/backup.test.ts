import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { prepareData } from '../e2e/server'

import { changeData, execute, openWriteTransaction, runScript, snapshot, type DataSnapshot, type ScriptRun } from './data'

const ARCHIVE_NAME = /^backup-\d{8}T\d{6}Z\.tar\.gz$/
const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `expo-backup-${prefix}-`))

type Target = { databaseUrl: string; dataDir: string }
type Dialect = {
  name: 'SQLite' | 'Postgres'
  /** A new, empty database and data folder. */
  createTarget(): Promise<Target>
  /** A DATABASE_URL of the other dialect, for the refusal of a foreign dialect. */
  otherDialectUrl: string
}

const scriptEnv = ({ databaseUrl, dataDir }: Target, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  MEDIA_DIR: '',
  ...extra,
})

const createdDatabases: string[] = []
const createdRoles: string[] = []
const createdDirs: string[] = []

function postgresServer(): string {
  const server = process.env.TEST_DATABASE_URL
  if (!server) {
    throw new Error('The O5 Postgres cases need TEST_DATABASE_URL (start one with scripts/postgres-test-server.sh); npm test leaves them out without it')
  }
  return server
}

/** The URL of one database on the TEST_DATABASE_URL server, as its (superuser) user. */
function databaseUrl(name: string): string {
  const url = new URL(postgresServer())
  url.pathname = `/${name}`
  return url.toString()
}

/** A new database; its name. */
async function createPostgresDatabase(owner?: string): Promise<string> {
  const name = `expo_backup_${process.pid}_${createdDatabases.length}`
  await execute(postgresServer(), `CREATE DATABASE ${name}${owner ? ` OWNER ${owner}` : ''}`)
  createdDatabases.push(name)
  return name
}

/** A small tar.gz of files that are no backup, made by GNU tar. */
function foreignArchive(): Buffer {
  const dir = tempDir('foreign')
  createdDirs.push(dir)
  fs.mkdirSync(path.join(dir, 'notes'))
  fs.writeFileSync(path.join(dir, 'notes', 'readme.txt'), 'not a backup')
  return execFileSync('tar', ['-czf', '-', '-C', dir, 'notes'])
}

/** The archive with one byte of its database file changed, compressed again so gzip finds nothing wrong. */
function alteredDatabase(archive: Buffer): Buffer {
  const tar = gunzipSync(archive)
  const header = tar.indexOf('database/')
  if (header === -1 || header % 512 !== 0) throw new Error('the archive has no database entry at a tar block boundary')
  const offset = header + 512 + 100
  tar.writeUInt8(tar.readUInt8(offset) ^ 0xff, offset)
  return gzipSync(tar)
}

const dialects: Dialect[] = [
  {
    name: 'SQLite',
    createTarget: async () => {
      const dataDir = tempDir('sqlite')
      createdDirs.push(dataDir)
      return { databaseUrl: `file:${path.join(dataDir, 'site.db')}`, dataDir }
    },
    otherDialectUrl: 'postgres://expo@127.0.0.1:9/not-reached',
  },
  {
    name: 'Postgres',
    createTarget: async () => {
      const dataDir = tempDir('postgres')
      createdDirs.push(dataDir)
      return { databaseUrl: databaseUrl(await createPostgresDatabase()), dataDir }
    },
    otherDialectUrl: `file:${path.join(os.tmpdir(), 'expo-backup-not-reached.db')}`,
  },
]

/** Staging or replaced folders a restore must never leave behind. */
const leftovers = (dataDir: string) =>
  [dataDir, path.join(dataDir, 'media'), path.join(dataDir, 'backups')]
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir).filter((name) => /^\.(restore|replaced|backup)-/.test(name) || name.endsWith('.partial')))

afterAll(async () => {
  if (createdDatabases.length > 0) {
    const server = postgresServer()
    for (const name of createdDatabases) await execute(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    for (const role of createdRoles) await execute(server, `DROP ROLE IF EXISTS ${role}`)
  }
  for (const dir of createdDirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe.each(dialects)('O5 backup and restore on $name', (dialect) => {
  let source: Target
  let backedUp: DataSnapshot
  let backup: ScriptRun

  beforeAll(async () => {
    source = await dialect.createTarget()
    prepareData(source.dataDir, { DATABASE_URL: source.databaseUrl })
    backedUp = await snapshot(source.databaseUrl, source.dataDir)
    backup = await runScript('backup', [], scriptEnv(source), 'npm')
  })

  test(`O5 backup on ${dialect.name} writes one timestamped archive in $DATA_DIR/backups and prints its path`, () => {
    expect(backup.status, backup.output).toBe(0)
    const archive = backup.lastLine
    expect(path.dirname(archive)).toBe(path.join(source.dataDir, 'backups'))
    expect(path.basename(archive)).toMatch(ARCHIVE_NAME)
    expect(fs.readdirSync(path.dirname(archive))).toEqual([path.basename(archive)])
    // GNU tar reads it, and its manifest lists the database and every media file with its checksum.
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', archive, 'manifest.json'], { encoding: 'utf8' })) as {
      dialect: string
      appVersion: string
      files: { path: string; sha256: string }[]
    }
    expect(manifest.dialect).toBe(dialect.name.toLowerCase())
    expect(manifest.appVersion).toBe('0.1.0')
    const media = Object.fromEntries(manifest.files.filter((file) => file.path.startsWith('media/')).map((file) => [file.path.slice(6), file.sha256]))
    expect(media).toEqual(backedUp.media)
    expect(Object.keys(media).length).toBeGreaterThan(100)
  })

  test(`O5 restore on ${dialect.name} refuses to replace existing data without --force and changes nothing`, async () => {
    await changeData(source.databaseUrl, source.dataDir, 'refused')
    const changed = await snapshot(source.databaseUrl, source.dataDir)
    expect(changed).not.toEqual(backedUp)
    const run = await runScript('restore', [backup.lastLine], scriptEnv(source))
    expect(run.status, run.output).toBe(1)
    expect(run.output).toMatch(/the database has \d+ tables and MEDIA_DIR has \d+ files; restoring replaces all of it\. Run again with --force/)
    expect(run.output).toContain('Nothing was changed.')
    expect(await snapshot(source.databaseUrl, source.dataDir)).toEqual(changed)
    expect(leftovers(source.dataDir)).toEqual([])
  })

  test(`O5 backup/restore round trip on ${dialect.name}: --force brings back the backed-up database and media`, async () => {
    await changeData(source.databaseUrl, source.dataDir, 'round-trip')
    expect(await snapshot(source.databaseUrl, source.dataDir)).not.toEqual(backedUp)
    const run = await runScript('restore', [backup.lastLine, '--force'], scriptEnv(source), 'npm')
    expect(run.status, run.output).toBe(0)
    expect(run.output).toContain('Restart every instance of the site now')
    expect(await snapshot(source.databaseUrl, source.dataDir)).toEqual(backedUp)
    expect(leftovers(source.dataDir)).toEqual([])
    // The app starts on it as it is: migrations applied, content there (no seeding), an admin.
    prepareData(source.dataDir, { DATABASE_URL: source.databaseUrl })
    expect(await snapshot(source.databaseUrl, source.dataDir)).toEqual(backedUp)
  })

  test(`O5 restore on ${dialect.name} into an empty database and media folder needs no --force`, async () => {
    const target = await dialect.createTarget()
    const run = await runScript('restore', [backup.lastLine], scriptEnv(target))
    expect(run.status, run.output).toBe(0)
    expect(await snapshot(target.databaseUrl, target.dataDir)).toEqual(backedUp)
  })

  test(`O5 backup on ${dialect.name} is taken beside an open write transaction and holds only committed data`, async () => {
    const live = await snapshot(source.databaseUrl, source.dataDir)
    const writer = await openWriteTransaction(source.databaseUrl)
    let run: ScriptRun
    try {
      run = await runScript('backup', [], scriptEnv(source))
    } finally {
      await writer.rollback()
    }
    expect(run.status, run.output).toBe(0)
    const target = await dialect.createTarget()
    const restore = await runScript('restore', [run.lastLine], scriptEnv(target))
    expect(restore.status, restore.output).toBe(0)
    const restored = await snapshot(target.databaseUrl, target.dataDir)
    expect(restored).toEqual(live)
    expect(restored.tables.articles?.some((row) => row.includes('uncommitted'))).toBe(false)
  })

  const damaged: [string, (archive: Buffer) => Buffer, RegExp][] = [
    ['with one corrupted byte', (archive) => Buffer.from(archive.map((byte, index) => (index === archive.length >> 1 ? byte ^ 0xff : byte))), /: the archive is damaged\.\n/],
    ['cut in half', (archive) => archive.subarray(0, archive.length >> 1), /the archive is truncated/],
    ['of random bytes', (archive) => randomBytes(archive.length), /it is not a gzip file, so not an archive made by npm run backup/],
    ['made by tar from other files', () => foreignArchive(), /it holds notes\/readme\.txt, which a backup made by npm run backup never does/],
    ['whose database file was altered inside an intact gzip stream', (archive) => alteredDatabase(archive), /database\/[\w.]+ does not match its checksum: the archive is damaged/],
  ]

  test.each(damaged)(`O5 restore on ${dialect.name} refuses an archive %s and changes nothing`, async (_, damage, message) => {
    const before = await snapshot(source.databaseUrl, source.dataDir)
    const file = path.join(tempDir('damaged'), 'backup.tar.gz')
    createdDirs.push(path.dirname(file))
    fs.writeFileSync(file, damage(fs.readFileSync(backup.lastLine)))
    const run = await runScript('restore', [file, '--force'], scriptEnv(source))
    expect(run.status, run.output).toBe(1)
    expect(run.output).toMatch(message)
    expect(run.output).toContain('Nothing was changed.')
    expect(await snapshot(source.databaseUrl, source.dataDir)).toEqual(before)
    expect(leftovers(source.dataDir)).toEqual([])
  })

  test(`O5 restore on ${dialect.name} refuses an archive of the other SQL dialect`, async () => {
    const before = await snapshot(source.databaseUrl, source.dataDir)
    const run = await runScript('restore', [backup.lastLine, '--force'], scriptEnv(source, { DATABASE_URL: dialect.otherDialectUrl }))
    expect(run.status, run.output).toBe(1)
    const [made, named] = dialect.name === 'SQLite' ? ['sqlite', 'postgres'] : ['postgres', 'sqlite']
    expect(run.output).toContain(`it holds a ${made} database, and DATABASE_URL names a ${named} one.\nNothing was changed.`)
    expect(await snapshot(source.databaseUrl, source.dataDir)).toEqual(before)
    expect(leftovers(source.dataDir)).toEqual([])
  })

  if (dialect.name === 'Postgres') {
    test('O5 backup on Postgres refuses a pg_dump older than the server, naming both versions', async () => {
      const bin = tempDir('old-pg-dump')
      createdDirs.push(bin)
      fs.writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 })
      const archives = fs.readdirSync(path.join(source.dataDir, 'backups'))
      const run = await runScript('backup', [], scriptEnv(source, { PATH: `${bin}:${process.env.PATH ?? ''}` }))
      expect(run.status, run.output).toBe(1)
      expect(run.output).toMatch(/Backup failed: pg_dump 9 is older than the Postgres server \(\d+\.\d+.*\): install the PostgreSQL \d+ client programs/)
      expect(fs.readdirSync(path.join(source.dataDir, 'backups'))).toEqual(archives)
    })

    test('O5 a restore that fails inside Postgres leaves the old database and media', async () => {
      const role = `expo_restorer_${process.pid}`
      await execute(postgresServer(), `DROP ROLE IF EXISTS ${role}; CREATE ROLE ${role} LOGIN`)
      createdRoles.push(role)
      const name = await createPostgresDatabase(role)
      const asOwner = new URL(databaseUrl(name))
      asOwner.username = role
      asOwner.password = ''
      const target = { databaseUrl: asOwner.toString(), dataDir: tempDir('postgres-owner') }
      createdDirs.push(target.dataDir)
      // A database owner who is no superuser restores as well (owners and grants are not restored)…
      const first = await runScript('restore', [backup.lastLine], scriptEnv(target))
      expect(first.status, first.output).toBe(0)
      // …but cannot drop a schema another role owns: the restore fails halfway through.
      await execute(databaseUrl(name), 'CREATE SCHEMA owned_by_another_role; CREATE TABLE owned_by_another_role.notes (id integer)')
      await changeData(target.databaseUrl, target.dataDir, 'kept')
      const before = await snapshot(databaseUrl(name), target.dataDir)
      const run = await runScript('restore', [backup.lastLine, '--force'], scriptEnv(target))
      expect(run.status, run.output).toBe(1)
      expect(run.output).toMatch(/psql failed[\s\S]*must be owner of schema owned_by_another_role[\s\S]*Nothing was changed\./)
      expect(await snapshot(databaseUrl(name), target.dataDir)).toEqual(before)
      expect(leftovers(target.dataDir)).toEqual([])
    })
  }
})

test('O5 backup refuses clearly when pg_dump is missing', async () => {
  // A PATH holding node alone: no PostgreSQL client programs.
  const bin = tempDir('no-pg-dump')
  createdDirs.push(bin)
  fs.symlinkSync(process.execPath, path.join(bin, 'node'))
  const dataDir = tempDir('no-pg-dump-data')
  createdDirs.push(dataDir)
  const run = await runScript('backup', [], scriptEnv({ databaseUrl: 'postgres://expo@127.0.0.1:9/not-reached', dataDir }, { PATH: bin }))
  expect(run.status, run.output).toBe(1)
  expect(run.output).toContain('Backup failed: pg_dump was not found on PATH: install the PostgreSQL client programs')
  expect(fs.readdirSync(path.join(dataDir, 'backups'))).toEqual([])
})

test('O5 backup and restore refuse a MEDIA_DIR that holds the database or the backups', async () => {
  const dataDir = tempDir('media-is-data')
  createdDirs.push(dataDir)
  fs.writeFileSync(path.join(dataDir, 'site.db'), '')
  const env = scriptEnv({ databaseUrl: `file:${path.join(dataDir, 'site.db')}`, dataDir }, { MEDIA_DIR: dataDir })
  const refusal = `MEDIA_DIR (${dataDir}) holds the backups folder (${path.join(dataDir, 'backups')}); point MEDIA_DIR at a folder of uploads only.`

  const backup = await runScript('backup', [], env)
  expect(backup.status, backup.output).toBe(1)
  expect(backup.output).toContain(`Backup failed: ${refusal}`)

  const archive = path.join(tempDir('elsewhere'), 'backup.tar.gz')
  createdDirs.push(path.dirname(archive))
  fs.writeFileSync(archive, 'checked after MEDIA_DIR')
  const restore = await runScript('restore', [archive, '--force'], env)
  expect(restore.status, restore.output).toBe(1)
  expect(restore.output).toContain(`Cannot restore ${archive}: ${refusal}\nNothing was changed.`)
  expect(fs.readdirSync(dataDir)).toEqual(['site.db'])
})
