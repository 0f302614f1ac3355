import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Env } from './env'

/**
 * A secret kept in the data folder as `name`: the one written there before, else `generate()`'s,
 * written on the first start. Of two processes starting at once, the first to write it wins.
 */
export function keptSecret(dataDir: string, name: string, generate: () => string): string {
  const file = path.resolve(dataDir, name)
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`Cannot read ${file}`, { cause: error })
  }
  const secret = generate()
  // X12: the data folder (when this creates it) and the secret are readable by the server's user only.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return keptSecret(dataDir, name, generate)
    throw error
  }
  return secret
}

/**
 * PAYLOAD_SECRET signs admin sessions. When the operator sets none, one is generated on the
 * first start and kept in the data folder, so sessions survive restarts and no default exists.
 */
export function payloadSecret(env: Pick<Env, 'PAYLOAD_SECRET' | 'DATA_DIR'>): string {
  return env.PAYLOAD_SECRET || keptSecret(env.DATA_DIR, '.payload-secret', () => randomBytes(32).toString('hex'))
}
