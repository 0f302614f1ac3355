import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'

import { beijingDate } from '@/locales/dates'

import { adminToken as signInToRest } from '../helpers/admin-session'
import { launchBrowser, newContext, watchProblems } from '../helpers/browser'
import { solvedCaptchaFrom } from '../helpers/captcha'
import { parseHtml } from '../helpers/html'
import { waitFor } from '../helpers/poll'
import { relayEnv, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server'
import { prepareData, type RunningServer, startServer } from './server'

type Visitor = { id: number; number: string; name: string; email: string; badgeUrl: string }

const READER_WASM = path.resolve(import.meta.dirname, '../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm')

async function qrText(png: Buffer): Promise<string> {
  const [code] = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] })
  if (!code?.text) throw new Error('no QR code in the picture')
  return code.text
}

/**
 * L1–L4 the booth, as the people at it live it: two visitors register (sharing consented) and get
 * the mail; booth staff on a phone (375 px) sign in at /leads, scan the mail's QR online and, with
 * the network off, the other's, which syncs when it is back; the exhibitor's list holds both; the
 * visitor withdraws from that exhibitor on the badge page; the next read lacks their details.
 */
describe('L2 L3 the booth in the browser', () => {
  let server: RunningServer
  let smtp: TestSmtpServer
  let browser: Browser
  let dataDir = ''
  let adminToken = ''
  let mainToken = ''
  const today = beijingDate(new Date())
  const staff = { email: 'booth-l1@e2e.example', password: 'Booth-l1-password-1', name: '展位小王' }
  const main = { email: 'main-l1@e2e.example', password: 'Main-l1-password-1', name: '展商主账号' }
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

  async function register(name: string): Promise<Visitor> {
    registered += 1
    const email = `l2-${registered}-${process.pid}@example.cn`
    const html = await (await fetch(`${server.baseURL}/register`)).text()
    const form = parseHtml(html)
    const first = (field: string) => form.querySelector(`select[name="${field}"] option:not([value=""])`)?.getAttribute('value') ?? ''
    const body = new URLSearchParams({
      name,
      mobile: `1390001${String(3000 + registered)}`,
      email,
      company: '示例核电采购有限公司',
      industry: first('industry'),
      purpose: first('purpose'),
      days: today,
      noticeVersion: html.match(/name="noticeVersion" value="([0-9a-f]{64})"/)?.[1] ?? '',
      noticeConsent: 'yes',
      shareConsent: 'yes',
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
    return { id: (found.docs as { id: number }[])[0]?.id ?? 0, number, name, email, badgeUrl }
  }

  async function mailedCode(visitor: Visitor): Promise<string> {
    const mail = await smtp.nextMailTo(visitor.email, 0)
    const picture = mail.parsed.attachments.find((attachment) => attachment.contentType === 'image/png')
    if (!picture) throw new Error('the mail has no QR picture')
    return qrText(picture.content)
  }

  /** Enters a code into the handheld scanner's field and waits for the answer of that kind. */
  async function enter(page: Page, code: string, kind: string): Promise<string> {
    const count = Number(await page.getAttribute('.leads-answer', 'data-count'))
    await page.fill('#leads-code', code)
    await page.press('#leads-code', 'Enter')
    await page.waitForSelector(`.leads-answer[data-count="${count + 1}"]`, { timeout: 30_000 })
    const text = (await page.textContent('.leads-answer')) ?? ''
    expect(await page.getAttribute('.leads-answer', 'data-kind'), text).toBe(kind)
    return text
  }

  const leadsOf = async (token: string) =>
    ((await api('/api/leads?limit=100&depth=0', { token })).docs as { id: number; registrationNumber: string; visits: number }[]) ?? []

  beforeAll(async () => {
    const wasm = fs.readFileSync(READER_WASM)
    prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } })
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-leads-'))
    prepareData(dataDir)
    smtp = await startSmtpServer()
    server = await startServer(dataDir, relayEnv(smtp))
    adminToken = await signInToRest(server.baseURL)
    await api('/api/globals/registration-settings', { body: { showDays: [{ date: `${today}T00:00:00.000Z` }] } })
    const [exhibitor] = (await api('/api/exhibitors?limit=1&depth=0')).docs as { id: number }[]
    if (!exhibitor) throw new Error('the seed has no exhibitor')
    for (const account of [
      { ...main, role: 'main' },
      { ...staff, role: 'staff' },
    ])
      await api('/api/exhibitor-accounts', { body: { ...account, exhibitor: exhibitor.id } })
    const login = await fetch(`${server.baseURL}/api/exhibitor-accounts/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: main.email, password: main.password }),
    })
    mainToken = ((await login.json()) as { token: string }).token
    browser = await launchBrowser()
  }, 600_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await smtp?.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('L1 the main account invites a booth staff account on the portal’s staff page (the invitation mail arrives) and revokes it there', async () => {
    const context = await newContext(browser, 'desktop', server.baseURL)
    await context.addCookies([{ name: 'payload-token', value: mainToken, url: server.baseURL }])
    const page = await context.newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const invited = `invited-l1-${process.pid}@e2e.example`
    await page.goto('/exhibitor/staff')
    await expect(page.locator('#portal-staff-accounts').textContent()).resolves.toBe('线索扫码账号')
    const panel = page.locator('section[aria-labelledby="portal-staff-accounts"]')
    await panel.locator('input[name="email"]').fill(invited)
    await panel.locator('input[name="name"]').fill('展位小李')
    await panel.getByRole('button', { name: '邀请' }).click()
    const row = panel.locator('tr', { hasText: invited })
    await row.waitFor()
    await expect(row.textContent()).resolves.toContain('已邀请')
    const mail = await smtp.nextMailTo(invited)
    expect(mail.parsed.subject).toContain('展位人员扫码账号邀请')
    expect(mail.parsed.text ?? '').toContain('/exhibitor/set-password')
    expect(mail.parsed.text ?? '').toContain(`${server.baseURL}/leads`)
    // The page read again lists the account from the server.
    await page.reload()
    await expect(panel.locator('tr', { hasText: invited }).textContent()).resolves.toContain('展位小李')
    page.once('dialog', (dialog) => void dialog.accept())
    await panel.locator('tr', { hasText: invited }).getByRole('button', { name: '撤销' }).click()
    await waitFor('the revoked account marked', async () =>
      ((await panel.locator('tr', { hasText: invited }).textContent()) ?? '').includes('已撤销') ? true : undefined,
    )
    const accounts = (await api(`/api/exhibitor-accounts?where[email][equals]=${encodeURIComponent(invited)}&depth=0`)).docs as {
      role: string
      status: string
    }[]
    expect(accounts).toMatchObject([{ role: 'staff', status: 'revoked' }])
    expect(pageErrors).toEqual([])
    await context.close()
  }, 180_000)

  it('L2 L3 staff scan the mailed QR online and another offline (synced once), the exhibitor’s list holds both, the visitor withdraws from the badge page, and the next read lacks their details', async () => {
    const online = await register('展位甲')
    const offline = await register('展位乙')
    const onlineCode = await mailedCode(online)
    const offlineCode = await mailedCode(offline)
    expect(onlineCode).toMatch(/^EXPO2:/)

    const context = await newContext(browser, 'phone', server.baseURL)
    const page = await context.newPage()
    const problems = watchProblems(page)
    await page.goto('/leads', { waitUntil: 'load' })
    await page.fill('input[name="email"]', staff.email)
    await page.fill('input[name="password"]', staff.password)
    await page.click('button[type="submit"]')
    await page.waitForSelector('#leads-code')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    // The kit is on the phone before the network goes.
    await waitFor('the kit', async () => ((await page.getAttribute('.leads-net', 'data-online')) === 'true' ? true : undefined), 30_000)

    const first = await enter(page, onlineCode, 'lead')
    expect(first).toContain(online.name)
    expect(first).toContain('新线索')

    await context.setOffline(true)
    expect(await enter(page, offlineCode, 'queued')).toContain('已离线保存')
    expect(await enter(page, `${offlineCode.slice(0, -3)}AAA`, 'refused')).toContain('无效胸卡')
    expect(await page.getAttribute('.leads-net', 'data-queued')).toBe('1')
    await context.setOffline(false)
    await waitFor(
      'the queue to be sent',
      async () => ((await page.getAttribute('.leads-net', 'data-queued')) === '0' ? true : undefined),
      60_000,
    )

    // The exhibitor's list (the main account's REST read) holds both, the offline one once.
    const leads = await leadsOf(mainToken)
    expect(leads.map((lead) => lead.registrationNumber).sort()).toEqual([online.number, offline.number].sort())
    const offlineLead = leads.find((lead) => lead.registrationNumber === offline.number)
    expect(offlineLead?.visits).toBe(1)

    // The visitor's badge page lists the exhibitor; 撤回 (a plain form) takes their details away from it.
    const badge = await (await fetch(server.baseURL + online.badgeUrl)).text()
    expect(badge).toContain('扫描过您胸卡的展商')
    const lead = badge.match(/name="lead" value="(\d+)"/)?.[1]
    expect(lead).toBeTruthy()
    const token = new URL(server.baseURL + online.badgeUrl).searchParams.get('t') ?? ''
    const withdrawn = await fetch(`${server.baseURL}/register/badge/${online.number}/exhibitors`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ t: token, lead: lead ?? '' }),
    })
    expect(withdrawn.status).toBe(303)
    expect(await (await fetch(server.baseURL + (withdrawn.headers.get('location') ?? ''))).text()).toContain('已撤回')

    const again = await enter(page, onlineCode, 'lead')
    expect(again).not.toContain(online.name)
    expect(again).toContain('观众未同意向展商提供信息')
    expect(JSON.stringify(await api(`/api/leads?limit=100&depth=3`, { token: mainToken }))).not.toContain(online.name)
    expect(problems.pageErrors).toEqual([])
    await context.close()
  })
})
