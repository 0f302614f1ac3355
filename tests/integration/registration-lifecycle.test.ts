import { AsyncLocalStorage } from 'node:async_hooks'

import QRCode from 'qrcode'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Role } from '@/accounts/access'
import type { RegistrationSetting } from '@/payload-types'

import { createAccount } from '../helpers/accounts'
import { solveCaptcha } from '../helpers/captcha'
import { waitFor } from '../helpers/poll'
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server'

type Modules = {
  form: typeof import('@/registration/form')
  settings: typeof import('@/registration/form-settings')
  register: typeof import('@/registration/register')
  badges: typeof import('@/registration/badges')
  ownData: typeof import('@/registration/own-data')
  captcha: typeof import('@/registration/captcha/challenge')
  resend: typeof import('@/registration/resend')
  secrets: typeof import('@/registration/secrets')
  signed: typeof import('@/registration/signed-badge')
  availability: typeof import('@/registration/availability')
  retention: typeof import('@/registration/retention')
  stats: typeof import('@/registration/admin/stats')
  rest: typeof import('../helpers/payload-rest')
}

const SENDER = { name: '核展组委会', address: 'noreply@expo.test' }

let smtp: TestSmtpServer
let payload: Payload
let m: Modules
let choices: Awaited<ReturnType<Modules['settings']['readRegistrationFormSettings']>>
let savedSettings: RegistrationSetting
const tokens = {} as Record<Role, string>
let mobiles = 0
let mails = 0

/** A mobile no test has used yet (136 + pid + a counter). */
const freshMobile = () => `136${String((process.pid % 10_000) * 1000 + (mobiles += 1)).padStart(8, '0')}`
/** An address of a mailbox no test has used yet. */
const freshEmail = () => `visitor-${process.pid}-${(mails += 1)}@example.cn`

beforeAll(async () => {
  smtp = await startSmtpServer()
  // Read once, at the first getEnv(): set before the app loads. A relay on this machine, no TLS.
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'none',
    SMTP_FROM: `${SENDER.name} <${SENDER.address}>`,
  })
  const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
  payload = await getPayload({ config })
  m = {
    form: await import('@/registration/form'),
    settings: await import('@/registration/form-settings'),
    register: await import('@/registration/register'),
    badges: await import('@/registration/badges'),
    ownData: await import('@/registration/own-data'),
    captcha: await import('@/registration/captcha/challenge'),
    resend: await import('@/registration/resend'),
    secrets: await import('@/registration/secrets'),
    signed: await import('@/registration/signed-badge'),
    availability: await import('@/registration/availability'),
    retention: await import('@/registration/retention'),
    stats: await import('@/registration/admin/stats'),
    rest: await import('../helpers/payload-rest'),
  }
  savedSettings = await payload.findGlobal({ slug: 'registration-settings', overrideAccess: true })
  await setSettings({ opensAt: null, closesAt: null, capPerDay: null })
  choices = await m.settings.readRegistrationFormSettings(payload, 'zh')
  for (const role of ['admin', 'reviewer', 'editor', 'registrar'] as const) {
    const account = await createAccount(payload, `rl-${role}`, role)
    const { token } = await m.rest.signIn(account.email, account.password, m.rest.freshAddress())
    if (!token) throw new Error(`the ${role} could not sign in`)
    tokens[role] = token
  }
})

afterAll(async () => {
  const { opensAt, closesAt, capPerDay, retentionDays, showDays } = savedSettings
  await payload?.updateGlobal({
    slug: 'registration-settings',
    data: { opensAt, closesAt, capPerDay, retentionDays, showDays },
    overrideAccess: true,
  })
  await smtp?.close()
})

async function setSettings(data: Partial<RegistrationSetting>) {
  await payload.updateGlobal({ slug: 'registration-settings', data, overrideAccess: true })
}

