import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/**
 * Payload 3.90's password hash (auth/strategies/local/generatePasswordSaltHash, not exported):
 * PBKDF2-SHA256 of 600 000 rounds and 32 bytes, hex, under this prefix. Copied so that a login
 * for an account that does not exist costs what Payload's check of a real one costs
 * (account-hooks.ts). tests/integration/password-hash.test.ts fails on an upgrade that changes it.
 */
const PREFIX = 'pbkdf2-sha256-v1:'
const ROUNDS = 600_000
const BYTES = 32

/** The password's hash as Payload stores it for the user row's `salt`. */
export async function payloadPasswordHash(password: string, salt: string): Promise<string> {
  return PREFIX + (await derive(password, salt, ROUNDS, BYTES, 'sha256')).toString('hex')
}

/** The time a password check takes, spent where there is nothing to check (no such account). */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  await payloadPasswordHash(password, randomBytes(32).toString('hex'))
}
