import config from '@payload-config'
import { getPayload, jwtSign, type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PASSWORD_RULE } from '@/config/password-policy'

import { createAccount, type TestAccount } from '../helpers/accounts'
import { freshAddress, restJson, signIn } from '../helpers/payload-rest'
import { TEST_ADMIN } from './global-setup'

let payload: Payload
let adminToken: string

beforeAll(async () => {
  payload = await getPayload({ config })
  const { token } = await payload.login({ collection: 'users', data: TEST_ADMIN })
  if (!token) throw new Error('the test admin could not sign in')
  adminToken = token
})

const WEAK = ['abc', 'password', '12345678', 'abcdefghijkl', 'password12345']

async function tokenOf(account: TestAccount): Promise<string> {
  const { token, status, message } = await signIn(account.email, account.password, freshAddress())
  if (!token) throw new Error(`${account.email} could not sign in: ${status} ${message ?? ''}`)
  return token
}

/** Who a session token signs in as, for Payload's REST: the email, or null when it is refused. */
async function whoIs(token: string): Promise<string | null> {
  const { body } = await restJson('/api/users/me', { token })
  const user = body.user as { email?: string } | null
  return user?.email ?? null
}

function claims(token: string): Record<string, unknown> {
  const [, body = ''] = token.split('.')
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>
}

async function resetToken(email: string): Promise<string> {
  const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
  if (typeof token !== 'string') throw new Error(`no reset token for ${email}`)
  return token
}

const EMAIL_IN_USE = '该电子邮件已被其他账号使用'

/** The field errors of a refused Local API call (none when it went through). */
async function fieldErrorsOf(action: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  const error = await action.then(
    () => null,
    (caught: unknown) => caught,
  )
  return error instanceof ValidationError ? error.data.errors : []
}

describe('E9 an e-mail another account holds is refused on the e-mail field', () => {
  it('E9 on create and on a change of address, in any case; an account saving its own address is not refused', async () => {
    const holder = await createAccount(payload, 'e9-holder')
    const other = await createAccount(payload, 'e9-other')
    const inUse = [expect.objectContaining({ path: 'email', message: EMAIL_IN_USE })]
    expect(
      await fieldErrorsOf(
        payload.create({ collection: 'users', data: { email: holder.email, password: 'Strong-pass-123', role: 'editor' } }),
      ),
    ).toEqual(inUse)
    expect(
      await fieldErrorsOf(
        payload.create({
          collection: 'users',
          data: { email: ` ${holder.email.toUpperCase()}`, password: 'Strong-pass-123', role: 'editor' },
        }),
      ),
    ).toEqual(inUse)
    expect(await fieldErrorsOf(payload.update({ collection: 'users', id: other.id, data: { email: holder.email } }))).toEqual(inUse)
    expect(
      await fieldErrorsOf(payload.update({ collection: 'users', id: holder.id, data: { email: holder.email, name: '自己的地址' } })),
    ).toEqual([])
    // REST: the reason in the message and on the field, and nothing saved.
    const answer = await restJson('/api/users', {
      body: { email: holder.email, password: 'Strong-pass-123', role: 'editor' },
      token: adminToken,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ message: EMAIL_IN_USE, data: expect.objectContaining({ errors: inUse }) }),
    ])
    expect((await payload.find({ collection: 'users', where: { email: { equals: holder.email } } })).totalDocs).toBe(1)
  })
})

