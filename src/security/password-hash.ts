import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/**
 * Payload 3.90's password hashes (auth/strategies/local/generatePasswordSaltHash): PBKDF2-SHA256,
 * 600 000 rounds and 32 bytes under this prefix, 25 000 rounds and 512 bytes before it.
 * Payload exports no way to check a password without counting a failed login, which is what
 * a locked account's owner must be able to do (login-guard.ts); the E7 test on a locked
 * account proves this still matches Payload's format.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { rounds: 600_000, bytes: 32 }
const LEGACY = { rounds: 25_000, bytes: 512 }

/** Whether the password is the one stored (the user row's `hash` and `salt`). */
export async function matchesStoredPassword(stored: { hash?: unknown; salt?: unknown }, password: string): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const { rounds, bytes } = current ? CURRENT : LEGACY
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const derived = await derive(password, salt, rounds, bytes, 'sha256')
  return derived.length === expected.length && timingSafeEqual(derived, expected)
}

/** The time a password check takes, spent where there is nothing to check (no such account). */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  await derive(password, randomBytes(32).toString('hex'), CURRENT.rounds, CURRENT.bytes, 'sha256')
}
