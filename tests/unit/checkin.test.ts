import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import type { OfflineKit } from '@/checkin/contract'
import { checkOffline } from '@/checkin/desk/offline-check'
import { encodeIssueMap, encodeNumberSet, NumberSet, numberValue } from '@/checkin/number-set'
import { badgeSigningSeed } from '@/config/badge-key'
import { parseEnv } from '@/config/env'
import { beijingDate } from '@/locales/dates'
import { parseBadgeCode } from '@/registration/badge-format'
import { badgeKeyFromSeed, badgePublicKeys, signatureIsValid, signedBadgePayload } from '@/registration/signed-badge'
import { createSecurityHeaders } from '@/security/headers'

const key = badgeKeyFromSeed(randomBytes(32))
const other = badgeKeyFromSeed(randomBytes(32))
const today = beijingDate(new Date())
const tomorrow = beijingDate(new Date(Date.now() + 86_400_000))
const badge = (fields: { registrationNumber?: string; badgeIssue?: number; days?: string[] } = {}, signer = key) =>
  signedBadgePayload({ registrationNumber: 'K7M2-QH9X', badgeIssue: 0, days: [today], ...fields }, signer)

type KitFields = Partial<Pick<OfflineKit, 'day' | 'reEntry'>> & {
  revoked?: string[]
  reissued?: Record<string, number>
  admitted?: string[]
}
const kit = ({ revoked = [], reissued = {}, admitted = [], ...fields }: KitFields = {}): OfflineKit => ({
  day: today,
  reEntry: 'oncePerDay',
  keys: badgePublicKeys(key),
  revoked: encodeNumberSet(revoked),
  reissued: encodeIssueMap(Object.entries(reissued).map(([registrationNumber, issue]) => ({ registrationNumber, issue }))),
  admitted: encodeNumberSet(admitted),
  ...fields,
})

describe('K3 the signed badge', () => {
  it('K3 is compact, holds no personal data, and reads back as number, issue and days', () => {
    const code = badge({ days: [today, tomorrow] })
    expect(code.length).toBeLessThan(140)
    expect(code).toMatch(/^EXPO2:[0-9a-f]{8}:K7M2-QH9X:0:\d{8}\.\d{8}:[A-Za-z0-9_-]{86}$/)
    const parsed = parseBadgeCode(code)
    expect(parsed).toMatchObject({ kind: 'signed', keyId: key.keyId, registrationNumber: 'K7M2-QH9X', issue: 0, days: [today, tomorrow] })
    if (parsed?.kind !== 'signed') throw new Error('not signed')
    expect(signatureIsValid(parsed, key)).toBe(true)
  })

  it('K3 another key, an altered field or a truncated code is not a valid badge', () => {
    const foreign = parseBadgeCode(badge({}, other))
    if (foreign?.kind !== 'signed') throw new Error('not signed')
    expect(signatureIsValid(foreign, key)).toBe(false)
    const altered = parseBadgeCode(badge().replace(':0:', ':1:'))
    if (altered?.kind !== 'signed') throw new Error('not signed')
    expect(signatureIsValid(altered, key)).toBe(false)
    expect(parseBadgeCode(badge().slice(0, -1))).toBeNull()
    expect(parseBadgeCode(badge().slice(0, 40))).toBeNull()
  })

  it('K1 an old EXPO1 badge, a typed number in any case and another site’s QR', () => {
    expect(parseBadgeCode(`EXPO1:K7M2-QH9X:${'A'.repeat(26)}`)).toEqual({
      kind: 'secret',
      registrationNumber: 'K7M2-QH9X',
      secret: 'A'.repeat(26),
    })
    expect(parseBadgeCode(' k7m2qh9x ')).toEqual({ kind: 'number', registrationNumber: 'K7M2-QH9X' })
    for (const foreign of ['https://u.wechat.com/abc', 'EXPO1:K7M2-QH9X:short', 'K7M2-QH9', 'EXPO3:anything', ''])
      expect(parseBadgeCode(foreign), foreign).toBeNull()
  })
})

