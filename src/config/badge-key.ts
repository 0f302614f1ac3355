import { randomBytes } from 'node:crypto'
import path from 'node:path'

import type { Env } from './env'
import { keptSecret } from './secret'

const KEY_FILE = '.badge-signing-key'

/**
 * K3: the seed of the Ed25519 key that signs badges. BADGE_SIGNING_KEY when the operator sets
 * it; else one generated on the first start and kept in the data folder, like PAYLOAD_SECRET.
 */
export function badgeSigningSeed(env: Pick<Env, 'BADGE_SIGNING_KEY' | 'DATA_DIR'>): Buffer {
  if (env.BADGE_SIGNING_KEY) return Buffer.from(env.BADGE_SIGNING_KEY, 'base64')
  const seed = Buffer.from(
    keptSecret(env.DATA_DIR, KEY_FILE, () => randomBytes(32).toString('base64')),
    'base64',
  )
  if (seed.length !== 32) throw new Error(`${path.resolve(env.DATA_DIR, KEY_FILE)} holds no 32-byte key`)
  return seed
}
