import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAccount } from '../helpers/accounts'
import { waitFor } from '../helpers/poll'
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server'

type Rest = typeof import('../helpers/payload-rest')

const SMTP_ACCOUNT = { user: 'expo-mailer', password: 'smtp-secret-9' }
const SENDER = { name: '核展组委会', address: 'noreply@expo.test' }
const SENT = '如果该电子邮件地址是本站的账号，重置密码的邮件已经发出，请在 60 分钟内打开邮件中的链接。'

let smtp: TestSmtpServer
let payload: Payload
let rest: Rest

beforeAll(async () => {
  smtp = await startSmtpServer({ account: SMTP_ACCOUNT })
  // Read once, at the first getEnv(): set before the app loads. No TLS: a relay on this machine.
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'none',
    SMTP_USER: SMTP_ACCOUNT.user,
    SMTP_PASSWORD: SMTP_ACCOUNT.password,
    SMTP_FROM: `${SENDER.name} <${SENDER.address}>`,
  })
  const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
  payload = await getPayload({ config })
  rest = await import('../helpers/payload-rest')
})
afterAll(async () => {
  await smtp?.close()
})

const forgot = (email: string, address: string) => rest.restJson('/api/users/forgot-password', { body: { email }, address })

/** The reset link in a mail's text, and its token. */
function resetLink(mail: ReceivedMail): { link: string; token: string } {
  const match = /http:\/\/expo\.test\/admin\/reset\/([0-9a-f]{40})/.exec(mail.parsed.text ?? '')
  if (!match?.[1]) throw new Error(`no reset link in:\n${mail.parsed.text ?? ''}`)
  return { link: match[0], token: match[1] }
}