describe('E7 accounts (等保二级)', () => {
  it('E7 a weak password is refused with the rule in Chinese when an admin creates a user, by the Local API and by REST', async () => {
    for (const password of WEAK) {
      const email = `e7-weak-${Date.now()}@test.example`
      const error = await payload.create({ collection: 'users', data: { email, password, role: 'editor' } }).then(
        () => null,
        (caught: unknown) => caught,
      )
      expect(error, password).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).data.errors).toEqual([expect.objectContaining({ message: PASSWORD_RULE, path: 'password' })])
      const answer = await restJson('/api/users', { body: { email, password, role: 'editor' }, token: adminToken })
      expect(answer.status, password).toBe(400)
      expect(JSON.stringify(answer.body)).toContain(PASSWORD_RULE)
    }
    const answer = await restJson('/api/users', {
      body: { email: `e7-strong-${Date.now()}@test.example`, password: 'Strong-pass-1', role: 'editor' },
      token: adminToken,
    })
    expect(answer.status).toBe(201)
  })

  it('E7 a weak password is refused when a user changes theirs, and when they reset it; a strong one is accepted and works', async () => {
    const account = await createAccount(payload, 'e7-change')
    const token = await tokenOf(account)
    for (const password of WEAK) {
      const answer = await restJson(`/api/users/${account.id}`, { method: 'PATCH', body: { password }, token })
      expect(answer.status, password).toBe(400)
      expect(JSON.stringify(answer.body)).toContain(PASSWORD_RULE)
    }
    expect((await restJson(`/api/users/${account.id}`, { method: 'PATCH', body: { password: 'Changed-pass-1' }, token })).status).toBe(200)
    expect((await signIn(account.email, 'Changed-pass-1', freshAddress())).status).toBe(200)

    const weakReset = await restJson('/api/users/reset-password', {
      body: { token: await resetToken(account.email), password: 'abcdefghijkl' },
    })
    expect(weakReset.status).toBe(400)
    expect(JSON.stringify(weakReset.body)).toContain(PASSWORD_RULE)
    const reset = await restJson('/api/users/reset-password', {
      body: { token: await resetToken(account.email), password: 'Reset-pass-12' },
    })
    expect(reset.status).toBe(200)
    expect((await signIn(account.email, 'Reset-pass-12', freshAddress())).status).toBe(200)
  })

  it('E7 a session lasts 30 minutes from its last renewal: the token says 1800 s, an expired one is refused, a refresh renews token and server-side session', async () => {
    expect(payload.config.admin.autoRefresh ?? false).toBe(false)
    const account = await createAccount(payload, 'e7-idle')
    const token = await tokenOf(account)
    const signed = claims(token)
    expect(Number(signed.exp) - Number(signed.iat)).toBe(1800)
    expect(await whoIs(token)).toBe(account.email)

    // The same session (same sid), signed by the same secret, but its 30 minutes are over.
    const { exp: _exp, iat: _iat, ...session } = signed
    const { token: expired } = await jwtSign({ fieldsToSign: session, secret: payload.secret, tokenExpiration: -1 })
    expect(await whoIs(expired)).toBeNull()
    expect((await restJson('/api/users/refresh-token', { method: 'POST', token: expired })).status).toBe(403)

    const sessionEnd = async () => {
      const user = await payload.findByID({ collection: 'users', id: account.id, showHiddenFields: true })
      return new Date(user.sessions?.find((entry) => entry.id === signed.sid)?.expiresAt ?? 0).getTime()
    }
    const before = await sessionEnd()
    const refreshed = await restJson('/api/users/refresh-token', { method: 'POST', token })
    expect(refreshed.status).toBe(200)
    expect(Number(refreshed.body.exp)).toBeGreaterThanOrEqual(Number(signed.exp))
    expect(await sessionEnd()).toBeGreaterThanOrEqual(before)
    expect(await whoIs(String(refreshed.body.refreshedToken))).toBe(account.email)
  })

  it("E7 changing a password ends the user's other sessions and keeps the one that changed it", async () => {
    const account = await createAccount(payload, 'e7-sessions')
    const [here, elsewhere] = [await tokenOf(account), await tokenOf(account)]
    expect(await whoIs(elsewhere)).toBe(account.email)
    expect(
      (await restJson(`/api/users/${account.id}`, { method: 'PATCH', body: { password: 'Another-pass-9' }, token: here })).status,
    ).toBe(200)
    expect(await whoIs(elsewhere)).toBeNull()
    expect(await whoIs(here)).toBe(account.email)
  })

  it('E7 a password set by an admin or by a reset ends every session of the user', async () => {
    const account = await createAccount(payload, 'e7-admin-set')
    const session = await tokenOf(account)
    expect(
      (await restJson(`/api/users/${account.id}`, { method: 'PATCH', body: { password: 'Admin-set-pass-1' }, token: adminToken })).status,
    ).toBe(200)
    expect(await whoIs(session)).toBeNull()

    const next = await tokenOf({ ...account, password: 'Admin-set-pass-1' })
    expect(
      (await restJson('/api/users/reset-password', { body: { token: await resetToken(account.email), password: 'Reset-pass-34' } })).status,
    ).toBe(200)
    expect(await whoIs(next)).toBeNull()
  })
})
