import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { prepareData } from '../e2e/server'

import { damagedArchives } from './damaged-archives'
import { changeData, execute, openWriteTransaction, runScript, snapshot, type DataSnapshot, type ScriptRun } from './data'
import {
  cleanUp,
  createPostgresDatabase,
  createPostgresRole,
  databaseUrl,
  dialects,
  leftovers,
  scriptEnv,
  tempDir,
  type Target,
} from './targets'

const ARCHIVE_NAME = /^backup-\d{8}T\d{6}Z\.tar\.gz$/

afterAll(cleanUp)

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
    const media = Object.fromEntries(
      manifest.files.filter((file) => file.path.startsWith('media/')).map((file) => [file.path.slice(6), file.sha256]),
    )
    expect(media).toEqual(backedUp.media)
    expect(Object.keys(media).length).toBeGreaterThan(100)
  })

  test(`O5 restore on ${dialect.name} refuses to replace existing data without --force and changes nothing`, async () => {
    await changeData(source.databaseUrl, source.dataDir, 'refused')
    const changed = await snapshot(source.databaseUrl, source.dataDir)
    expect(changed).not.toEqual(backedUp)
    const run = await runScript('restore', [backup.lastLine], scriptEnv(source))
    expect(run.status, run.output).toBe(1)
    expect(run.output).toMatch(
      /the database has \d+ tables and MEDIA_DIR has \d+ files; restoring replaces all of it\. Run again with --force/,
    )
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

  test.each(damagedArchives)(`O5 restore on ${dialect.name} refuses an archive %s and changes nothing`, async (_, damage, message) => {
    const before = await snapshot(source.databaseUrl, source.dataDir)
    const file = path.join(tempDir('damaged'), 'backup.tar.gz')
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

  if (dialect.name === 'SQLite') {
    test('O5 restore on SQLite runs beside an open connection, which sees the restored data without reopening', async () => {
      await changeData(source.databaseUrl, source.dataDir, 'seen-before')
      const titles =
        "SELECT group_concat(title, '|') AS titles FROM (SELECT title FROM articles_locales WHERE _locale = 'zh' ORDER BY _parent_id)"
      // An instance's connection, open across the restore and reading all along (it never waits more than busy_timeout).
      const instance = createClient({ url: source.databaseUrl })
      await instance.execute('PRAGMA busy_timeout = 30000')
      try {
        let finished = false
        const restoring = runScript('restore', [backup.lastLine, '--force'], scriptEnv(source)).finally(() => (finished = true))
        let reads = 0
        while (!finished) {
          await instance.execute(titles)
          reads++
          await new Promise((resolve) => setTimeout(resolve, 5))
        }
        const run = await restoring
        expect(run.status, run.output).toBe(0)
        expect(reads).toBeGreaterThan(0)
        expect(await snapshot(source.databaseUrl, source.dataDir)).toEqual(backedUp)
        const fresh = createClient({ url: source.databaseUrl })
        const expected = String((await fresh.execute(titles)).rows[0]?.titles)
        fresh.close()
        expect(expected).not.toContain('seen-before')
        expect(String((await instance.execute(titles)).rows[0]?.titles)).toBe(expected)
      } finally {
        instance.close()
      }
    })
  }

  if (dialect.name === 'Postgres') {
    test('O5 backup on Postgres refuses a pg_dump older than the server, naming both versions', async () => {
      const bin = tempDir('old-pg-dump')
      fs.writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 })
      const archives = fs.readdirSync(path.join(source.dataDir, 'backups'))
      const run = await runScript('backup', [], scriptEnv(source, { PATH: `${bin}:${process.env.PATH ?? ''}` }))
      expect(run.status, run.output).toBe(1)
      expect(run.output).toMatch(
        /Backup failed: pg_dump 9 is older than the Postgres server \(\d+\.\d+.*\): install the PostgreSQL \d+ client programs/,
      )
      expect(fs.readdirSync(path.join(source.dataDir, 'backups'))).toEqual(archives)
    })

    test('O5 a restore that fails inside Postgres leaves the old database and media', async () => {
      const role = await createPostgresRole()
      const name = await createPostgresDatabase(role)
      const asOwner = new URL(databaseUrl(name))
      asOwner.username = role
      asOwner.password = ''
      const target: Target = { databaseUrl: asOwner.toString(), dataDir: tempDir('postgres-owner') }
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
  fs.symlinkSync(process.execPath, path.join(bin, 'node'))
  const dataDir = tempDir('no-pg-dump-data')
  const run = await runScript('backup', [], scriptEnv({ databaseUrl: 'postgres://expo@127.0.0.1:9/not-reached', dataDir }, { PATH: bin }))
  expect(run.status, run.output).toBe(1)
  expect(run.output).toContain('Backup failed: pg_dump was not found on PATH: install the PostgreSQL client programs')
  expect(fs.readdirSync(path.join(dataDir, 'backups'))).toEqual([])
})

test('O5 backup and restore refuse a MEDIA_DIR that holds the database or the backups', async () => {
  const dataDir = tempDir('media-is-data')
  fs.writeFileSync(path.join(dataDir, 'site.db'), '')
  const env = scriptEnv({ databaseUrl: `file:${path.join(dataDir, 'site.db')}`, dataDir }, { MEDIA_DIR: dataDir })
  const refusal = `MEDIA_DIR (${dataDir}) holds the backups folder (${path.join(dataDir, 'backups')}); point MEDIA_DIR at a folder of uploads only.`

  const backup = await runScript('backup', [], env)
  expect(backup.status, backup.output).toBe(1)
  expect(backup.output).toContain(`Backup failed: ${refusal}`)

  const archive = path.join(tempDir('elsewhere'), 'backup.tar.gz')
  fs.writeFileSync(archive, 'checked after MEDIA_DIR')
  const restore = await runScript('restore', [archive, '--force'], env)
  expect(restore.status, restore.output).toBe(1)
  expect(restore.output).toContain(`Cannot restore ${archive}: ${refusal}\nNothing was changed.`)
  expect(fs.readdirSync(dataDir)).toEqual(['site.db'])
})