/** A complete, valid form as a browser sends it, with fields replaced or added. */
function form(fields: Record<string, string | string[]> = {}): URLSearchParams {
  const base: Record<string, string | string[]> = {
    name: '王五',
    mobile: freshMobile(),
    email: freshEmail(),
    company: '中核示例有限公司',
    jobTitle: '工程师',
    industry: choices.industries[0] ?? '',
    purpose: choices.purposes[0] ?? '',
    days: [choices.days[0] ?? ''],
    noticeVersion: choices.noticeVersion,
    noticeConsent: 'yes',
    ...fields,
  }
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(base)) for (const one of Array.isArray(value) ? value : [value]) body.append(key, one)
  return body
}

async function submit(body: URLSearchParams) {
  const parsed = m.form.parseRegistrationForm(body, choices)
  if (!parsed.ok) throw new Error(`the test's form is refused: ${JSON.stringify(parsed.problems)}`)
  return m.register.submitRegistration(payload, parsed.registration, 'zh')
}

async function registered(body: URLSearchParams) {
  const outcome = await submit(body)
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.problems)}`)
  return outcome
}

const byNumber = async (registrationNumber: string) => {
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { registrationNumber: { equals: registrationNumber } },
    showHiddenFields: true,
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error(`no registration ${registrationNumber}`)
  return docs[0]
}

/** The private link's number and token in a mail's text. */
function linkIn(mail: ReceivedMail): { number: string; token: string } {
  const match = /http:\/\/expo\.test(?:\/en)?\/register\/badge\/([2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4})\?t=([2-9A-HJ-NP-Z]{26})/.exec(
    mail.parsed.text ?? '',
  )
  if (!match?.[1] || !match[2]) throw new Error(`no private link in:\n${mail.parsed.text ?? ''}`)
  return { number: match[1], token: match[2] }
}

describe('R5 the confirmation mail', () => {
  it('R5 a registration mails the visitor a Chinese confirmation: subject, text, the private link and the QR code as an inline PNG, read from the bytes received', async () => {
    const email = freshEmail()
    const before = smtp.mails.length
    const outcome = await registered(form({ email, name: '邮件测试' }))
    const mail = await smtp.nextMailTo(email, before)
    const head = mail.raw.toString('latin1').split('\r\n\r\n')[0] ?? ''
    expect(head).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im)
    expect(mail.parsed.subject).toBe('【核展组委会】观众预登记成功')
    expect(mail.envelopeFrom).toBe(SENDER.address)
    expect(mail.parsed.text).toContain('邮件测试，您好：')
    expect(mail.parsed.text).toContain('您已成功登记参观本届展会。')
    expect(mail.parsed.text).toContain(`登记号: ${outcome.registrationNumber}`)
    expect(linkIn(mail)).toEqual({ number: outcome.registrationNumber, token: outcome.token })
    // J1: the QR code: a PNG part referenced by the HTML, the very picture of the badge page's signed
    // payload (the mail once carried the online-only EXPO1 code, which the desk cannot check offline).
    const stored = await byNumber(outcome.registrationNumber)
    const [picture] = mail.parsed.attachments
    expect(picture?.contentType).toBe('image/png')
    expect(picture?.contentDisposition).toBe('inline')
    expect(mail.raw.toString('latin1')).toMatch(/^Content-ID: <badge-qr@expo>/im)
    expect(mail.raw.toString('latin1')).toContain('cid:badge-qr@expo')
    const payload = m.signed.signedBadgePayload(stored)
    expect(payload).toMatch(/^EXPO2:/)
    const expected = await QRCode.toBuffer(payload, {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 360,
    })
    expect(picture?.content.equals(expected)).toBe(true)
    // No personal data of the visitor in the QR: only the number, the issue, the days and the signature.
    expect(payload).not.toContain(stored.mobile ?? '')
    expect(payload).not.toContain(stored.badgeSecret)
  })

  it('R5 a mail server that does not answer does not hold up or fail the registration; the mail goes once it answers', async () => {
    const release = smtp.hold()
    const email = freshEmail()
    const before = smtp.mails.length
    try {
      const started = Date.now()
      const outcome = await registered(form({ email }))
      expect(Date.now() - started).toBeLessThan(5000)
      expect((await byNumber(outcome.registrationNumber)).status).toBe('registered')
      await waitFor('the mail to be waiting at the server', async () => smtp.waiting() > 0 || undefined, 10_000)
    } finally {
      release()
    }
    expect((await smtp.nextMailTo(email, before)).parsed.subject).toContain('观众预登记成功')
  })

  it('R5 an English registration is mailed in English', async () => {
    const email = freshEmail()
    const before = smtp.mails.length
    const parsed = m.form.parseRegistrationForm(form({ email, name: 'Ada' }), choices)
    if (!parsed.ok) throw new Error('refused')
    const outcome = await m.register.submitRegistration(payload, parsed.registration, 'en')
    if (!outcome.ok) throw new Error('refused')
    const mail = await smtp.nextMailTo(email, before)
    expect(mail.parsed.subject).toBe('【核展组委会】You are registered')
    expect(mail.parsed.text).toContain('http://expo.test/en/register/badge/')
  })
})

describe('J1 R3 a group: a mail to each person who gave an e-mail', () => {
  it('J1 R3 each colleague with an e-mail gets their own mail, own link (their badge alone) and own QR; every mail names the days and the venue, the one who registered also the colleagues', async () => {
    const [leadEmail, firstEmail] = [freshEmail(), freshEmail()]
    const before = smtp.mails.length
    const outcome = await registered(
      form({
        name: '组长',
        email: leadEmail,
        days: choices.days.slice(0, 2),
        colleague1_name: '同事甲',
        colleague1_mobile: freshMobile(),
        colleague1_email: firstEmail,
        colleague2_name: '同事乙',
        colleague2_mobile: freshMobile(),
      }),
    )
    const [leadMail, firstMail] = await Promise.all([smtp.nextMailTo(leadEmail, before), smtp.nextMailTo(firstEmail, before)])
    const [lead, first, second] = await Promise.all(outcome.stored.map((person) => byNumber(person.registrationNumber)))
    if (!lead || !first || !second) throw new Error('the group was not stored whole')
    const dayLabels = choices.dayChoices.slice(0, 2).map((day) => day.label)
    for (const mail of [leadMail, firstMail]) {
      expect(mail.parsed.text).toContain(`参观日期: ${dayLabels.join('、')}`)
      expect(mail.parsed.text).toContain('展会地点: 中国国际展览中心（顺义馆），天竺地区裕翔路 88 号')
    }
    expect(leadMail.parsed.text).toContain(
      `同组登记的同事（登记号）: 同事甲（${first.registrationNumber}）、同事乙（${second.registrationNumber}）`,
    )
    expect(firstMail.parsed.text).not.toContain('同组登记的同事')
    expect(firstMail.parsed.text).toContain('同事甲，您好：')
    // The colleague's own link opens their badge alone; the lead's opens all three.
    const own = linkIn(firstMail)
    expect(own.number).toBe(first.registrationNumber)
    expect(own.token).not.toBe(outcome.token)
    expect((await m.badges.badgesForLink(payload, own.number, own.token))?.map((badge) => badge.id)).toEqual([first.id])
    expect(await m.badges.badgesForLink(payload, lead.registrationNumber, own.token)).toBeNull()
    expect(await m.badges.badgesForLink(payload, second.registrationNumber, own.token)).toBeNull()
    expect(await m.badges.badgesForLink(payload, lead.registrationNumber, outcome.token)).toHaveLength(3)
    // Each mail's QR is its own badge's signed payload.
    const picture = firstMail.parsed.attachments[0]?.content
    const expected = await QRCode.toBuffer(m.signed.signedBadgePayload(first), { errorCorrectionLevel: 'M', margin: 2, width: 360 })
    expect(picture?.equals(expected)).toBe(true)
    // Nobody without an e-mail was mailed, and nobody twice.
    expect(smtp.mails.slice(before).filter((mail) => mail.envelopeTo.includes(leadEmail))).toHaveLength(1)
  })
})

/** A captcha answer as the visitor's browser works it out. */
const solved = async () => solveCaptcha(await m.captcha.newCaptchaChallenge(payload))

describe('J1 the visitor corrects their own e-mail or mobile', () => {
  it('J1 a new e-mail is saved and sent the badge; a new mobile needs the captcha; a mobile another registration holds is 「无法使用」; each change is in the audit log, without the values', async () => {
    const outcome = await registered(form({ email: freshEmail() }))
    const own = (await byNumber(outcome.registrationNumber)) as Parameters<typeof m.ownData.correctContact>[1]
    const newEmail = freshEmail()
    const before = smtp.mails.length
    const typed = { email: newEmail, mobile: own.mobile ?? '', captcha: '', token: outcome.token }
    expect(await m.ownData.correctContact(payload, own, typed)).toEqual({ ok: true, changed: ['email'] })
    const mail = await smtp.nextMailTo(newEmail, before)
    expect(mail.parsed.subject).toContain('电子邮箱已更正')
    expect(linkIn(mail)).toEqual({ number: outcome.registrationNumber, token: outcome.token })
    expect(mail.parsed.attachments[0]?.contentType).toBe('image/png')
    const saved = await byNumber(outcome.registrationNumber)
    expect(saved.email).toBe(newEmail)

    // A new mobile without a captcha answer: refused, nothing changed.
    const newMobile = freshMobile()
    expect(await m.ownData.correctContact(payload, saved, { ...typed, mobile: newMobile })).toEqual({
      ok: false,
      problems: { altcha: 'captcha' },
    })
    expect((await byNumber(outcome.registrationNumber)).mobile).toBe(own.mobile)
    // A mobile another registration holds: the database refuses it, told as 「无法使用」 only.
    const other = await registered(form())
    const held = (await byNumber(other.registrationNumber)).mobile ?? ''
    expect(await m.ownData.correctContact(payload, saved, { ...typed, mobile: held, captcha: await solved() })).toEqual({
      ok: false,
      problems: { mobile: 'mobileUnavailable' },
    })
    expect((await byNumber(outcome.registrationNumber)).mobile).toBe(own.mobile)
    expect(await m.ownData.correctContact(payload, saved, { ...typed, mobile: newMobile, captcha: await solved() })).toEqual({
      ok: true,
      changed: ['mobile'],
    })
    expect((await byNumber(outcome.registrationNumber)).mobile).toBe(newMobile)
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ collectionSlug: { equals: 'registrations' } }, { documentId: { equals: String(own.id) } }] },
      sort: 'id',
      overrideAccess: true,
    })
    expect(docs.map((entry) => entry.detail)).toEqual(['观众通过专属链接更正了电子邮箱', '观众通过专属链接更正了手机号'])
    expect(JSON.stringify(docs)).not.toContain(newMobile)
    expect(JSON.stringify(docs)).not.toContain(newEmail)
  })
})

describe('R5 staff revoke and re-issue a badge', () => {
  it('R5 the registrar revokes a badge: the secret changes at once (the old QR stops working); editors and reviewers cannot', async () => {
    const outcome = await registered(form())
    const before = await byNumber(outcome.registrationNumber)
    for (const role of ['editor', 'reviewer'] as const) {
      const refused = await m.rest.restJson(`/api/registrations/${before.id}/revoke`, { method: 'POST', token: tokens[role] })
      expect(refused.status, role).toBe(403)
    }
    expect((await m.rest.restJson(`/api/registrations/${before.id}/revoke`, { method: 'POST' })).status).toBe(401)
    expect((await byNumber(outcome.registrationNumber)).badgeSecret).toBe(before.badgeSecret)
    const revoked = await m.rest.restJson(`/api/registrations/${before.id}/revoke`, { method: 'POST', token: tokens.registrar })
    expect(revoked.status).toBe(200)
    const after = await byNumber(outcome.registrationNumber)
    expect(after.status).toBe('revoked')
    expect(after.badgeSecret).not.toBe(before.badgeSecret)
    expect(after.badgeSecret).toMatch(m.secrets.SECRET_PATTERN)
  })

  it('R5 a badge revoked in the admin by changing its status also gets a new secret', async () => {
    const outcome = await registered(form())
    const before = await byNumber(outcome.registrationNumber)
    const answer = await m.rest.restJson(`/api/registrations/${before.id}`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
      token: tokens.admin,
    })
    expect(answer.status).toBe(200)
    expect((await byNumber(outcome.registrationNumber)).badgeSecret).not.toBe(before.badgeSecret)
  })

  it('R5 re-issuing gives a new secret on a new private link, mailed to the visitor; the old link opens nothing', async () => {
    const email = freshEmail()
    const confirmed = smtp.mails.length
    const outcome = await registered(form({ email }))
    await smtp.nextMailTo(email, confirmed)
    const before = await byNumber(outcome.registrationNumber)
    await m.rest.restJson(`/api/registrations/${before.id}/revoke`, { method: 'POST', token: tokens.registrar })
    const sent = smtp.mails.length
    const answer = await m.rest.restJson(`/api/registrations/${before.id}/reissue`, { method: 'POST', token: tokens.admin })
    expect(answer.status).toBe(200)
    const mail = await smtp.nextMailTo(email, sent)
    expect(mail.parsed.subject).toBe('【核展组委会】您的胸卡已重新签发')
    expect(mail.parsed.text).toContain('旧的二维码已失效')
    const link = linkIn(mail)
    const after = await byNumber(outcome.registrationNumber)
    expect(after.status).toBe('registered')
    expect(after.badgeIssue).toBe(1)
    expect(after.badgeSecret).not.toBe(before.badgeSecret)
    expect(await m.badges.badgesForLink(payload, outcome.registrationNumber, outcome.token)).toBeNull()
    expect((await m.badges.badgesForLink(payload, link.number, link.token))?.[0]?.badgeSecret).toBe(after.badgeSecret)
    expect((await m.rest.restJson(`/api/registrations/${before.id}/reissue`, { method: 'POST', token: tokens.editor })).status).toBe(403)
  })
})

describe('R4 already registered: the badge link sent again', () => {
  it('R4 a registered mobile gets a new link mailed to the e-mail on file (the old one stops working); an unknown mobile gets nothing; the caller learns nothing either way', async () => {
    const email = freshEmail()
    const mobile = freshMobile()
    const confirmed = smtp.mails.length
    const outcome = await registered(form({ email, mobile }))
    await smtp.nextMailTo(email, confirmed)
    const sent = smtp.mails.length
    expect(await m.resend.resendBadgeLink(payload, mobile)).toBeUndefined()
    const mail = await smtp.nextMailTo(email, sent)
    expect(mail.parsed.subject).toBe('【核展组委会】您的电子胸卡链接')
    const link = linkIn(mail)
    expect(link.number).toBe(outcome.registrationNumber)
    expect(await m.badges.badgesForLink(payload, link.number, link.token)).toHaveLength(1)
    expect(await m.badges.badgesForLink(payload, outcome.registrationNumber, outcome.token)).toBeNull()

    const unknown = freshMobile()
    const count = smtp.mails.length
    expect(await m.resend.resendBadgeLink(payload, unknown)).toBeUndefined()
    // A marker mail after it: whatever the unknown number caused would have arrived before.
    const marker = freshEmail()
    await registered(form({ email: marker }))
    await smtp.nextMailTo(marker, count)
    expect(
      smtp.mails
        .slice(count)
        .map((one) => one.envelopeTo)
        .flat(),
    ).toEqual([marker])
  })

  it("X15 the resend form's request does the same work whatever the number: no look-up, one queued job holding only the mobile", async () => {
    const registeredMobile = freshMobile()
    await registered(form({ mobile: registeredMobile, email: freshEmail() }))
    // Every database call the request makes, by method and collection (not the job runner's, which
    // runs beside it in this process: only calls made inside the request's own async context count).
    const calls = async (mobile: string): Promise<string[]> => {
      const body = new URLSearchParams({ mobile, altcha: await solved() })
      const request = new AsyncLocalStorage<true>()
      const made: string[] = []
      const methods = ['find', 'findOne', 'count', 'create', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany', 'queryDrafts'] as const
      const spies = methods.map((name) => {
        const original = payload.db[name as 'find'].bind(payload.db)
        return vi.spyOn(payload.db, name as 'find').mockImplementation((args) => {
          if (request.getStore()) made.push(`${name} ${args.collection}`)
          return original(args)
        })
      })
      try {
        // The form's whole service, as the page's action and the script's route call it.
        expect(await request.run(true, () => m.resend.submitResendForm(payload, body, '203.0.113.77'))).toEqual({ ok: true })
        return made.sort()
      } finally {
        for (const spy of spies) spy.mockRestore()
      }
    }
    const forRegistered = await calls(registeredMobile)
    const forUnknown = await calls(freshMobile())
    expect(forRegistered).toEqual(forUnknown)
    expect(forRegistered.some((call) => call.endsWith(' registrations'))).toBe(false)
    expect(forRegistered).toContain('create payload-jobs')
    expect(forRegistered).toContain('create used-captchas')
  })

  it('R4 a mobile is mailed at most 3 times an hour, whoever asks', async () => {
    const email = freshEmail()
    const mobile = freshMobile()
    const confirmed = smtp.mails.length
    await registered(form({ email, mobile }))
    await smtp.nextMailTo(email, confirmed)
    const sent = smtp.mails.length
    for (let i = 0; i < 5; i += 1) await m.resend.resendBadgeLink(payload, mobile)
    await waitFor('three mails', async () =>
      smtp.mails.slice(sent).filter((mail) => mail.envelopeTo.includes(email)).length >= 3 ? true : undefined,
    )
    const marker = freshEmail()
    await registered(form({ email: marker }))
    await smtp.nextMailTo(marker, sent)
    expect(smtp.mails.slice(sent).filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(3)
  })
})

describe('R7 opening, closing, the cap and the waiting list', () => {
  it('R7 before the opening and after the closing nothing is stored and the form says which', async () => {
    await setSettings({ opensAt: new Date(Date.now() + 86_400_000).toISOString(), closesAt: null })
    const early = freshMobile()
    expect(await submit(form({ mobile: early }))).toEqual({ ok: false, problems: { form: 'notYetOpen' } })
    expect((await m.availability.readAvailability(payload)).window.state).toBe('notYetOpen')
    await setSettings({ opensAt: new Date(Date.now() - 86_400_000).toISOString(), closesAt: new Date(Date.now() - 1000).toISOString() })
    const late = freshMobile()
    expect(await submit(form({ mobile: late }))).toEqual({ ok: false, problems: { form: 'closed' } })
    await setSettings({ opensAt: null, closesAt: null })
    const { totalDocs } = await payload.count({
      collection: 'registrations',
      where: { mobile: { in: [early, late] } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('R7 R1 saving opening and closing times queues a refresh of the cached pages at each (the footer and home link follow them)', async () => {
    const opensAt = new Date(Date.now() + 3_600_000).toISOString()
    const closesAt = new Date(Date.now() + 7_200_000).toISOString()
    await setSettings({ opensAt, closesAt })
    try {
      const { docs } = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'registrationWindowBoundary' } },
        pagination: false,
        overrideAccess: true,
      })
      const due = docs.map((job) => new Date(job.waitUntil ?? 0).getTime())
      expect(due).toEqual(expect.arrayContaining([Date.parse(opensAt), Date.parse(closesAt)]))
    } finally {
      await setSettings({ opensAt: null, closesAt: null })
    }
  })

  it('R7 over the cap a registration waits (mailed so); a cancellation moves the next in line up and mails them a working badge link', async () => {
    const day = choices.days.at(-1) ?? ''
    const taken = await m.availability.placesTaken(payload, day)
    await setSettings({ capPerDay: taken + 1 })
    try {
      const first = await registered(form({ days: [day] }))
      expect((await byNumber(first.registrationNumber)).status).toBe('registered')
      expect((await m.availability.readAvailability(payload)).fullDays).toContain(day)
      // Full: without an e-mail there is no way to tell them, so one is asked for.
      expect(await submit(form({ days: [day], email: '' }))).toEqual({ ok: false, problems: { email: 'waitlistEmail' } })
      const waitingEmail = freshEmail()
      const sent = smtp.mails.length
      const waiting = await registered(form({ days: [day], email: waitingEmail }))
      expect(waiting.waitlisted).toBe(true)
      expect((await byNumber(waiting.registrationNumber)).status).toBe('waitlisted')
      const waitingMail = await smtp.nextMailTo(waitingEmail, sent)
      expect(waitingMail.parsed.subject).toBe('【核展组委会】已加入候补名单')
      // J1: it says waiting, and carries no QR: the badge is not valid yet.
      expect(waitingMail.parsed.text).toContain('候补名单')
      expect(waitingMail.parsed.attachments).toHaveLength(0)
      expect(waitingMail.parsed.html || '').not.toContain('cid:')
      expect(await m.availability.placesTaken(payload, day)).toBe(taken + 1)

      // The first one deletes their registration from their private link: the place goes to the waiting one.
      const own = await m.badges.badgesForLink(payload, first.registrationNumber, first.token)
      if (!own) throw new Error('the private link opens nothing')
      const before = smtp.mails.length
      await m.ownData.deleteOwnRegistrations(payload, own)
      const mail = await smtp.nextMailTo(waitingEmail, before)
      expect(mail.parsed.subject).toBe('【核展组委会】候补成功，胸卡已生效')
      expect(mail.parsed.attachments[0]?.contentType).toBe('image/png')
      const link = linkIn(mail)
      const promoted = await m.badges.badgesForLink(payload, link.number, link.token)
      expect(promoted?.[0]?.status).toBe('registered')
      expect(await m.availability.placesTaken(payload, day)).toBe(taken + 1)
    } finally {
      await setSettings({ capPerDay: null })
    }
  })

  it('R7 staff revoking a badge frees its place for the next in line too', async () => {
    const day = choices.days[0] ?? ''
    const taken = await m.availability.placesTaken(payload, day)
    await setSettings({ capPerDay: taken + 1 })
    try {
      const holder = await registered(form({ days: [day] }))
      const waiting = await registered(form({ days: [day] }))
      expect(waiting.waitlisted).toBe(true)
      const { id } = await byNumber(holder.registrationNumber)
      expect((await m.rest.restJson(`/api/registrations/${id}/revoke`, { method: 'POST', token: tokens.registrar })).status).toBe(200)
      expect((await byNumber(waiting.registrationNumber)).status).toBe('registered')
    } finally {
      await setSettings({ capPerDay: null })
    }
  })

  it('R7 the next in line is mailed the working badge only once the change that freed the place has committed', async () => {
    const { commitTransaction, createLocalReq, initTransaction } = await import('payload')
    const day = choices.days[0] ?? ''
    const taken = await m.availability.placesTaken(payload, day)
    await setSettings({ capPerDay: taken + 1 })
    try {
      const holder = await registered(form({ days: [day] }))
      const waitingEmail = freshEmail()
      const sent = smtp.mails.length
      const waiting = await registered(form({ days: [day], email: waitingEmail }))
      expect(waiting.waitlisted).toBe(true)
      expect((await smtp.nextMailTo(waitingEmail, sent)).parsed.subject).toBe('【核展组委会】已加入候补名单')
      const { id } = await byNumber(holder.registrationNumber)
      const before = smtp.mails.length
      // Staff cancel the holder's badge in a transaction held open before its commit, as on a busy
      // database. A mail sent before the commit read the next in line as still waiting (on Postgres,
      // from another connection) and went out without the badge.
      const req = await createLocalReq({}, payload)
      await initTransaction(req)
      await payload.update({ collection: 'registrations', id, data: { status: 'cancelled' }, overrideAccess: true, req })
      // Held until the next in line is mailed (before the fix, that happened here, uncommitted) or 2 s at most.
      const mailedBefore = () => smtp.mails.slice(before).find((mail) => mail.envelopeTo.includes(waitingEmail))
      await waitFor('a mail sent before the commit', async () => mailedBefore(), 2_000).catch(() => undefined)
      await commitTransaction(req)
      const mail = await smtp.nextMailTo(waitingEmail, before)
      expect(mail.parsed.subject).toBe('【核展组委会】候补成功，胸卡已生效')
      expect(mail.parsed.attachments[0]?.contentType).toBe('image/png')
      expect((await m.badges.badgesForLink(payload, linkIn(mail).number, linkIn(mail).token))?.[0]?.status).toBe('registered')
    } finally {
      await setSettings({ capPerDay: null })
    }
  })

  it('R7 two submissions at once for the last place: one gets it, the other waits', async () => {
    const day = choices.days[1] ?? choices.days[0] ?? ''
    const taken = await m.availability.placesTaken(payload, day)
    await setSettings({ capPerDay: taken + 1 })
    try {
      const outcomes = await Promise.all([registered(form({ days: [day] })), registered(form({ days: [day] }))])
      expect(outcomes.map((outcome) => Boolean(outcome.waitlisted)).sort()).toEqual([false, true])
      expect(await m.availability.placesTaken(payload, day)).toBe(taken + 1)
    } finally {
      await setSettings({ capPerDay: null })
    }
  })
})

describe('R8 sharing consent and retention', () => {
  it('R8 withdrawing the sharing consent from the private link clears it, records when, and takes the visitor out of the exhibitors export', async () => {
    const outcome = await registered(form({ shareConsent: 'yes', name: '撤回者' }))
    const exported = async () => {
      const answer = await m.rest.rest('/api/registrations/export/exhibitors?format=csv', { token: tokens.registrar })
      expect(answer.status).toBe(200)
      return answer.text()
    }
    expect(await exported()).toContain('撤回者')
    const own = await m.badges.badgesForLink(payload, outcome.registrationNumber, outcome.token)
    if (!own) throw new Error('the private link opens nothing')
    await m.ownData.withdrawSharingConsent(payload, own)
    const stored = await byNumber(outcome.registrationNumber)
    expect(stored.shareWithExhibitors).toBe(false)
    expect(stored.shareWithdrawnAt).toBeTruthy()
    expect(stored.consentedAt).toBeTruthy()
    expect(await exported()).not.toContain('撤回者')
  })

  it('R8 the retention job anonymises registrations the set days after the last show day, keeping the counts; not a day before', async () => {
    const outcome = await registered(form({ name: '保存期测试', invitationCode: 'RET-1', shareConsent: 'yes' }))
    const statsBefore = await m.stats.registrationStats(payload)
    const lastDay = new Date(Date.now() - 11 * 86_400_000)
    await setSettings({ showDays: [{ date: lastDay.toISOString() }], retentionDays: 10 })
    // Less than ten days after the last day: not yet.
    expect(await m.retention.anonymiseRegistrations(payload, new Date(Date.now() - 3 * 86_400_000))).toBe(0)
    expect((await byNumber(outcome.registrationNumber)).name).toBe('保存期测试')
    await payload.jobs.queue({ task: 'anonymiseRegistrations', input: {} })
    await payload.jobs.run({ allQueues: true })
    const after = await byNumber(outcome.registrationNumber)
    expect(after).toMatchObject({
      name: m.retention.ANONYMISED,
      company: m.retention.ANONYMISED,
      mobile: null,
      email: null,
      jobTitle: null,
      shareWithExhibitors: false,
    })
    expect(after.anonymisedAt).toBeTruthy()
    expect(after.invitationCode).toBe('RET-1')
    expect(await m.badges.badgesForLink(payload, outcome.registrationNumber, outcome.token)).toBeNull()
    const statsAfter = await m.stats.registrationStats(payload)
    expect(statsAfter.total).toBe(statsBefore.total)
    expect(statsAfter.byCode.find((count) => count.key === 'RET-1')?.registered).toBe(1)
    expect(
      (await payload.count({ collection: 'registrations', where: { anonymisedAt: { exists: false } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    // The mobile is free again, and a new registration is kept until its own time.
    await setSettings({ showDays: savedSettings.showDays, retentionDays: 180 })
  })
})
