import fs from 'node:fs'
import path from 'node:path'

import type { Env } from '@/config/env'

import { sqliteFile } from './backup/sqlite'

/** X12: what the data folder keeps for the server alone (sessions can be forged with the secret). */
const OWNER_ONLY_DIR = 0o700
const OWNER_ONLY_FILE = 0o600

/** Creates a folder of the server's own data (and its parents) readable by its owner only; an existing one is left as it is. */
function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR })
}

/** Narrows a file to its owner when it exists (a database or secret made by an earlier version, 0644). */
function restrictToOwner(file: string): void {
  try {
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, OWNER_ONLY_FILE)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(`Cannot make ${file} readable by its owner only`, { cause: error })
  }
}

/**
 * Gets the data folder ready before anything opens the database: the folder exists, and the SQLite
 * file exists readable by its owner only. SQLite opens an existing file as it is and gives the
 * -wal and -shm files it creates the database file's mode, so all three stay private without a
 * process-wide umask (which would also apply to uploads that a web server may serve).
 */
export function prepareDataDir(env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'databaseDialect'>): void {
  const dataDir = path.resolve(env.DATA_DIR)
  ensurePrivateDir(dataDir)
  restrictToOwner(path.join(dataDir, '.payload-secret'))
  if (env.databaseDialect !== 'sqlite') return
  const database = sqliteFile(env.DATABASE_URL)
  ensurePrivateDir(path.dirname(database))
  // An empty file is an empty SQLite database.
  fs.closeSync(fs.openSync(database, 'a', OWNER_ONLY_FILE))
  for (const file of [database, `${database}-wal`, `${database}-shm`, `${database}-journal`]) restrictToOwner(file)
}
