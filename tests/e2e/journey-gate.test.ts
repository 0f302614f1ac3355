import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'

import { beijingDate } from '@/locales/dates'
import { badgeKeyFromSeed, signedBadgePayload } from '@/registration/signed-badge'

import { launchBrowser, newContext, watchProblems } from '../helpers/browser'
import { solvedCaptchaFrom } from '../helpers/captcha'
import { launchWithCamera } from '../helpers/fake-camera'
import { waitFor } from '../helpers/poll'
import { relayEnv, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server'
import { adminToken as signInToRest } from '../helpers/admin-session'
import { E2E_ADMIN, prepareData, type RunningServer, startServer } from './server'

type Visitor = { id: number; number: string; name: string; email: string; badgeUrl: string }
type Place = { gate: string; device: string }

const READER_WASM = path.resolve(import.meta.dirname, '../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm')

/** The text of the QR code in a PNG, read by the same zxing reader the desk's camera uses (here in Node). */
async function qrText(png: Buffer): Promise<string> {
  const [code] = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] })
  if (!code?.text) throw new Error('no QR code in the picture')
  return code.text
}

/**
 * J3 the gate, as the people at it live it: a visitor registers and gets the mail; a 检票员 on a
 * phone (375 px) scans the mail's QR and the badge page's with the camera, goes on offline,
 * syncs; the old QR of a re-issued badge is refused as re-issued; the organiser's panel counts
 * people as the registrations dashboard does; the scans list names every row's visitor, gate,
 * device and staff; and the 检票员 who opens the admin lands at the desk.
 */
