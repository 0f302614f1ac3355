import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/accounts/access'
import { parseRegistrationForm } from '@/registration/form'
import {
  noticeVersion,
  readRegistrationFormSettings,
  readRegistrationSettings,
  readShownRegistrationSettings,
  type RegistrationFormSettings,
} from '@/registration/form-settings'
import { badgesForLink } from '@/registration/badges'
import { deleteOwnRegistrations, ownDataExport } from '@/registration/own-data'
import { registerVisitors } from '@/registration/register'
import { hashToken, REGISTRATION_NUMBER_PATTERN, SECRET_PATTERN } from '@/registration/secrets'

import { createAccount } from '../helpers/accounts'
import { freshAddress, restJson, signIn } from '../helpers/payload-rest'

let payload: Payload
let settings: RegistrationFormSettings
const tokens = {} as Record<Role, string>
let mobiles = 0

/** A mobile no test has used yet (139 + pid + a counter). */
const freshMobile = () => `139${String((process.pid % 10_000) * 1000 + (mobiles += 1)).padStart(8, '0')}`

/** A complete, valid form as a browser sends it, with fields replaced or added. */
function form(fields: Record<string, string | string[]> = {}): URLSearchParams {
  const base: Record<string, string | string[]> = {
    name: '张三',
    mobile: freshMobile(),
    email: 'zhang@example.cn',
    company: '中核示例有限公司',
    jobTitle: '工程师',
    industry: settings.industries[0] ?? '',
    purpose: settings.purposes[0] ?? '',
    days: [settings.days[0] ?? ''],
    invitationCode: '',
    noticeVersion: settings.noticeVersion,
    noticeConsent: 'yes',
    website: '',
    ...fields,
  }
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(base)) for (const one of Array.isArray(value) ? value : [value]) body.append(key, one)
  return body
}

const count = async () => (await payload.count({ collection: 'registrations', overrideAccess: true })).totalDocs

async function submit(body: URLSearchParams) {
  const parsed = parseRegistrationForm(body, settings)
  if (!parsed.ok) return { ok: false as const, problems: parsed.problems }
  return registerVisitors(payload, parsed.registration, 'zh')
}

beforeAll(async () => {
  payload = await getPayload({ config })
  settings = await readRegistrationFormSettings(payload, 'zh')
  for (const role of ['admin', 'reviewer', 'editor', 'registrar'] as const) {
    const account = await createAccount(payload, `r-${role}`, role)
    const { token } = await signIn(account.email, account.password, freshAddress())
    if (!token) throw new Error(`the ${role} could not sign in`)
    tokens[role] = token
  }
})

describe('R1 the registration model', () => {
  it('R1 R5 stores one registration with a number, a 130-bit badge secret and only the hash of the private link', async () => {
    const mobile = freshMobile()
    const outcome = await submit(form({ mobile: `+86 ${mobile.slice(0, 3)}-${mobile.slice(3)}`, days: settings.days.slice(0, 2) }))
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
    expect(outcome.registrationNumber).toMatch(REGISTRATION_NUMBER_PATTERN)
    expect(outcome.token).toMatch(SECRET_PATTERN)
    const { docs } = await payload.find({
      collection: 'registrations',
      where: { mobile: { equals: mobile } },
      showHiddenFields: true,
      overrideAccess: true,
    })
    const [stored] = docs
    expect(docs).toHaveLength(1)
    expect(stored?.registrationNumber).toBe(outcome.registrationNumber)
    expect(stored?.badgeSecret).toMatch(SECRET_PATTERN)
    expect(stored?.badgeSecret).not.toBe(outcome.token)
    expect(stored?.accessTokenHash).toBe(hashToken(outcome.token))
    expect(stored?.days).toEqual(settings.days.slice(0, 2))
    expect(stored?.status).toBe('registered')
    expect(stored?.badgeIssue).toBe(0)
  })

  it('R2 records the consent: the notice version shown (its hash), when, and the separate sharing consent', async () => {
    const mobile = freshMobile()
    const outcome = await submit(form({ mobile, shareConsent: 'yes' }))
    expect(outcome.ok).toBe(true)
    const [stored] = (await payload.find({ collection: 'registrations', where: { mobile: { equals: mobile } }, overrideAccess: true })).docs
    expect(stored?.noticeConsent).toBe(true)
    expect(stored?.noticeVersion).toBe(noticeVersion(settings.notice))
    expect(stored?.shareWithExhibitors).toBe(true)
    expect(Date.now() - new Date(stored?.consentedAt ?? 0).getTime()).toBeLessThan(60_000)
  })

  it('R2 the notice in English is a version of its own', async () => {
    const english = await readRegistrationFormSettings(payload, 'en')
    expect(english.notice).toMatch(/Personal information notice/)
    expect(english.noticeVersion).not.toBe(settings.noticeVersion)
  })

  it('R3 a group of three colleagues: three registrations, one number each, one group, one private link', async () => {
    const colleagues = {
      colleague1_name: '李四',
      colleague1_mobile: freshMobile(),
      colleague2_name: '王五',
      colleague2_mobile: freshMobile(),
      colleague3_name: '',
      colleague3_mobile: '',
    }
    const outcome = await submit(form({ ...colleagues }))
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
    const [lead] = (
      await payload.find({
        collection: 'registrations',
        where: { registrationNumber: { equals: outcome.registrationNumber } },
        overrideAccess: true,
      })
    ).docs
    const group = await payload.find({
      collection: 'registrations',
      where: { groupId: { equals: lead?.groupId } },
      showHiddenFields: true,
      overrideAccess: true,
    })
    expect(group.docs.map((doc) => doc.name).sort()).toEqual(['张三', '李四', '王五'].sort())
    expect(new Set(group.docs.map((doc) => doc.registrationNumber)).size).toBe(3)
    expect(new Set(group.docs.map((doc) => doc.badgeSecret)).size).toBe(3)
    expect(new Set(group.docs.map((doc) => doc.accessTokenHash))).toEqual(new Set([hashToken(outcome.token)]))
    expect(group.docs.every((doc) => doc.company === '中核示例有限公司')).toBe(true)
  })
})

