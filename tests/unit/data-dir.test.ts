import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env'
import { payloadSecret } from '@/config/secret'
import { prepareDataDir } from '@/operations/data-dir'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-data-dir-'))
const modeOf = (file: string) => fs.statSync(file).mode & 0o777

afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe('DATA_DIR and X12: the data folder is the server user’s alone', () => {
  it('a missing DATA_DIR is created 0700 with an empty SQLite file 0600 in it, whatever the umask', () => {
    const dataDir = path.join(root, 'fresh', 'data')
    const previous = process.umask(0o002)
    try {
      prepareDataDir(parseEnv({ DATA_DIR: dataDir }))
    } finally {
      process.umask(previous)
    }
    expect(modeOf(path.join(root, 'fresh'))).toBe(0o700)
    expect(modeOf(dataDir)).toBe(0o700)
    expect(modeOf(path.join(dataDir, 'site.db'))).toBe(0o600)
    expect(fs.statSync(path.join(dataDir, 'site.db')).size).toBe(0)
  })

  it('X12 a database, its WAL and a secret left readable by others (an earlier version made them 0644) are narrowed to 0600', () => {
    const dataDir = path.join(root, 'old')
    fs.mkdirSync(dataDir, { mode: 0o755 })
    const files = ['site.db', 'site.db-wal', 'site.db-shm', '.payload-secret'].map((name) => path.join(dataDir, name))
    for (const file of files) fs.writeFileSync(file, 'x', { mode: 0o644 })
    prepareDataDir(parseEnv({ DATA_DIR: dataDir }))
    for (const file of files) expect([path.basename(file), modeOf(file)]).toEqual([path.basename(file), 0o600])
    expect(fs.readFileSync(files[0] ?? '', 'utf8')).toBe('x')
    // An existing folder keeps the mode its operator gave it.
    expect(modeOf(dataDir)).toBe(0o755)
  })

  it('a DATABASE_URL elsewhere gets its folder and file made private too; with Postgres only DATA_DIR is made', () => {
    const dataDir = path.join(root, 'split', 'data')
    const database = path.join(root, 'split', 'db', 'expo.db')
    prepareDataDir(parseEnv({ DATA_DIR: dataDir, DATABASE_URL: `file:${database}` }))
    expect(modeOf(dataDir)).toBe(0o700)
    expect(modeOf(path.dirname(database))).toBe(0o700)
    expect(modeOf(database)).toBe(0o600)
    expect(fs.existsSync(path.join(dataDir, 'site.db'))).toBe(false)

    const postgresDir = path.join(root, 'postgres')
    prepareDataDir(
      parseEnv({ DATA_DIR: postgresDir, DATABASE_URL: 'postgres://u:p@127.0.0.1:9/expo', PUBLIC_URL: 'https://expo.example.cn' }),
    )
    expect(fs.readdirSync(postgresDir)).toEqual([])
  })

  it('X12 the generated PAYLOAD_SECRET is written 0600 into a folder created 0700', () => {
    const dataDir = path.join(root, 'secret', 'data')
    const secret = payloadSecret({ DATA_DIR: dataDir, PAYLOAD_SECRET: undefined })
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(modeOf(dataDir)).toBe(0o700)
    expect(modeOf(path.join(dataDir, '.payload-secret'))).toBe(0o600)
    expect(payloadSecret({ DATA_DIR: dataDir, PAYLOAD_SECRET: undefined })).toBe(secret)
  })
})
