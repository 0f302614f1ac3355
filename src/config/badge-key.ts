import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Env } from './env'

/**
 * K3: the seed of the Ed25519 key that signs badges. BADGE_SIGNING_KEY when the operator sets
 * it; else one generated on the first start and kept in the data folder, like PAYLOAD_SECRET.
 */
export function badgeSigningSeed(env: Pick<Env, 'BADGE_SIGNING_KEY' | 'DATA_DIR'>): Buffer {
  if (env.BADGE_SIGNING_KEY) return Buffer.from(env.BADGE_SIGNING_KEY, 'base64')
  const file = path.resolve(env.DATA_DIR, '.badge-signing-key')
  try {
    const seed = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64')
    if (seed.length !== 32) throw new Error(`${file} holds no 32-byte key`)
    return seed
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`Cannot read ${file}`, { cause: error })
  }
  const seed = randomBytes(32)
  // X12: the data folder (when this creates it) and the key are readable by the server's user only.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  try {
    fs.writeFileSync(file, seed.toString('base64'), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    // Another process of this instance wrote it first: theirs is the key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return badgeSigningSeed(env)
    throw error
  }
  return seed
}
