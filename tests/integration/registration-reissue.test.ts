import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { RegistrationSetting } from '@/payload-types'

import { createAccount } from '../helpers/accounts'
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server'

type Modules = {
  form: typeof import('@/registration/form')
  settings: typeof import('@/registration/form-settings')
  register: typeof import('@/registration/register')
  badges: typeof import('@/registration/badges')
  availability: typeof import('@/registration/availability')
  rest: typeof import('../helpers/payload-rest')
}

let smtp: TestSmtpServer
let payload: Payload
let m: Modules
let choices: Awaited<ReturnType<Modules['settings']['readRegistrationFormSettings']>>
let savedSettings: RegistrationSetting
let registrarToken = ''
let mobiles = 0
let mails = 0

const freshMobile = () => `135${String((process.pid % 10_000) * 1000 + (mobiles += 1)).padStart(8, '0')}`
const freshEmail = () => `desk-${process.pid}-${(mails += 1)}@example.cn`

beforeAll(async () => {
  smtp = await startSmtpServer()
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'none',
    SMTP_FROM: '核展组委会 <noreply@expo.test>',
  })
  const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
  payload = await getPayload({ config })
  m = {
    form: await import('@/registration/form'),
    settings: await import('@/registration/form-settings'),
    register: await import('@/registration/register'),
    badges: await import('@/registration/badges'),
    availability: await import('@/registration/availability'),
    rest: await import('../helpers/payload-rest'),
  }
  savedSettings = await payload.findGlobal({ slug: 'registration-settings', overrideAccess: true })
  await setSettings({ opensAt: null, closesAt: null, capPerDay: null })
  choices = await m.settings.readRegistrationFormSettings(payload, 'zh')
  const account = await createAccount(payload, 'desk-registrar', 'registrar')
  const { token } = await m.rest.signIn(account.email, account.password, m.rest.freshAddress())
  if (!token) throw new Error('the registrar could not sign in')
  registrarToken = token
})

afterAll(async () => {
  const { opensAt, closesAt, capPerDay } = savedSettings
  await payload?.updateGlobal({ slug: 'registration-settings', data: { opensAt, closesAt, capPerDay }, overrideAccess: true })
  await smtp?.close()
})

async function setSettings(data: Partial<RegistrationSetting>) {
  await payload.updateGlobal({ slug: 'registration-settings', data, overrideAccess: true })
}

/** One visitor registered on `day` through the form's own parsing and storing. */
async function registered(day: string, email: string) {
  const body = new URLSearchParams({
    name: '钱七',
    mobile: freshMobile(),
    email,
    company: '示例核电有限公司',
    industry: choices.industries[0] ?? '',
    purpose: choices.purposes[0] ?? '',
    days: day,
    noticeVersion: choices.noticeVersion,
    noticeConsent: 'yes',
  })
  const parsed = m.form.parseRegistrationForm(body, choices)
  if (!parsed.ok) throw new Error(`the test's form is refused: ${JSON.stringify(parsed.problems)}`)
  const outcome = await m.register.submitRegistration(payload, parsed.registration, 'zh')
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.problems)}`)
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { registrationNumber: { equals: outcome.registrationNumber } },
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error('not stored')
  return { ...outcome, id: docs[0].id }
}

const statusOf = async (id: number) => (await payload.findByID({ collection: 'registrations', id, overrideAccess: true })).status
const act = (id: number, action: 'revoke' | 'reissue') =>
  m.rest.restJson(`/api/registrations/${id}/${action}`, { method: 'POST', token: registrarToken })

describe('J2 重新签发 in the admin', () => {
  it('J2 re-issuing a revoked badge on a full day puts it on the waiting list (mailed so), never past the cap; with a place free it is registered again', async () => {
    const day = choices.days.at(-1) ?? ''
    const taken = await m.availability.placesTaken(payload, day)
    await setSettings({ capPerDay: taken + 1 })
    try {
      const email = freshEmail()
      const confirmed = smtp.mails.length
      const first = await registered(day, email)
      await smtp.nextMailTo(email, confirmed)
      expect((await act(first.id, 'revoke')).status).toBe(200)
      // Its place is taken by another while it is revoked.
      const other = await registered(day, freshEmail())
      expect(await statusOf(other.id)).toBe('registered')
      const sent = smtp.mails.length
      const full = await act(first.id, 'reissue')
      expect(full.status).toBe(200)
      expect(full.body.status).toBe('waitlisted')
      expect(String(full.body.message)).toContain('名额已满')
      expect(full.body.link).toBeUndefined()
      expect(await statusOf(first.id)).toBe('waitlisted')
      expect(await m.availability.placesTaken(payload, day)).toBe(taken + 1)
      expect((await smtp.nextMailTo(email, sent)).parsed.subject).toBe('【核展组委会】已加入候补名单')

      // The other frees the place: the re-issued one moves up.
      expect((await act(other.id, 'revoke')).status).toBe(200)
      expect(await statusOf(first.id)).toBe('registered')
      // Revoked again and re-issued with a place free: registered at once.
      expect((await act(first.id, 'revoke')).status).toBe(200)
      const free = await act(first.id, 'reissue')
      expect(free.body.status).toBe('registered')
      expect(await statusOf(first.id)).toBe('registered')
      expect(await m.availability.placesTaken(payload, day)).toBe(taken + 1)
    } finally {
      await setSettings({ capPerDay: null })
    }
  })

  it('J2 re-issuing for a visitor without an e-mail answers the new private link for staff to hand over (it opens the new badge, the old link nothing); with an e-mail no link is shown', async () => {
    const day = choices.days[0] ?? ''
    const noMail = await registered(day, '')
    const answer = await act(noMail.id, 'reissue')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('no-store')
    expect(String(answer.body.message)).toContain('未留邮箱')
    const match = /\/register\/badge\/([2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4})\?t=([2-9A-HJ-NP-Z]{26})$/.exec(String(answer.body.link))
    expect(match?.[1]).toBe(noMail.registrationNumber)
    const opened = await m.badges.badgesForLink(payload, noMail.registrationNumber, match?.[2] ?? '')
    expect(opened?.[0]?.status).toBe('registered')
    expect(await m.badges.badgesForLink(payload, noMail.registrationNumber, noMail.token)).toBeNull()

    const mailed = await registered(day, freshEmail())
    const withMail = await act(mailed.id, 'reissue')
    expect(withMail.body.link).toBeUndefined()
    expect(String(withMail.body.message)).toContain('新链接已发送到观众邮箱')
  })

  it('J2 a visitor without an e-mail put on the waiting list by a re-issue keeps the link staff handed over when moved up', async () => {
    const day = choices.days.at(-2) ?? ''
    const taken = await m.availability.placesTaken(payload, day)
    await setSettings({ capPerDay: taken + 1 })
    try {
      const noMail = await registered(day, '')
      expect((await act(noMail.id, 'revoke')).status).toBe(200)
      const other = await registered(day, freshEmail())
      const answer = await act(noMail.id, 'reissue')
      expect(answer.body.status).toBe('waitlisted')
      const token = /\?t=([2-9A-HJ-NP-Z]{26})$/.exec(String(answer.body.link))?.[1] ?? ''
      expect((await act(other.id, 'revoke')).status).toBe(200)
      expect(await statusOf(noMail.id)).toBe('registered')
      expect((await m.badges.badgesForLink(payload, noMail.registrationNumber, token))?.[0]?.status).toBe('registered')
    } finally {
      await setSettings({ capPerDay: null })
    }
  })
})
