import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Env } from './env'

/**
 * A secret the operator did not set: made on the first start by `make` and kept in the data
 * folder as `name`, so that it survives restarts and no default exists. Readable by the server's
 * user only (X12); when two processes of one instance start at once, the first one's is kept.
 */
export function secretInDataDir(dataDir: string, name: string, make: () => string): string {
  const file = path.resolve(dataDir, name)
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`Cannot read ${file}`, { cause: error })
  }
  const secret = make()
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim()
    throw error
  }
  return secret
}

/** PAYLOAD_SECRET signs admin sessions: the operator's, else one kept in the data folder. */
export function payloadSecret(env: Pick<Env, 'PAYLOAD_SECRET' | 'DATA_DIR'>): string {
  return env.PAYLOAD_SECRET ?? secretInDataDir(env.DATA_DIR, '.payload-secret', () => randomBytes(32).toString('hex'))
}