describe('R1 R4 bad input: a message per field, nothing stored', () => {
  const cases: [string, Record<string, string | string[]>, Record<string, string>][] = [
    ['a name too long', { name: '张'.repeat(51) }, { name: 'tooLong' }],
    ['no name', { name: '   ' }, { name: 'required' }],
    ['a mobile outside the mainland format', { mobile: '12345678901' }, { mobile: 'mobile' }],
    ['a landline', { mobile: '010-68665678' }, { mobile: 'mobile' }],
    ['a bad e-mail', { email: 'not-an-address' }, { email: 'email' }],
    // Typos the collection's email field refuses: the form refuses them too (the row would be stored but never updated again).
    ['an e-mail ending its name with a dot', { email: 'abc.@qq.com' }, { email: 'email' }],
    ['an e-mail with two dots in a row', { email: 'a@qq..com' }, { email: 'email' }],
    ['an e-mail with a one-letter domain ending', { email: 'a@163.c' }, { email: 'email' }],
    ['an e-mail with a Chinese name', { email: '张三@qq.com' }, { email: 'email' }],
    ['an e-mail ending in a dot', { email: 'a@qq.com.' }, { email: 'email' }],
    // 26 emoji are 52 UTF-16 units: over the 50 that Payload's maxLength counts.
    ['a name of 26 emoji', { name: '😀'.repeat(26) }, { name: 'tooLong' }],
    ['an industry not offered', { industry: '<script>alert(1)</script>' }, { industry: 'choice' }],
    ['a day not offered', { days: ['2020-01-01'] }, { days: 'choice' }],
    ['no day', { days: [] }, { days: 'required' }],
    ['the same day twice', { days: [settings?.days[0] ?? '', settings?.days[0] ?? ''] }, { days: 'choice' }],
    ['no consent to the notice', { noticeConsent: '' }, { noticeConsent: 'consent' }],
    ['a consent to a notice since changed', { noticeVersion: 'f'.repeat(64) }, { noticeConsent: 'noticeChanged' }],
    ['a name sent twice', { name: ['张三', '李四'] }, { name: 'invalid' }],
    ['a control character', { company: 'ACME\u0000' }, { company: 'invalid' }],
    ['an unknown field', { role: 'admin' }, { form: 'invalid' }],
    ['the honeypot filled in', { website: 'http://spam.example' }, { form: 'invalid' }],
    ['a colleague without a mobile', { colleague1_name: '李四', colleague1_mobile: '' }, { colleague1_mobile: 'required' }],
  ]
  for (const [what, fields, problems] of cases) {
    it(`R1 ${what}`, async () => {
      const before = await count()
      const outcome = await submit(form(fields))
      expect(outcome.ok).toBe(false)
      if (!outcome.ok) expect(outcome.problems).toMatchObject(problems)
      expect(await count()).toBe(before)
    })
  }

  it('R1 R8 what the form accepts the collection keeps: a stored registration is updated again without a validation error', async () => {
    const outcome = await submit(form({ email: 'li.si+expo@mail.example-co.cn', name: '李四😀', company: 'ACME 核电 <b>&</b>' }))
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
    const [id] = outcome.ids
    // Payload validates every field of the stored row on an update (as withdrawing the sharing consent does).
    const updated = await payload.update({
      collection: 'registrations',
      id: id ?? 0,
      data: { shareWithExhibitors: false },
      overrideAccess: true,
    })
    expect(updated.email).toBe('li.si+expo@mail.example-co.cn')
    expect(updated.days).toEqual(form().getAll('days'))
  })

  it('R3 a group of 11 is refused and nothing is stored', async () => {
    const colleagues: Record<string, string> = {}
    for (let row = 1; row <= 10; row += 1)
      Object.assign(colleagues, { [`colleague${row}_name`]: `同事${row}`, [`colleague${row}_mobile`]: freshMobile() })
    const before = await count()
    const outcome = await submit(form(colleagues))
    expect(outcome).toMatchObject({ ok: false, problems: { form: 'groupSize' } })
    expect(await count()).toBe(before)
  })

  it('R1 script in a text field is stored as the text typed, nothing removed or run', async () => {
    const mobile = freshMobile()
    const outcome = await submit(form({ mobile, company: '<img src=x onerror=alert(1)>公司' }))
    expect(outcome.ok).toBe(true)
    const [stored] = (await payload.find({ collection: 'registrations', where: { mobile: { equals: mobile } }, overrideAccess: true })).docs
    expect(stored?.company).toBe('<img src=x onerror=alert(1)>公司')
  })
})

