import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'

import { beijingDate } from '@/locales/dates'

import { adminToken as signInToRest } from '../helpers/admin-session'
import { downloadedBytes, launchBrowser, newContext, watchProblems } from '../helpers/browser'
import { solvedCaptchaFrom } from '../helpers/captcha'
import { launchWithCamera } from '../helpers/fake-camera'
import { fetchPage, parseHtml, textsOf } from '../helpers/html'
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
 * the mail; booth staff on a phone (375 px) sign in at /leads, show the mail's QR to the phone's
 * camera online and, with the network off, read the other's with the handheld scanner, which syncs
 * when it is back; the exhibitor exports the list; the visitor withdraws from that exhibitor on the
 * badge page; the next export, pressed again, lacks their details. Then the portal's leads pages
 * over plain HTTP, as the main account, its staff and another exhibitor.
 */
describe('L2 L3 the booth in the browser', () => {
  let server: RunningServer
  let smtp: TestSmtpServer
  let browser: Browser
  let dataDir = ''
  let adminToken = ''
  let mainToken = ''
  let staffToken = ''
  let staffId = 0
  let otherToken = ''
  /** The visitors the booth met in the journey, for the portal's pages after it. */
  const met: { online?: Visitor; offline?: Visitor } = {}
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

  async function mailedPicture(visitor: Visitor): Promise<Buffer> {
    const mail = await smtp.nextMailTo(visitor.email, 0)
    const picture = mail.parsed.attachments.find((attachment) => attachment.contentType === 'image/png')
    if (!picture) throw new Error('the mail has no QR picture')
    return picture.content
  }

  const mailedCode = async (visitor: Visitor) => qrText(await mailedPicture(visitor))

  const signInAs = async (account: { email: string; password: string }) => {
    const login = await fetch(`${server.baseURL}/api/exhibitor-accounts/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    })
    return ((await login.json()) as { token: string }).token
  }

  /** The main account presses an export button on /exhibitor/leads: the file it downloads, as text. */
  async function pressExport(page: Page, label: string): Promise<string> {
    await page.goto('/exhibitor/leads')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: label }).click()])
    return (await downloadedBytes(download)).toString('utf8')
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
    ((await api('/api/leads?limit=100&depth=0', { token })).docs as {
      id: number
      registrationNumber: string
      visits: number
      rating?: string | null
      tags?: string[]
      note?: string
    }[]) ?? []

  beforeAll(async () => {
    const wasm = fs.readFileSync(READER_WASM)
    prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } })
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-leads-'))
    prepareData(dataDir)
    smtp = await startSmtpServer()
    server = await startServer(dataDir, relayEnv(smtp))
    adminToken = await signInToRest(server.baseURL)
    await api('/api/globals/registration-settings', { body: { showDays: [{ date: `${today}T00:00:00.000Z` }] } })
    const [exhibitor, otherExhibitor] = (await api('/api/exhibitors?limit=2&depth=0')).docs as { id: number }[]
    if (!exhibitor || !otherExhibitor) throw new Error('the seed has fewer than two exhibitors')
    const other = { email: 'other-l1@e2e.example', password: 'Other-l1-password-1', name: '别家主账号' }
    for (const account of [
      { ...main, role: 'main', exhibitor: exhibitor.id },
      { ...staff, role: 'staff', exhibitor: exhibitor.id },
      { ...other, role: 'main', exhibitor: otherExhibitor.id },
    ]) {
      const created = (await api('/api/exhibitor-accounts', { body: account })).doc as { id: number }
      if (account.email === staff.email) staffId = created.id
    }
    mainToken = await signInAs(main)
    staffToken = await signInAs(staff)
    otherToken = await signInAs(other)
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

  it('L2 L3 L4 L5 staff show the mailed QR to the phone’s camera and scan another offline (synced once); the exhibitor exports; the visitor withdraws on the badge page; the export pressed again lacks their details', async () => {
    const online = await register('展位甲')
    const offline = await register('展位乙')
    met.online = online
    met.offline = offline
    const onlinePicture = await mailedPicture(online)
    const onlineCode = await qrText(onlinePicture)
    const offlineCode = await mailedCode(offline)
    expect(onlineCode).toMatch(/^EXPO2:/)

    // The phone's camera sees the mail's QR picture (Chromium's fake camera plays it).
    const phone = await launchWithCamera(onlinePicture, dataDir)
    const desktop = await newContext(browser, 'desktop', server.baseURL, { acceptDownloads: true })
    try {
      const context = await newContext(phone, 'phone', server.baseURL, { permissions: ['camera'] })
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

      const shown = Number(await page.getAttribute('.leads-answer', 'data-count'))
      await page.click('button:has-text("摄像头扫码")')
      await page.waitForSelector(`.leads-answer[data-count="${shown + 1}"]`, { timeout: 30_000 })
      await page.click('button:has-text("关闭摄像头")')
      const first = (await page.textContent('.leads-answer')) ?? ''
      expect(await page.getAttribute('.leads-answer', 'data-kind'), first).toBe('lead')
      expect(first).toContain(online.name)
      expect(first).toContain('新线索')
      // L4 the staff qualify the lead on the phone, under its answer: a rating, tags, a note.
      await page.check('.leads-qualify input[name="rating"][value="warm"]')
      await page.fill('.leads-qualify input[name="tags"]', '阀门，采购')
      await page.fill('.leads-qualify textarea[name="note"]', '需要报价')
      await page.click('.leads-qualify button[type="submit"]')
      await expect(page.locator('.leads-qualify [role="status"]').textContent()).resolves.toBe('已保存')

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

      // The exhibitor's list (the main account's REST read) holds both, the offline one once; the first read by the camera.
      const leads = await leadsOf(mainToken)
      expect(leads.map((lead) => lead.registrationNumber).sort()).toEqual([online.number, offline.number].sort())
      const offlineLead = leads.find((lead) => lead.registrationNumber === offline.number)
      expect(offlineLead?.visits).toBe(1)
      const onlineLead = leads.find((lead) => lead.registrationNumber === online.number)
      expect(onlineLead).toMatchObject({ rating: 'warm', tags: ['阀门', '采购'], note: '需要报价' })
      const scans = (await api(`/api/lead-scans?where[lead][equals]=${onlineLead?.id}&depth=0`, { token: mainToken })).docs as {
        via: string
      }[]
      expect(scans[0]?.via).toBe('camera')

      // The main account presses 导出 CSV on the portal's leads page: the visitor's details are in the file.
      await desktop.addCookies([{ name: 'payload-token', value: mainToken, url: server.baseURL }])
      const portal = await desktop.newPage()
      const before = await pressExport(portal, 'CSV（UTF-8）')
      expect(before).toContain(online.name)
      expect(before).toContain(offline.name)

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

      // The same button again: the file has the visitor's number and 未同意共享, not their details.
      const after = await pressExport(portal, 'CSV（UTF-8）')
      const row = after.split('\r\n').find((line) => line.includes(online.number)) ?? ''
      expect(row).toContain('未同意共享')
      expect(after).not.toContain(online.name)
      expect(after).not.toContain(online.email)
      expect(after).toContain(offline.name)

      const again = await enter(page, `${onlineCode}`, 'lead')
      expect(again).not.toContain(online.name)
      expect(again).toContain('观众未同意向展商提供信息')
      expect(JSON.stringify(await api(`/api/leads?limit=100&depth=3`, { token: mainToken }))).not.toContain(online.name)
      expect(problems.pageErrors).toEqual([])
    } finally {
      await desktop.close()
      await phone.close()
    }
  }, 240_000)

  it('L1 L5 L6 the portal’s leads pages over HTTP: the main account’s list searched and filtered by day, rating, tag and staff, its live figures and printable report; staff see their own scans only; another exhibitor’s cookie reads none of them', async () => {
    const { online, offline } = met
    if (!online || !offline) throw new Error('the journey above met no visitors')
    // A visitor the main account scans itself: not one of the staff member's scans.
    const third = await register('展位丙')
    await api('/api/leads/scan', {
      token: mainToken,
      body: { code: await mailedCode(third), via: 'scanner', device: '展台电脑', scanId: randomUUID() },
    })
    const ids = new Map((await leadsOf(mainToken)).map((lead) => [lead.registrationNumber, lead.id]))
    await api(`/api/leads/${ids.get(offline.number)}`, { method: 'PATCH', token: mainToken, body: { rating: 'hot', tags: ['主泵'] } })

    // A browser's own navigation (Sec-Fetch-Site: none): Payload takes a session cookie only from such or from the site itself.
    const session = (token: string) => ({ cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'none' })
    const as = (token: string, pathname: string) => fetchPage(server.baseURL, pathname, { headers: session(token) })
    const listed = async (token: string, query = '') => {
      const { response, document } = await as(token, `/exhibitor/leads${query}`)
      expect(response.status).toBe(200)
      return textsOf(document, '.leads-table tbody tr td:first-child').sort()
    }
    const all = [online.number, offline.number, third.number].sort()
    expect(await listed(mainToken)).toEqual(all)
    const page = await as(mainToken, '/exhibitor/leads')
    const rowOf = (number: string) => textsOf(page.document, '.leads-table tbody tr').find((text) => text.startsWith(number)) ?? ''
    expect(rowOf(online.number)).toContain('未同意共享')
    expect(page.html).not.toContain(online.name)
    expect(rowOf(offline.number)).toContain(offline.name)
    expect(rowOf(offline.number)).toContain('主泵')
    expect(await listed(mainToken, `?q=${encodeURIComponent(offline.name)}`)).toEqual([offline.number])
    // A withdrawn visitor's name finds nothing: the search sees only what is shared.
    expect(await listed(mainToken, `?q=${encodeURIComponent(online.name)}`)).toEqual([])
    expect(await listed(mainToken, `?day=${today}`)).toEqual(all)
    expect(await listed(mainToken, '?day=2020-01-01')).toEqual([])
    expect(await listed(mainToken, '?rating=hot')).toEqual([offline.number])
    expect(await listed(mainToken, `?tag=${encodeURIComponent('主泵')}`)).toEqual([offline.number])
    expect(await listed(mainToken, `?staff=${staffId}`)).toEqual([online.number, offline.number].sort())
    const filtered = await as(mainToken, '/exhibitor/leads?rating=hot')
    const csv = filtered.document.querySelector('a[href*="format=csv"]')?.getAttribute('href') ?? ''
    expect(csv).toMatch(/^\/api\/leads-portal\/export\?/)
    expect(new URL(csv, server.baseURL).searchParams.get('rating')).toBe('hot')

    const dashboard = await as(mainToken, '/exhibitor/leads/dashboard')
    expect(dashboard.response.status).toBe(200)
    expect(textsOf(dashboard.document, '[data-figure="leads"]')[0]).toBe('3')
    expect(dashboard.html).not.toContain(online.name)
    expect(dashboard.document.querySelectorAll('svg').length).toBeGreaterThan(0)

    // Until the show's last day is over the report says when it comes; after it, the printable page.
    expect((await as(mainToken, '/exhibitor/leads/report')).html).toContain('报告在展会最后一天')
    const yesterday = beijingDate(new Date(Date.now() - 86_400_000))
    await api('/api/globals/registration-settings', { body: { showDays: [{ date: `${yesterday}T00:00:00.000Z` }] } })
    const report = await waitFor('the report once the show is over', async () => {
      const answer = await as(mainToken, '/exhibitor/leads/report')
      return answer.html.includes('打印或另存为 PDF') ? answer : undefined
    })
    expect(textsOf(report.document, '[data-figure="leads"]')[0]).toBe('3')
    expect(report.document.querySelector('a[href="/api/leads-portal/report"]')?.textContent).toBe('下载报告数据（XLSX）')
    expect(report.html).not.toContain(online.name)

    // Booth staff have no portal (the sign-in form, none of the leads); their own scans are theirs at /leads.
    for (const pathname of ['/exhibitor/leads', '/exhibitor/leads/dashboard', '/exhibitor/leads/report']) {
      const staffPage = await as(staffToken, pathname)
      expect(staffPage.document.querySelector('#portal-sign-in'), pathname).not.toBeNull()
      for (const number of all) expect(staffPage.html, pathname).not.toContain(number)
    }
    expect((await leadsOf(staffToken)).map((lead) => lead.registrationNumber).sort()).toEqual([online.number, offline.number].sort())

    // Another exhibitor's main account: its own (empty) pages and export, none of this booth's visitors.
    expect(await listed(otherToken)).toEqual([])
    expect(await listed(otherToken, `?staff=${staffId}`)).toEqual([])
    for (const pathname of ['/exhibitor/leads', '/exhibitor/leads/dashboard', '/exhibitor/leads/report']) {
      const otherPage = await as(otherToken, pathname)
      expect(otherPage.response.status, pathname).toBe(200)
      for (const number of all) expect(otherPage.html, pathname).not.toContain(number)
      expect(otherPage.html, pathname).not.toContain(offline.name)
    }
    const otherExport = await fetch(`${server.baseURL}/api/leads-portal/export?format=csv`, {
      headers: session(otherToken),
    })
    expect(otherExport.status).toBe(200)
    const otherFile = await otherExport.text()
    for (const number of all) expect(otherFile).not.toContain(number)
  }, 180_000)
})
