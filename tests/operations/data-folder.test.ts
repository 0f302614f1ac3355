import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-data-folder-'))
const modeOf = (file: string) => fs.statSync(file).mode & 0o777

afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

/** `npm start`'s preparation with only DATA_DIR set (an empty value is "not set"): no DATABASE_URL, secret or media folder of the caller's. */
function prepareWithOnly(dataDir: string): string {
  const unset = [
    'DATABASE_URL',
    'MEDIA_DIR',
    'PAYLOAD_SECRET',
    'CONTENT_SOURCE',
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PREFIX',
  ]
  return execFileSync('npx', ['tsx', 'scripts/prepare.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...Object.fromEntries(unset.map((name) => [name, ''])), DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' },
    encoding: 'utf8',
    stdio: 'pipe',
  })
}

describe('DATA_DIR: where npm start keeps its data', () => {
  it('DATA_DIR=<a folder that does not exist> without DATABASE_URL: the folder is created 0700, and the database migrated and seeded there is 0600 as its secret (X12)', async () => {
    const dataDir = path.join(root, 'somewhere', 'data')
    const output = prepareWithOnly(dataDir)
    expect(output).toContain('Seeded the demo content.')

    expect(modeOf(path.join(root, 'somewhere'))).toBe(0o700)
    expect(modeOf(dataDir)).toBe(0o700)
    const database = path.join(dataDir, 'site.db')
    expect(modeOf(database)).toBe(0o600)
    expect(modeOf(path.join(dataDir, '.payload-secret'))).toBe(0o600)

    // The seeded database is the one in DATA_DIR; a writer's WAL and shared-memory files take its mode.
    const client = createClient({ url: `file:${database}` })
    try {
      expect(Number((await client.execute('SELECT count(*) AS n FROM users')).rows[0]?.n)).toBe(1)
      await client.execute('PRAGMA journal_mode = WAL')
      await client.execute('CREATE TABLE mode_probe (x)')
      await client.execute('INSERT INTO mode_probe VALUES (1)')
      for (const suffix of ['-wal', '-shm']) expect([suffix, modeOf(`${database}${suffix}`)]).toEqual([suffix, 0o600])
    } finally {
      client.close()
    }
  }, 180_000)
})