describe('K3 the desk’s answer offline, from the badge and the kit alone', () => {
  it('K3 有效, then 已入场 once admitted; 已撤销 when revoked or re-issued; 非今日; 伪造或未知 for another key', async () => {
    const now = new Date()
    expect(await checkOffline(badge(), kit(), new Set(), now)).toMatchObject({ outcome: 'admitted', registrationNumber: 'K7M2-QH9X' })
    expect(await checkOffline(badge(), kit(), new Set(['K7M2-QH9X']), now)).toMatchObject({ outcome: 'already' })
    expect(await checkOffline(badge(), kit({ admitted: ['K7M2-QH9X'] }), new Set(), now)).toMatchObject({ outcome: 'already' })
    expect(await checkOffline(badge(), kit({ reEntry: 'unlimited' }), new Set(['K7M2-QH9X']), now)).toMatchObject({ outcome: 'admitted' })
    // Yesterday's kit says nothing of today's admissions under the daily rule.
    expect(await checkOffline(badge(), kit({ day: '2020-01-01', admitted: ['K7M2-QH9X'] }), new Set(), now)).toMatchObject({
      outcome: 'admitted',
    })
    expect(await checkOffline(badge(), kit({ revoked: ['K7M2-QH9X'] }), new Set(), now)).toMatchObject({ outcome: 'revoked' })
    expect(await checkOffline(badge(), kit({ reissued: { 'K7M2-QH9X': 1 } }), new Set(), now)).toMatchObject({
      outcome: 'revoked',
      reason: expect.stringContaining('重新签发') as string,
    })
    expect(await checkOffline(badge({ badgeIssue: 1 }), kit({ reissued: { 'K7M2-QH9X': 1 } }), new Set(), now)).toMatchObject({
      outcome: 'admitted',
    })
    expect(await checkOffline(badge({ days: [tomorrow] }), kit(), new Set(), now)).toMatchObject({ outcome: 'notToday' })
    expect(await checkOffline(badge({}, other), kit(), new Set(), now)).toMatchObject({ outcome: 'forged' })
    expect(await checkOffline(badge().replace(today.replaceAll('-', ''), '20200101'), kit(), new Set(), now)).toMatchObject({
      outcome: 'forged',
    })
    expect(await checkOffline('https://example.com/', kit(), new Set(), now)).toMatchObject({ outcome: 'forged' })
    // Neither an EXPO1 badge nor a typed number can be verified without the server.
    expect(await checkOffline(`EXPO1:K7M2-QH9X:${'A'.repeat(26)}`, kit(), new Set(), now)).toBeNull()
    expect(await checkOffline('K7M2-QH9X', kit(), new Set(), now)).toBeNull()
  })
})

describe('Z4 the kit’s compact sets of registration numbers', () => {
  const numbers = (count: number, seed = 1) => {
    const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
    let state = seed
    const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31)
    return Array.from({ length: count }, () => {
      const letters = Array.from({ length: 8 }, () => alphabet[next() % 32]).join('')
      return `${letters.slice(0, 4)}-${letters.slice(4)}`
    })
  }

  it('Z4 a number is its 40 bits; the set holds exactly the numbers given, in 5 bytes each', () => {
    expect(numberValue('2222-2222')).toBe(0)
    expect(numberValue('ZZZZ-ZZZZ')).toBe(2 ** 40 - 1)
    expect(numberValue('K7M2-QH9I')).toBeNull()
    const given = numbers(2000)
    const set = new NumberSet(encodeNumberSet(given))
    expect(set.size).toBe(new Set(given).size)
    for (const number of given) expect(set.has(number)).toBe(true)
    for (const number of numbers(500, 99).filter((one) => !given.includes(one))) expect(set.has(number)).toBe(false)
    expect(Buffer.from(encodeNumberSet(given), 'base64')).toHaveLength(set.size * 5)
  })

  it('Z4 re-issued badges carry their current issue (7 bytes each)', () => {
    const map = new NumberSet(
      encodeIssueMap([
        { registrationNumber: 'K7M2-QH9X', issue: 3 },
        { registrationNumber: '2222-2223', issue: 1 },
      ]),
      true,
    )
    expect(map.issueOf('K7M2-QH9X')).toBe(3)
    expect(map.issueOf('2222-2223')).toBe(1)
    expect(map.issueOf('ZZZZ-ZZZZ')).toBe(0)
    expect(map.size).toBe(2)
  })
})

describe('K1 the check-in page’s headers', () => {
  it('K1 only the scanner pages may use the camera and compile WebAssembly', () => {
    const security = createSecurityHeaders(parseEnv({}), { scannerPages: /^\/checkin(?:[/?]|$)/ })
    const desk = security.forPage('/checkin').headers
    expect(desk['Content-Security-Policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'wasm-unsafe-eval'/)
    expect(desk['Permissions-Policy']).toContain('camera=(self)')
    expect(desk['Permissions-Policy']).toContain('microphone=()')
    for (const path of ['/home', '/checkinx', '/register', '/']) {
      const page = security.forPage(path).headers
      expect(page['Content-Security-Policy'], path).not.toContain('wasm-unsafe-eval')
      expect(page['Permissions-Policy'], path).toContain('camera=()')
    }
  })
})

describe('K3 the badge-signing key', () => {
  it('K3 BADGE_SIGNING_KEY must be 32 bytes in base64; unset, one is generated into the data folder (0600) and kept', () => {
    expect(() => parseEnv({ BADGE_SIGNING_KEY: 'c2hvcnQ=' })).toThrow(/BADGE_SIGNING_KEY.*32 bytes in base64/)
    const given = randomBytes(32).toString('base64')
    expect(badgeSigningSeed(parseEnv({ BADGE_SIGNING_KEY: given })).toString('base64')).toBe(given)
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'badge-key-'))
    try {
      const env = parseEnv({ DATA_DIR: dataDir })
      const generated = badgeSigningSeed(env)
      expect(generated).toHaveLength(32)
      expect(fs.statSync(path.join(dataDir, '.badge-signing-key')).mode & 0o777).toBe(0o600)
      expect(badgeSigningSeed(env).equals(generated)).toBe(true)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
