import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { beijingDate } from '@/locales/dates'
import { badgeKeyFromSeed, signedBadgePayload } from '@/registration/signed-badge'

import { launchBrowser, newContext, watchProblems } from '../helpers/browser'
import { solvedCaptchaFrom } from '../helpers/captcha'
import { launchWithCamera } from '../helpers/fake-camera'
import { waitFor } from '../helpers/poll'
import { E2E_ADMIN, prepareData, type RunningServer, startServer } from './server'

/** Screenshots of each state for a person to look at, when CHECKIN_SCREENSHOTS names a folder. */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.CHECKIN_SCREENSHOTS
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true })
}

type Visitor = { number: string; name: string; mobile: string; badgeUrl: string }
type Scan = { outcome: string; offline: boolean; doubleAdmission: boolean; scanId: string }

/**
 * K1–K4 the door in Chromium, against its own production server: a 检票员 signs in on a phone,
 * scans a real badge's QR with the camera (Chromium's fake camera plays a video made from the
 * badge page's QR), scans with a handheld scanner (typed code and Enter), and goes on offline.
 */
describe('K1–K4 check-in at the door in the browser', () => {
  let server: RunningServer
  let browser: Browser
  let dataDir = ''
  let adminToken = ''
  const today = beijingDate(new Date())
  const checker = { email: 'gate@e2e.example', password: 'Gate-staff-password-1' }
  const visitors: Visitor[] = []

  const api = async (pathname: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(server.baseURL + pathname, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { Authorization: `JWT ${adminToken}`, 'Content-Type': 'application/json' },
      body: init.body ? JSON.stringify(init.body) : undefined,
    })
    const body = (await response.json()) as Record<string, unknown>
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(body)}`)
    return body
  }

  /** Registers a visitor for today through the public form, as a visitor would. */
  async function register(name: string, mobile: string): Promise<Visitor> {
    const html = await (await fetch(`${server.baseURL}/register`)).text()
    const first = (field: string) =>
      html.match(new RegExp(`<select id="${field}"[^>]*><option value=""[^>]*>[^<]*</option><option value="([^"]+)"`))?.[1] ?? ''
    const body = new URLSearchParams({
      name,
      mobile,
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
    return { number, name, mobile, badgeUrl }
  }

  /** The badge as the visitor's phone shows it: the QR picture of the badge page. */
  async function badgeQr(visitor: Visitor): Promise<Buffer> {
    const html = await (await fetch(server.baseURL + visitor.badgeUrl)).text()
    const data = html.match(/class="badge__qr" src="data:image\/png;base64,([^"]+)"/)?.[1]
    if (!data) throw new Error('the badge page shows no QR code')
    return Buffer.from(data, 'base64')
  }

  /** What a handheld scanner types for the visitor's badge: the QR's text (signed with the server's key). */
  const badgeText = (visitor: Visitor) => {
    const seed = Buffer.from(fs.readFileSync(path.join(dataDir, '.badge-signing-key'), 'utf8'), 'base64')
    return signedBadgePayload({ registrationNumber: visitor.number, badgeIssue: 0, days: [today] }, badgeKeyFromSeed(seed))
  }

  const scansOf = async (visitor: Visitor): Promise<Scan[]> => {
    const found = await api(`/api/registrations?where[registrationNumber][equals]=${visitor.number}&depth=0`)
    const id = (found.docs as { id: number }[])[0]?.id
    return (await api(`/api/scans?where[registration][equals]=${id}&limit=100&depth=0`)).docs as Scan[]
  }

  async function signInAtDesk(page: Page): Promise<void> {
    await page.goto('/checkin', { waitUntil: 'load' })
    await page.fill('input[name="email"]', checker.email)
    await page.fill('input[name="password"]', checker.password)
    await page.click('button[type="submit"]')
    await page.waitForSelector('select[name="gate"]')
    await shot(page, 'phone-setup')
    await page.selectOption('select[name="gate"]', { label: '2号门' })
    await page.selectOption('select[name="device"]', { label: '2号门-A' })
    await page.click('button:has-text("开始检票")')
    await page.waitForSelector('.desk-answer[data-outcome="idle"]')
    // The kit (public key, admitted today) is on the device before the network goes.
    await page.waitForSelector('.desk-bar__net[data-kit-day]')
    await shot(page, 'phone-idle')
  }

  /** Types a code as a handheld scanner does (its text, then Enter) and waits for the desk's next answer. */
  async function typeCode(page: Page, code: string, outcome: string): Promise<void> {
    const count = Number(await page.getAttribute('.desk-answer', 'data-count'))
    await page.fill('#desk-code', '')
    await page.focus('#desk-code')
    await page.keyboard.type(code)
    await page.keyboard.press('Enter')
    await page.waitForSelector(`.desk-answer[data-count="${count + 1}"]`)
    expect(await page.getAttribute('.desk-answer', 'data-outcome')).toBe(outcome)
  }

  async function withCamera<T>(qr: Buffer, use: (context: BrowserContext) => Promise<T>): Promise<T> {
    const cameraBrowser = await launchWithCamera(qr, dataDir)
    try {
      const context = await newContext(cameraBrowser, 'phone', server.baseURL, { permissions: ['camera'] })
      return await use(context)
    } finally {
      await cameraBrowser.close()
    }
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-checkin-'))
    prepareData(dataDir)
    server = await startServer(dataDir)
    const login = await fetch(`${server.baseURL}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    })
    adminToken = ((await login.json()) as { token: string }).token
    await api('/api/users', { body: { ...checker, name: '王检票', role: 'checker' } })
    for (const name of ['1号门', '2号门']) {
      const gate = (await api('/api/gates', { body: { name } })).doc as { id: number }
      await api('/api/checkin-devices', { body: { name: `${name}-A`, gate: gate.id } })
    }
    await api('/api/globals/registration-settings', { body: { showDays: [{ date: `${today}T00:00:00.000Z` }] } })
    visitors.push(
      await register('门禁甲', '13900001001'),
      await register('门禁乙', '13900001002'),
      await register('门禁丙', '13900001003'),
      await register('门禁丁', '13900001004'),
    )
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('K1 the camera reads a real badge’s QR and the desk answers 有效 with name, company and days, then 已入场 for the scanner', async () => {
    const [visitor] = visitors as [Visitor]
    await withCamera(await badgeQr(visitor), async (context) => {
      const page = await context.newPage()
      const problems = watchProblems(page)
      await signInAtDesk(page)
      await page.click('button:has-text("摄像头扫码")')
      await page.waitForSelector('.desk-answer[data-outcome="admitted"]', { timeout: 30_000 })
      const answer = await page.textContent('.desk-answer')
      expect(answer).toContain('有效')
      expect(answer).toContain(visitor.name)
      expect(answer).toContain('示例核电设备有限公司')
      expect(answer).toContain(today)
      await shot(page, 'phone-admitted-camera')
      await page.click('button:has-text("关闭摄像头")')
      // A handheld scanner types the same badge and Enter: admitted already, with when, where and by whom.
      await typeCode(page, badgeText(visitor), 'already')
      expect(await page.textContent('.desk-answer')).toMatch(/已入场[\s\S]*首次入场 \d\d:\d\d，2号门，检票员 王检票/)
      await shot(page, 'phone-already')
      expect(problems.cspViolations).toEqual([])
      expect(problems.pageErrors).toEqual([])
    })
    expect((await scansOf(visitor)).map((scan) => scan.outcome).sort()).toEqual(['admitted', 'already'])
  })

  it('K1 the page may use the camera and compile the reader; no other page may', async () => {
    const desk = await fetch(`${server.baseURL}/checkin`)
    expect(desk.headers.get('content-security-policy')).toContain("'wasm-unsafe-eval'")
    expect(desk.headers.get('permissions-policy')).toContain('camera=(self)')
    const home = await fetch(`${server.baseURL}/home`)
    expect(home.headers.get('content-security-policy')).not.toContain('wasm-unsafe-eval')
    expect(home.headers.get('permissions-policy')).toContain('camera=()')
    const reader = await fetch(`${server.baseURL}/checkin/scanner.wasm`)
    expect(reader.headers.get('content-type')).toBe('application/wasm')
    expect(Buffer.from(await reader.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d]))
  })

  it('K1 an altered badge and another site’s QR answer 伪造或未知 in red; a signed-out desk is told to sign in, in another colour', async () => {
    const context = await newContext(browser, 'phone', server.baseURL)
    try {
      const page = await context.newPage()
      await signInAtDesk(page)
      const [, visitor] = visitors as [Visitor, Visitor]
      const altered = badgeText(visitor).replace(today.replaceAll('-', ''), '20200101')
      await typeCode(page, altered, 'forged')
      expect(await page.textContent('.desk-answer')).toContain('伪造或未知')
      await shot(page, 'phone-forged')
      const colour = (outcome: string) =>
        page.$eval(`.desk-answer[data-outcome="${outcome}"]`, (element) => getComputedStyle(element).backgroundColor)
      const forgedColour = await colour('forged')
      await typeCode(page, 'https://example.com/not-a-badge', 'forged')
      await context.clearCookies()
      await typeCode(page, badgeText(visitor), 'signedOut')
      expect(await colour('signedOut')).not.toBe(forgedColour)
      await page.setViewportSize({ width: 1280, height: 800 })
      await shot(page, 'desktop-signed-out')
      expect(await scansOf(visitor)).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('K3 offline the desk goes on admitting from the signed badge, queues the scans, and sends them once when back online', async () => {
    const [admittedOnline, offlineVisitor] = visitors as [Visitor, Visitor]
    const context = await newContext(browser, 'phone', server.baseURL)
    try {
      const page = await context.newPage()
      await signInAtDesk(page)
      await context.setOffline(true)
      await typeCode(page, badgeText(offlineVisitor), 'admitted')
      expect(await page.textContent('.desk-answer')).toContain('离线核验')
      await shot(page, 'phone-offline-admitted')
      await typeCode(page, badgeText(offlineVisitor), 'already')
      await typeCode(page, badgeText(admittedOnline), 'already')
      expect(await page.textContent('.desk-bar__net')).toContain('待同步 3')
      await shot(page, 'phone-offline-already')
      // What the device keeps: ids and signed codes, no name or mobile.
      const stored = await page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve) => {
          const request = indexedDB.open('checkin')
          request.onsuccess = () => resolve(request.result)
        })
        const all = (store: string) =>
          new Promise<unknown[]>((resolve) => {
            const request = db.transaction(store).objectStore(store).getAll()
            request.onsuccess = () => resolve(request.result)
          })
        return JSON.stringify({ kit: await all('kit'), queue: await all('queue'), local: { ...localStorage } })
      })
      for (const visitor of visitors) {
        expect(stored).not.toContain(visitor.name)
        expect(stored).not.toContain(visitor.mobile)
      }
      await context.setOffline(false)
      await waitFor(
        'the queue to be sent',
        async () => ((await page.textContent('.desk-bar__net'))?.includes('待同步') ? undefined : true),
        30_000,
      )
      const scans = await scansOf(offlineVisitor)
      expect(
        scans
          .filter((scan) => scan.offline)
          .map((scan) => scan.outcome)
          .sort(),
      ).toEqual(['admitted', 'already'])
      expect(new Set(scans.map((scan) => scan.scanId)).size).toBe(scans.length)
      // Reloaded, the desk sends nothing twice.
      await page.reload({ waitUntil: 'load' })
      await page.waitForSelector('.desk-bar__net[data-kit-day]')
      expect(await scansOf(offlineVisitor)).toHaveLength(scans.length)
    } finally {
      await context.close()
    }
  })

  it('K3 installed as an app, the desk opens again without the network and goes on admitting', async () => {
    const [, , , fourth] = visitors as [Visitor, Visitor, Visitor, Visitor]
    const manifest = (await (await fetch(`${server.baseURL}/checkin/manifest.webmanifest`)).json()) as Record<string, string>
    expect(manifest).toMatchObject({ start_url: '/checkin', scope: '/checkin', display: 'standalone' })
    const context = await newContext(browser, 'phone', server.baseURL)
    try {
      const page = await context.newPage()
      await signInAtDesk(page)
      expect(await page.getAttribute('link[rel="manifest"]', 'href')).toBe('/checkin/manifest.webmanifest')
      // The service worker keeps the page and what it loaded; never an API answer.
      const kept = await waitFor(
        'the service worker to keep the desk',
        async () => {
          const urls = await page.evaluate(async () => {
            await navigator.serviceWorker.ready
            const cache = await caches.open('checkin-desk-v1')
            return (await cache.keys()).map((request) => new URL(request.url).pathname)
          })
          return urls.includes('/checkin') && urls.some((url) => url.startsWith('/_next/static/')) ? urls : undefined
        },
        20_000,
      )
      expect(kept.filter((url) => url.startsWith('/api/'))).toEqual([])
      await context.setOffline(true)
      await page.reload({ waitUntil: 'load' })
      await page.waitForSelector('.desk-bar__net--off')
      await typeCode(page, badgeText(fourth), 'admitted')
      await context.setOffline(false)
      await waitFor(
        'the queue to be sent',
        async () => ((await page.textContent('.desk-bar__net'))?.includes('待同步') ? undefined : true),
        30_000,
      )
      expect((await scansOf(fourth)).map((scan) => [scan.outcome, scan.offline])).toEqual([['admitted', true]])
    } finally {
      await context.close()
    }
  })

  it('K4 the organiser’s panel shows today’s admissions per gate and refreshes by itself', async () => {
    const context = await newContext(browser, 'desktop', server.baseURL)
    try {
      const page = await context.newPage()
      await page.goto('/checkin/panel', { waitUntil: 'load' })
      await page.fill('input[name="email"]', E2E_ADMIN.email)
      await page.fill('input[name="password"]', E2E_ADMIN.password)
      await page.click('button[type="submit"]')
      await page.waitForSelector('[data-figure="admitted"]')
      const before = Number(await page.textContent('[data-figure="admitted"]'))
      expect(Number(await page.textContent('[data-figure="registered"]'))).toBe(visitors.length)
      expect(await page.textContent('.figures')).toContain('2号门')
      const [, , third] = visitors as [Visitor, Visitor, Visitor]
      const desk = await newContext(browser, 'phone', server.baseURL)
      const deskPage = await desk.newPage()
      await signInAtDesk(deskPage)
      await typeCode(deskPage, badgeText(third), 'admitted')
      await desk.close()
      await waitFor(
        'the panel to count the new admission',
        async () => (Number(await page.textContent('[data-figure="admitted"]')) === before + 1 ? true : undefined),
        20_000,
      )
      await shot(page, 'desktop-panel')
    } finally {
      await context.close()
    }
  })

  it('K1 a 检票员 signed in to the admin sees no registrations', async () => {
    const context = await newContext(browser, 'desktop', server.baseURL)
    try {
      const page = await context.newPage()
      await page.goto('/admin/login', { waitUntil: 'load' })
      await page.fill('input[name="email"]', checker.email)
      await page.fill('input[name="password"]', checker.password)
      await page.click('button[type="submit"]')
      // J3: a 检票员's admin is the check-in desk: the dashboard sends them on to /checkin.
      await page.waitForURL((url) => url.pathname.startsWith('/checkin'), { timeout: 30_000, waitUntil: 'load' })
      expect(await page.$('a[href="/admin/collections/registrations"]')).toBeNull()
      await page.goto('/admin/collections/registrations', { waitUntil: 'load' })
      const text = (await page.textContent('body')) ?? ''
      for (const visitor of visitors) {
        expect(text).not.toContain(visitor.name)
        expect(text).not.toContain(visitor.mobile)
      }
    } finally {
      await context.close()
    }
  })
})
