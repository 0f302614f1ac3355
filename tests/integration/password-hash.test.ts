import { randomBytes } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { payloadPasswordHash } from '@/accounts/password-hash'

import { createAccount } from '../helpers/accounts'
import { freshAddress, signIn } from '../helpers/payload-rest'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

type StoredPassword = { id: number; hash?: string | null; salt?: string | null }
const storedPassword = (id: number) => payload.db.findOne<StoredPassword>({ collection: 'users', where: { id: { equals: id } } })

/**
 * src/accounts/password-hash.ts copies Payload's password hash format (Payload exports no way to
 * compute it), so that a login for a name that is no account costs what a real check costs. If a
 * Payload upgrade changes the format, these fail: update the copy to the new format.
 */
describe('W1 our copy of Payload’s password hash matches the Payload in use (fails on an upgrade that changes it)', () => {
  it('W1 a user created through Payload’s Local API has exactly the hash password-hash.ts computes for its salt and password', async () => {
    const account = await createAccount(payload, 'w1-hash')
    const stored = await storedPassword(account.id)
    expect(stored?.salt).toMatch(/^[0-9a-f]{64}$/)
    expect(await payloadPasswordHash(account.password, stored?.salt ?? '')).toBe(stored?.hash)
    expect(await payloadPasswordHash('another-password', stored?.salt ?? '')).not.toBe(stored?.hash)
  })

  it('W1 a hash password-hash.ts makes signs in through Payload’s own login (REST)', async () => {
    const account = await createAccount(payload, 'w1-login')
    const salt = randomBytes(32).toString('hex')
    const password = 'Made-by-us-42'
    await payload.db.updateOne({
      collection: 'users',
      id: account.id,
      data: { salt, hash: await payloadPasswordHash(password, salt) },
      returning: false,
    })
    expect((await signIn(account.email, password, freshAddress())).status).toBe(200)
    expect((await signIn(account.email, account.password, freshAddress())).status).toBe(401)
  })
})
