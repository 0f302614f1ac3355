import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Env } from './env'

/**
 * PAYLOAD_SECRET signs admin sessions. When the operator sets none, one is generated on the
 * first start and kept in the data folder, so sessions survive restarts and no default exists.
 */
export function payloadSecret(env: Pick<Env, 'PAYLOAD_SECRET' | 'DATA_DIR'>): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  const file = path.resolve(env.DATA_DIR, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`Cannot read ${file}`, { cause: error })
  }
  const secret = randomBytes(32).toString('hex')
  // X12: the data folder (when this creates it) and the secret are readable by the server's user only.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
  return secret
}