describe('J3 the gate in the browser', () => {
  let server: RunningServer
  let smtp: TestSmtpServer
  let browser: Browser
  let dataDir = ''
  let adminToken = ''
  const today = beijingDate(new Date())
  const checker = { email: 'gate-j3@e2e.example', password: 'Gate-j3-password-1', name: '李检票' }
  let registered = 0

  const api = async (pathname: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const response = await fetch(server.baseURL + pathname, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { Authorization: `JWT ${init.token ?? adminToken}`, 'Content-Type': 'application/json' },
      body: init.body ? JSON.stringify(init.body) : undefined,
    })
    const body = (await response.json()) as Record<string, unknown>
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(body)}`)
    return body
  }

  /** Registers a visitor for today through the public form (with the captcha solved), as a visitor would. */
  async function register(name: string): Promise<Visitor> {
    registered += 1
    const email = `j3-${registered}-${process.pid}@example.cn`
    const html = await (await fetch(`${server.baseURL}/register`)).text()
    const first = (field: string) =>
      html.match(new RegExp(`<select id="${field}"[^>]*><option value=""[^>]*>[^<]*</option><option value="([^"]+)"`))?.[1] ?? ''
    const body = new URLSearchParams({
      name,
      mobile: `1390000${String(2000 + registered)}`,
      email,
      company: '示例核电设备有限公司',
      industry: first('industry'),
      purpose: first('purpose'),
      days: today,
      noticeVersion: html.match(/name="noticeVersion" value="([0-9a-f]{64})"/)?.[1] ?? '',
      noticeConsent: 'yes',
      website: '',
      altcha: await solvedCaptchaFrom(server.baseURL),
    })
    const answer = await fetch(`${server.baseURL}/register/submit`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    const badgeUrl = answer.headers.get('location') ?? ''
    const number = badgeUrl.match(/badge\/([^?]+)\?/)?.[1] ?? ''
    if (!number) throw new Error(`registration refused: ${answer.status} ${await answer.text()}`)
    const found = await api(`/api/registrations?where[registrationNumber][equals]=${number}&depth=0`)
    const id = (found.docs as { id: number }[])[0]?.id ?? 0
    return { id, number, name, email, badgeUrl }
  }

  /** The QR picture of the newest mail to the visitor after the first `after` mails. */
  async function mailedQr(visitor: Visitor, after = 0): Promise<Buffer> {
    const mail = await smtp.nextMailTo(visitor.email, after)
    const picture = mail.parsed.attachments.find((attachment) => attachment.contentType === 'image/png')
    if (!picture) throw new Error('the mail has no QR picture')
    return picture.content
  }

  async function pageQr(visitor: Visitor): Promise<Buffer> {
    const html = await (await fetch(server.baseURL + visitor.badgeUrl)).text()
    const data = html.match(/class="badge__qr" src="data:image\/png;base64,([^"]+)"/)?.[1]
    if (!data) throw new Error('the badge page shows no QR code')
    return Buffer.from(data, 'base64')
  }

  async function signInAtDesk(page: Page, place: Place): Promise<void> {
    await page.goto('/checkin', { waitUntil: 'load' })
    await page.fill('input[name="email"]', checker.email)
    await page.fill('input[name="password"]', checker.password)
    await page.click('button[type="submit"]')
    await page.waitForSelector('select[name="gate"]')
    await page.selectOption('select[name="gate"]', { label: place.gate })
    await page.selectOption('select[name="device"]', { label: place.device })
    await page.click('button:has-text("开始检票")')
    await page.waitForSelector('.desk-answer[data-outcome="idle"]')
    await page.waitForSelector('.desk-bar__net[data-kit-day]')
  }

  /** Enters a code into one of the desk's fields (the handheld scanner's, or the one for a typed number) and waits for the answer. */
  async function enter(page: Page, field: '#desk-code' | '#desk-typed', code: string, outcome: string): Promise<string> {
    const count = Number(await page.getAttribute('.desk-answer', 'data-count'))
    await page.fill(field, code)
    await page.press(field, 'Enter')
    await page.waitForSelector(`.desk-answer[data-count="${count + 1}"]`)
    const text = (await page.textContent('.desk-answer')) ?? ''
    expect(await page.getAttribute('.desk-answer', 'data-outcome'), text).toBe(outcome)
    return text
  }

  /** Shows a QR picture to the phone's camera (Chromium's fake camera plays it) at the desk; the desk's answer. */
  async function showToCamera(qr: Buffer, place: Place, outcome: string): Promise<string> {
    const cameraBrowser = await launchWithCamera(qr, dataDir)
    try {
      const context = await newContext(cameraBrowser, 'phone', server.baseURL, { permissions: ['camera'] })
      const page = await context.newPage()
      const problems = watchProblems(page)
      await signInAtDesk(page, place)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await page.click('button:has-text("摄像头扫码")')
      await page.waitForSelector('.desk-answer:not([data-outcome="idle"])', { timeout: 30_000 })
      expect(await page.getAttribute('.desk-answer', 'data-outcome')).toBe(outcome)
      expect(problems.pageErrors).toEqual([])
      return (await page.textContent('.desk-answer')) ?? ''
    } finally {
      await cameraBrowser.close()
    }
  }

  const scanRecords = async (visitor: Visitor) =>
    (await api(`/api/scans?where[registration][equals]=${visitor.id}&limit=100&depth=0`)).docs as {
      outcome: string
      offline: boolean
      doubleAdmission: boolean
      via: string
    }[]

  const queueSent = (page: Page) =>
    waitFor('the queue to be sent', async () => ((await page.textContent('.desk-bar__net'))?.includes('待同步') ? undefined : true), 30_000)

  beforeAll(async () => {
    const wasm = fs.readFileSync(READER_WASM)
    prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } })
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-gate-'))
    prepareData(dataDir)
    smtp = await startSmtpServer()
    server = await startServer(dataDir, relayEnv(smtp))
    adminToken = await signInToRest(server.baseURL)
    await api('/api/users', { body: { ...checker, role: 'checker' } })
    for (const name of ['东门', '西门']) {
      const gate = (await api('/api/gates', { body: { name } })).doc as { id: number }
      await api('/api/checkin-devices', { body: { name: `${name}-手机`, gate: gate.id } })
    }
    await api('/api/globals/registration-settings', { body: { showDays: [{ date: `${today}T00:00:00.000Z` }] } })
    browser = await launchBrowser()
  }, 600_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await smtp?.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('J3 mail and page QR admitted by the camera, offline admissions synced, the old QR of a re-issued badge 已撤销, the panel counts people as the dashboard does, the scans list names everyone, and a 检票员 at /admin lands at /checkin', async () => {
    const east = { gate: '东门', device: '东门-手机' }
    const west = { gate: '西门', device: '西门-手机' }
    const [mailed, paged, offline, reissued] = [
      await register('闸口甲'),
      await register('闸口乙'),
      await register('闸口丙'),
      await register('闸口丁'),
    ]
    if (!mailed || !paged || !offline || !reissued) throw new Error('registration failed')

    // The mail's QR is the badge page's signed code: the camera admits it.
    const mailedCode = await qrText(await mailedQr(mailed))
    expect(mailedCode).toMatch(/^EXPO2:/)
    expect(mailedCode).toBe(await qrText(await pageQr(mailed)))
    const mailedAnswer = await showToCamera(await mailedQr(mailed), east, 'admitted')
    expect(mailedAnswer).toContain('有效')
    expect(mailedAnswer).toContain(mailed.name)
    // The badge page's QR, likewise.
    expect(await showToCamera(await pageQr(paged), east, 'admitted')).toContain(paged.name)
    expect((await scanRecords(mailed)).map((scan) => [scan.outcome, scan.via])).toEqual([['admitted', 'camera']])

    // Offline, two phones at two gates each let the third visitor in (a handheld scanner types the
    // mailed code): both queue it; back online both sync, and it is one person let in twice.
    const offlineCode = await qrText(await mailedQr(offline))
    const phones: { context: BrowserContext; page: Page }[] = []
    for (const place of [east, west]) {
      const context = await newContext(browser, 'phone', server.baseURL)
      const page = await context.newPage()
      await signInAtDesk(page, place)
      phones.push({ context, page })
    }
    for (const { context, page } of phones) {
      await context.setOffline(true)
      expect(await enter(page, '#desk-code', offlineCode, 'admitted')).toContain('离线核验')
      expect(await page.textContent('.desk-bar__net')).toContain('待同步 1')
      // The mailed code of one admitted online is known to the kit: 已入场, offline too.
      await enter(page, '#desk-code', mailedCode, 'already')
    }
    for (const { context, page } of phones) {
      await context.setOffline(false)
      await queueSent(page)
    }
    const offlineScans = await scanRecords(offline)
    expect(offlineScans.filter((scan) => scan.outcome === 'admitted')).toHaveLength(2)
    expect(offlineScans.filter((scan) => scan.doubleAdmission)).toHaveLength(1)
    expect(offlineScans.every((scan) => scan.offline)).toBe(true)

    // X16 at the desk: a number typed by the staff shows the name to check it against.
    const [eastPhone] = phones as [{ context: BrowserContext; page: Page }]
    const typed = await enter(eastPhone.page, '#desk-typed', reissued.number, 'admitted')
    expect(typed).toContain('请核对姓名和单位')
    expect(typed).toContain(reissued.name)
    // …and one read by the scanner is refused.
    await enter(eastPhone.page, '#desk-code', paged.number, 'forged')

    // 重新签发: the old mailed QR answers 已撤销 (re-issued), the new mail's QR is valid.
    const oldQr = await mailedQr(reissued)
    const mailsBefore = smtp.mails.length
    await api(`/api/registrations/${reissued.id}/reissue`, { method: 'POST' })
    const newCode = await qrText(await mailedQr(reissued, mailsBefore))
    expect(newCode).not.toBe(await qrText(oldQr))
    const revoked = await enter(eastPhone.page, '#desk-code', await qrText(oldQr), 'revoked')
    expect(revoked).toContain('已撤销')
    expect(revoked).toContain('重新签发')
    // The other phone fetches the kit again (as it does each minute), then scans the old QR offline.
    const westPage = phones[1]?.page as Page
    const heldKit = await westPage.getAttribute('.desk-bar__net', 'data-kit-tag')
    await westPage.reload({ waitUntil: 'load' })
    await westPage.waitForFunction(
      (held) => {
        const tag = document.querySelector('.desk-bar__net')?.getAttribute('data-kit-tag')
        return Boolean(tag) && tag !== held
      },
      heldKit,
      { timeout: 30_000 },
    )
    const westPhone = phones[1] as { context: BrowserContext; page: Page }
    await westPhone.context.setOffline(true)
    const revokedOffline = await enter(westPhone.page, '#desk-code', await qrText(oldQr), 'revoked')
    expect(revokedOffline).toContain('离线核验')
    await westPhone.context.setOffline(false)
    for (const { context } of phones) await context.close()

    // The panel counts people: four let in (one of them twice), as the registrations dashboard counts them.
    const admin = await newContext(browser, 'desktop', server.baseURL)
    const adminPage = await admin.newPage()
    await adminPage.goto('/checkin/panel', { waitUntil: 'load' })
    await adminPage.fill('input[name="email"]', E2E_ADMIN.email)
    await adminPage.fill('input[name="password"]', E2E_ADMIN.password)
    await adminPage.click('button[type="submit"]')
    await adminPage.waitForSelector('[data-figure="admitted"]')
    const panelAdmitted = Number(await adminPage.textContent('[data-figure="admitted"]'))
    expect(panelAdmitted).toBe(4)
    expect(Number(await adminPage.textContent('[data-figure="registered"]'))).toBe(4)
    await adminPage.goto('/admin', { waitUntil: 'load' })
    const dashboard = (await adminPage.textContent('.registration-dashboard')) ?? ''
    expect(dashboard.match(/已入场\s*(\d+)\s*人/)?.[1]).toBe(String(panelAdmitted))

    // The scans list at 100 a page: every row names its visitor, gate, device and staff (by name), past the first screen too.
    const signingSeed = Buffer.from(fs.readFileSync(path.join(dataDir, '.badge-signing-key'), 'utf8'), 'base64')
    const key = badgeKeyFromSeed(signingSeed)
    const more: Visitor[] = []
    for (let index = 0; index < 14; index += 1) more.push(await register(`列表${index}`))
    const gates = (await api('/api/gates?depth=0')).docs as { id: number; name: string }[]
    const devices = (await api('/api/checkin-devices?depth=0')).docs as { id: number; name: string }[]
    const checkerToken = (
      (await api('/api/users/login', { body: { email: checker.email, password: checker.password } })) as {
        token: string
      }
    ).token
    for (const visitor of more)
      await api('/api/scans/check', {
        token: checkerToken,
        body: {
          code: signedBadgePayload({ registrationNumber: visitor.number, badgeIssue: 0, days: [today] }, key),
          via: 'scanner',
          gate: gates.find((gate) => gate.name === '西门')?.id,
          device: devices.find((device) => device.name === '西门-手机')?.id,
        },
      })
    await adminPage.goto('/admin/collections/scans?limit=100', { waitUntil: 'load' })
    await adminPage.waitForSelector('table tbody tr')
    const rows = await adminPage.$$eval('table tbody tr', (trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())),
    )
    const header = await adminPage.$$eval('table thead th', (ths) => ths.map((th) => (th.textContent ?? '').trim()))
    const column = (label: string) => header.findIndex((text) => text.includes(label))
    expect(rows.length).toBeGreaterThan(20)
    for (const row of rows) {
      const text = row.join(' | ')
      expect(text).not.toContain('没有')
      expect(row[column('观众登记')], text).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4} \S+/)
      expect(row[column('入口')], text).toMatch(/^(东门|西门)$/)
      expect(row[column('设备')], text).toMatch(/^(东门|西门)-手机$/)
      expect(row[column('检票员')], text).toBe(checker.name)
    }
    await admin.close()

    // A 检票员 who opens the admin (and signs in there) lands at the desk.
    const staff = await newContext(browser, 'desktop', server.baseURL)
    const staffPage = await staff.newPage()
    await staffPage.goto('/admin', { waitUntil: 'load' })
    await staffPage.fill('input[name="email"]', checker.email)
    await staffPage.fill('input[name="password"]', checker.password)
    await staffPage.click('button[type="submit"]')
    await staffPage.waitForURL((url) => url.pathname === '/checkin', { timeout: 30_000 })
    await staffPage.waitForSelector('.desk-setup, .desk')
    await staff.close()
  }, 600_000)
})
