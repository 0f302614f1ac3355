import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ROLES } from '@/accounts/access'

import { createAccount } from '../helpers/accounts'
import { restJson } from '../helpers/payload-rest'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

/** A session token of a new account of the collection, signed in with its password. */
async function tokenOf(collection: 'users' | 'exhibitor-accounts', email: string, password: string): Promise<string> {
  const { token } = await payload.login({ collection, data: { email, password } })
  if (!token) throw new Error(`${email} could not sign in`)
  return token
}

describe('X18 /api/access answers only the accounts that draw the admin', () => {
  it('X18 each account type with its own session: every staff role gets its own rights, an exhibitor account and a visitor 403 and nothing of the content model', async () => {
    for (const { value: role } of ROLES) {
      const account = await createAccount(payload, `x18-${role}`, role)
      const answer = await restJson('/api/access', { token: await tokenOf('users', account.email, account.password) })
      expect(answer.status, role).toBe(200)
      expect(answer.body, role).toHaveProperty('collections')
    }

    const [exhibitor] = (await payload.find({ collection: 'exhibitors', limit: 1, depth: 0, overrideAccess: true })).docs
    if (!exhibitor) throw new Error('the seed has no exhibitor')
    const email = `x18-exhibitor-${Date.now()}@company.example`
    const password = 'Exhibitor-Passw0rd!x18'
    await payload.create({
      collection: 'exhibitor-accounts',
      data: { email, password, exhibitor: exhibitor.id, status: 'active' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    for (const answer of [
      await restJson('/api/access', { token: await tokenOf('exhibitor-accounts', email, password) }),
      await restJson('/api/access'),
    ]) {
      expect(answer.status).toBe(403)
      expect(JSON.stringify(answer.body)).not.toMatch(/collections|globals|fields|registrations/)
    }
  })
})
