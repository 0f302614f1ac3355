import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createAccount } from '../helpers/accounts'
import { freshAddress, restJson } from '../helpers/payload-rest'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

const OFF = '本站未配置邮件服务，不能通过邮件重置密码。请联系系统管理员为您设置新密码。'

describe('X11 without SMTP the password reset is off, and says so', () => {
  it('X11 POST /api/users/forgot-password answers 403 with the reason in Chinese, for an account and for a name that is none, and issues no reset token', async () => {
    expect(process.env.SMTP_HOST).toBeUndefined()
    const account = await createAccount(payload, 'x11-off')
    for (const email of [account.email, `nobody-${Date.now()}@test.example`, 'not-an-address']) {
      const answer = await restJson('/api/users/forgot-password', { body: { email }, address: freshAddress() })
      expect(answer.status, email).toBe(403)
      expect(answer.body).toEqual({ errors: [{ message: OFF }] })
    }
    const stored = await payload.db.findOne<{ id: number; resetPasswordToken?: string | null }>({
      collection: 'users',
      where: { id: { equals: account.id } },
    })
    expect(stored?.resetPasswordToken ?? null).toBeNull()
  })
})