describe('R4 one registration per mobile', () => {
  it('R4 a mobile already registered is told plainly and nothing is stored', async () => {
    const mobile = freshMobile()
    expect((await submit(form({ mobile }))).ok).toBe(true)
    const before = await count()
    expect(await submit(form({ mobile, name: '另一人' }))).toEqual({ ok: false, problems: { mobile: 'registered' } })
    expect(await count()).toBe(before)
  })

  it('R4 R3 X15 a colleague already registered refuses the whole group with one message naming no mobile: nothing of it is stored', async () => {
    const registered = freshMobile()
    expect((await submit(form({ mobile: registered }))).ok).toBe(true)
    const before = await count()
    const outcome = await submit(
      form({ colleague1_name: '李四', colleague1_mobile: freshMobile(), colleague2_name: '王五', colleague2_mobile: registered }),
    )
    expect(outcome).toEqual({ ok: false, problems: { form: 'groupRegistered' } })
    expect(await count()).toBe(before)
  })

  it('X15 a group answers alike whichever of its mobiles is registered, and the same as when two are', async () => {
    const [one, two] = [freshMobile(), freshMobile()]
    expect((await submit(form({ mobile: one }))).ok).toBe(true)
    expect((await submit(form({ mobile: two }))).ok).toBe(true)
    const group = (first: string, second: string) =>
      submit(form({ colleague1_name: '李四', colleague1_mobile: first, colleague2_name: '王五', colleague2_mobile: second }))
    const answers = [await group(one, freshMobile()), await group(freshMobile(), two), await group(one, two)]
    for (const answer of answers) expect(answer).toEqual({ ok: false, problems: { form: 'groupRegistered' } })
  })

  it('R4 two simultaneous submissions with one mobile: exactly one is stored, the other is told it is registered', async () => {
    const mobile = freshMobile()
    const outcomes = await Promise.all([submit(form({ mobile, name: '甲' })), submit(form({ mobile, name: '乙' }))])
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, problems: { mobile: 'registered' } }])
    expect(
      (await payload.count({ collection: 'registrations', where: { mobile: { equals: mobile } }, overrideAccess: true })).totalDocs,
    ).toBe(1)
  })

  it('R4 R3 two simultaneous groups sharing a colleague: one group stored whole, the other not at all', async () => {
    const shared = freshMobile()
    const [a, b] = [freshMobile(), freshMobile()]
    const outcomes = await Promise.all([
      submit(form({ mobile: a, colleague1_name: '共', colleague1_mobile: shared })),
      submit(form({ mobile: b, colleague1_name: '共', colleague1_mobile: shared })),
    ])
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    const stored = await payload.count({ collection: 'registrations', where: { mobile: { in: [a, b, shared] } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(2)
  })
})

describe('R1 registrations are private', () => {
  it('R1 anonymous visitors, editors and reviewers read nothing through REST; the registrar and the admin read them without secrets', async () => {
    const mobile = freshMobile()
    expect((await submit(form({ mobile }))).ok).toBe(true)
    const anonymous = await restJson('/api/registrations?limit=100')
    expect([401, 403]).toContain(anonymous.status)
    expect(anonymous.body.docs).toBeUndefined()
    for (const role of ['editor', 'reviewer'] as const) {
      const answer = await restJson('/api/registrations?limit=100', { token: tokens[role] })
      expect([401, 403], role).toContain(answer.status)
      expect(answer.body.docs, role).toBeUndefined()
    }
    for (const role of ['registrar', 'admin'] as const) {
      const answer = await restJson(`/api/registrations?where[mobile][equals]=${mobile}`, { token: tokens[role] })
      expect(answer.status, role).toBe(200)
      const docs = answer.body.docs as Record<string, unknown>[]
      expect(docs, role).toHaveLength(1)
      expect(docs[0]?.mobile).toBe(mobile)
      expect(docs[0]).not.toHaveProperty('badgeSecret')
      expect(docs[0]).not.toHaveProperty('accessTokenHash')
    }
  })

  it('R1 no one creates a registration through REST, and editors and reviewers change none', async () => {
    const data = {
      registrationNumber: 'AAAA-AAAA',
      name: 'x',
      mobile: freshMobile(),
      company: 'x',
      industry: 'x',
      purpose: 'x',
      days: ['2027-04-14'],
    }
    for (const token of [undefined, tokens.editor, tokens.reviewer, tokens.registrar, tokens.admin]) {
      const answer = await restJson('/api/registrations', { body: data, token })
      expect([401, 403]).toContain(answer.status)
    }
    const [some] = (await payload.find({ collection: 'registrations', limit: 1, overrideAccess: true })).docs
    for (const role of ['editor', 'reviewer'] as const) {
      const answer = await restJson(`/api/registrations/${some?.id}`, { method: 'PATCH', body: { name: '改' }, token: tokens[role] })
      expect([401, 403, 404], role).toContain(answer.status)
      const deleted = await restJson(`/api/registrations/${some?.id}`, { method: 'DELETE', token: tokens[role] })
      expect([401, 403, 404], role).toContain(deleted.status)
    }
    const registrar = await restJson(`/api/registrations/${some?.id}`, {
      method: 'PATCH',
      body: { status: 'revoked' },
      token: tokens.registrar,
    })
    expect(registrar.status).toBe(200)
  })

  it('R2 the settings are edited by the registrar and the admin, not by editors or reviewers', async () => {
    for (const [role, allowed] of [
      ['editor', false],
      ['reviewer', false],
      ['registrar', true],
      ['admin', true],
    ] as const) {
      const answer = await restJson('/api/globals/registration-settings?locale=zh', { body: { capPerDay: 5000 }, token: tokens[role] })
      expect(answer.status === 200, role).toBe(allowed)
    }
  })

  it('R1 R7 the settings the form page, the footer link and the captcha show come from the read cache, and a save is shown at once', async () => {
    const first = await readShownRegistrationSettings(payload, 'zh')
    // The same answer object: no database read for the second request.
    expect(await readShownRegistrationSettings(payload, 'zh')).toBe(first)
    const capPerDay = (first.capPerDay ?? 0) + 7
    await payload.updateGlobal({ slug: 'registration-settings', locale: 'zh', data: { capPerDay }, overrideAccess: true })
    expect((await readShownRegistrationSettings(payload, 'zh')).capPerDay).toBe(capPerDay)
    await payload.updateGlobal({
      slug: 'registration-settings',
      locale: 'zh',
      data: { capPerDay: first.capPerDay ?? null },
      overrideAccess: true,
    })
    expect((await readShownRegistrationSettings(payload, 'en')).capPerDay).toBe(first.capPerDay ?? null)
  })

  it('R7 R9 a submission is decided by the settings as last saved, read whole once per save', async () => {
    const first = await readRegistrationSettings(payload, 'zh')
    // The same answer object while nothing is saved: only the time of the last save was asked.
    expect(await readRegistrationSettings(payload, 'zh')).toBe(first)
    const capPerDay = (first.capPerDay ?? 0) + 11
    await payload.updateGlobal({ slug: 'registration-settings', locale: 'zh', data: { capPerDay }, overrideAccess: true })
    const saved = await readRegistrationSettings(payload, 'zh')
    expect(saved).not.toBe(first)
    expect(saved.capPerDay).toBe(capPerDay)
    // In every language at once: the cap is not localised.
    expect((await readRegistrationSettings(payload, 'en')).capPerDay).toBe(capPerDay)
    await payload.updateGlobal({
      slug: 'registration-settings',
      locale: 'zh',
      data: { capPerDay: first.capPerDay ?? null },
      overrideAccess: true,
    })
    expect((await readRegistrationSettings(payload, 'zh')).capPerDay).toBe(first.capPerDay ?? null)
  })
})

describe('R5 R8 the private link', () => {
  it('R5 opens the registration with its own token only: a wrong token, a badge secret or a wrong number open nothing', async () => {
    const outcome = await submit(form({ colleague1_name: '李四', colleague1_mobile: freshMobile() }))
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
    const badges = await badgesForLink(payload, outcome.registrationNumber, outcome.token)
    expect(badges?.map((badge) => badge.registrationNumber)[0]).toBe(outcome.registrationNumber)
    expect(badges).toHaveLength(2)
    const wrong = outcome.token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    expect(await badgesForLink(payload, outcome.registrationNumber, wrong)).toBeNull()
    expect(await badgesForLink(payload, outcome.registrationNumber, badges?.[0]?.badgeSecret ?? '')).toBeNull()
    expect(await badgesForLink(payload, 'ZZZZ-ZZZZ', outcome.token)).toBeNull()
    expect(await badgesForLink(payload, outcome.registrationNumber, '')).toBeNull()
  })

  it("J1 R8 the download reads as a person reads it: labels not codes, keys in the visitor's language, times in Beijing time (+08:00)", async () => {
    const outcome = await submit(form({ days: settings.days.slice(0, 2) }))
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
    const badges = (await badgesForLink(payload, outcome.registrationNumber, outcome.token)) ?? []
    const exported = ownDataExport(badges, settings, 'zh', new Date('2026-11-27T20:30:00Z'))
    const [one] = exported['登记信息'] as Record<string, unknown>[]
    expect(exported['导出时间（北京时间）']).toBe('2026-11-28T04:30:00+08:00')
    expect(one?.['所属行业']).toBe(settings.industryChoices[0]?.label)
    expect(one?.['参观目的']).toBe(settings.purposeChoices[0]?.label)
    expect(one?.['参观日期']).toEqual(settings.dayChoices.slice(0, 2).map((day) => day.label))
    expect(one?.['状态']).toBe('已登记')
    expect(settings.industryChoices[0]?.label).not.toBe(settings.industryChoices[0]?.value)
    expect(String(one?.['登记时间（北京时间）'])).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/)
    const created = new Date(badges[0]?.createdAt ?? 0).getTime()
    expect(new Date(String(one?.['登记时间（北京时间）'])).getTime()).toBe(Math.floor(created / 1000) * 1000)
    const english = ownDataExport(badges, await readRegistrationFormSettings(payload, 'en'), 'en')
    expect(Object.keys(english)).toEqual(['Exported at (Beijing time)', 'Registrations'])
  })

  it('J1 a likely typo in an e-mail domain is a field message with the address meant; the same address sent again is kept', () => {
    const typo = parseRegistrationForm(
      form({ email: 'zhang@qq.con', colleague1_name: '李四', colleague1_mobile: freshMobile(), colleague1_email: 'li@163.con' }),
      settings,
    )
    expect(typo.ok).toBe(false)
    if (typo.ok) return
    expect(typo.problems).toEqual({ email: 'emailTypo', colleague1_email: 'emailTypo' })
    expect(typo.suggestions).toEqual({ email: 'zhang@qq.com', colleague1_email: 'li@163.com' })
    const kept = form({ email: 'zhang@qq.con', confirmedEmail: ['zhang@qq.con'] })
    expect(parseRegistrationForm(kept, settings).ok).toBe(true)
  })

  it('R8 the download holds what the visitor gave and the consent record, no stored secret; delete removes every registration on the link', async () => {
    const mobile = freshMobile()
    const outcome = await submit(form({ mobile, colleague1_name: '李四', colleague1_mobile: freshMobile() }))
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
    const badges = (await badgesForLink(payload, outcome.registrationNumber, outcome.token)) ?? []
    const exported = JSON.stringify(ownDataExport(badges, settings, 'zh'))
    expect(exported).toContain(mobile)
    expect(exported).toContain(settings.noticeVersion)
    for (const badge of badges) {
      expect(exported).not.toContain(badge.badgeSecret)
      expect(exported).not.toContain(badge.accessTokenHash)
    }
    await deleteOwnRegistrations(payload, badges)
    expect(await badgesForLink(payload, outcome.registrationNumber, outcome.token)).toBeNull()
    expect(
      (await payload.count({ collection: 'registrations', where: { id: { in: badges.map((badge) => badge.id) } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
    // The mobile is free again: the visitor may register anew.
    expect((await submit(form({ mobile }))).ok).toBe(true)
  })
})