describe('X11 password reset by mail through SMTP', () => {
  it('X11 a reset request sends the owner a Chinese mail through SMTP with AUTH: subject, body and link read from the bytes received, and the link sets a new password', async () => {
    const owner = await createAccount(payload, 'x11-mail')
    const before = smtp.mails.length
    const answer = await forgot(owner.email, rest.freshAddress())
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ message: SENT })

    const mail = await smtp.nextMailTo(owner.email, before)
    expect(smtp.signIns).toContain(SMTP_ACCOUNT.user)
    expect(mail.envelopeFrom).toBe(SENDER.address)
    const head = mail.raw.toString('latin1').split('\r\n\r\n')[0] ?? ''
    // The subject travels as an RFC 2047 encoded word; decoded, it is the Chinese text.
    expect(head).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im)
    expect(mail.parsed.subject).toBe('【核展组委会】重置管理后台密码')
    expect(mail.parsed.from?.value).toEqual([{ name: SENDER.name, address: SENDER.address }])
    expect(mail.parsed.to && !Array.isArray(mail.parsed.to) ? mail.parsed.to.value.map((to) => to.address) : []).toEqual([owner.email])

    const { link, token } = resetLink(mail)
    const text = mail.parsed.text ?? ''
    expect(text).toContain(`我们收到了为管理后台账号 ${owner.email} 重置密码的请求。请在 60 分钟内打开下面的链接，设置新密码：`)
    expect(text).toContain('如果这不是您本人的请求，请忽略本邮件，您的密码不会改变。')
    expect(mail.parsed.html || '').toContain(`<a href="${link}">${link}</a>`)
    expect(mail.parsed.html || '').toContain('请在 60 分钟内打开下面的链接')

    const reset = await rest.restJson('/api/users/reset-password', {
      body: { token, password: 'Mailed-reset-1' },
      address: rest.freshAddress(),
    })
    expect(reset.status).toBe(200)
    expect((await rest.signIn(owner.email, 'Mailed-reset-1', rest.freshAddress())).status).toBe(200)
    // Used once: the link no longer works.
    expect((await rest.restJson('/api/users/reset-password', { body: { token, password: 'Mailed-reset-2' } })).status).toBe(403)
  })

  it('X11 the answer never tells whether an account exists: the same status and body for an account and for a name that is none, given before any mail is sent; mail only to the account', async () => {
    const owner = await createAccount(payload, 'x11-exists')
    const nobody = `x11-nobody-${Date.now()}@test.example`
    const before = smtp.mails.length
    const [forAccount, forNobody] = [await forgot(owner.email, rest.freshAddress()), await forgot(nobody, rest.freshAddress())]
    expect(forAccount.status).toBe(200)
    expect({ status: forNobody.status, body: forNobody.body }).toEqual({ status: forAccount.status, body: forAccount.body })
    await smtp.nextMailTo(owner.email, before)

    // The answer does not wait for the mail: it comes while the SMTP server keeps the mail waiting.
    const release = smtp.hold()
    const held = smtp.mails.length
    try {
      expect((await forgot(owner.email, rest.freshAddress())).status).toBe(200)
      await waitFor('the mail to wait at the SMTP server', async () => (smtp.waiting() > 0 ? true : undefined))
      expect(smtp.mails.length).toBe(held)
    } finally {
      release()
    }
    await smtp.nextMailTo(owner.email, held)
    expect(smtp.mails.slice(before).filter((mail) => mail.envelopeTo.includes(nobody))).toEqual([])
  })

  it("X11 a stranger cannot block the owner's reset: strangers from other addresses are refused past their own limits, never the owner; every mail carries the owner's same, working link", async () => {
    const owner = await createAccount(payload, 'x11-stranger')
    const home = rest.freshAddress()
    const before = smtp.mails.length
    expect((await forgot(owner.email, home)).status).toBe(200)
    const first = resetLink(await smtp.nextMailTo(owner.email, before))

    const strangers = [rest.freshAddress(), rest.freshAddress(), rest.freshAddress()]
    for (const stranger of strangers) {
      for (let index = 0; index < 3; index += 1) expect((await forgot(owner.email, stranger)).status).toBe(200)
      const refused = await forgot(owner.email, stranger)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600 - 120)
    }
    // The owner asks again from home: answered, and mailed.
    const again = smtp.mails.length
    expect((await forgot(owner.email, home)).status).toBe(200)
    const last = await smtp.nextMailTo(owner.email, again)
    // The owner's two, and the strangers' nine.
    const mailed = await waitFor('11 mails to the owner', async () => {
      const received = smtp.mails.slice(before).filter((mail) => mail.envelopeTo.includes(owner.email))
      return received.length >= 11 ? received : undefined
    })
    expect(new Set(mailed.map((mail) => resetLink(mail).link))).toEqual(new Set([first.link]))
    expect(resetLink(last).link).toBe(first.link)

    expect((await rest.restJson('/api/users/reset-password', { body: { token: first.token, password: 'Owner-reset-12' } })).status).toBe(
      200,
    )
    expect((await rest.signIn(owner.email, 'Owner-reset-12', home)).status).toBe(200)
  })

  it('X6 X11 reset requests: 5 per address per 15 minutes (IPv6 by /64), 3 an hour for one account from one address, then 429 with Retry-After and the reason in Chinese; other addresses go on', async () => {
    const address = rest.freshAddress()
    for (let index = 0; index < 5; index += 1)
      expect((await forgot(`x6-reset-${Date.now()}-${index}@test.example`, address)).status).toBe(200)
    const byAddress = await forgot('x6-reset-more@test.example', rest.neighbourAddress(address, 7))
    expect(byAddress.status).toBe(429)
    expect(byAddress.body).toEqual({ errors: [{ message: expect.stringMatching(/^重置密码的请求过多，请 1[45] 分钟后再试$/) }] })
    expect(Number(byAddress.headers.get('retry-after'))).toBeGreaterThan(15 * 60 - 120)

    const account = await createAccount(payload, 'x6-reset')
    const from = rest.freshAddress()
    const before = smtp.mails.length
    for (let index = 0; index < 3; index += 1) expect((await forgot(account.email, from)).status).toBe(200)
    const byPair = await forgot(account.email, from)
    expect(byPair.status).toBe(429)
    expect(JSON.stringify(byPair.body)).toContain('重置密码的请求过多')
    expect(Number(byPair.headers.get('retry-after'))).toBeGreaterThan(3600 - 120)
    expect((await forgot(account.email, rest.freshAddress())).status).toBe(200)
    // Three from the first address and one from the other: each asked is sent, the refused one is not.
    await waitFor('4 mails to the account', async () =>
      smtp.mails.slice(before).filter((mail) => mail.envelopeTo.includes(account.email)).length >= 4 ? true : undefined,
    )
  })

  it('X11 a request without a valid e-mail address is refused with 400 and the reason in Chinese', async () => {
    for (const body of [{ email: 'not-an-address' }, { email: '' }, {}, { email: ['a@b.cn'] }]) {
      const answer = await rest.restJson('/api/users/forgot-password', { body, address: rest.freshAddress() })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body).toEqual({ errors: [{ message: '请填写有效的电子邮件地址。' }] })
    }
  })
})
