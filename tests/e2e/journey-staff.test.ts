import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import ExcelJS from 'exceljs'
import type { Browser, Download, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { downloadedBytes, launchBrowser, newContext, withoutAd } from '../helpers/browser'
import { createStaff, restAs, type Staff } from '../helpers/admin-session'
import { solvedCaptchaFrom } from '../helpers/captcha'
import { relayEnv, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server'
import { hydrated, signInToAdmin } from './harness'
import { prepareData, type RunningServer, startServer } from './server'

const BADGE_LINK = /\/register\/badge\/([2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4})\?t=[2-9A-HJ-NP-Z]{26}$/
/** The date picker's own input (the field also holds the time-zone picker's). */
const dateInput = (name: string) => `#field-${name} .date-time-picker__input-wrapper input`

type Visitor = { name: string; mobile: string; email: string; industry: string; share: boolean; number: string; link: string }
type Stored = { id: number; status: string; registrationNumber: string }

/**
 * J2 registration staff, as a 报名管理员 walks it in the admin: opening times and a cap in the
 * settings, visitors registering (the third waits), the desk with labels, every export pressed as
 * its button and its file opened, revoke and re-issue.
 */
describe('J2 registration staff in the admin', () => {
  let server: RunningServer
  let smtp: TestSmtpServer
  let browser: Browser
  let registrar: Staff
  let dataDir = ''
  let mobiles = 0

  const freshMobile = () => `138${String((process.pid % 10_000) * 1000 + (mobiles += 1)).padStart(8, '0')}`

  /** The form as a browser posts it: the notice's version and the first show day read from the page. */
  async function register(visitor: Omit<Visitor, 'number' | 'link'>): Promise<Visitor> {
    const html = await (await fetch(`${server.baseURL}/register`)).text()
    const body = new URLSearchParams({
      name: visitor.name,
      mobile: visitor.mobile,
      email: visitor.email,
      company: `${visitor.name}的单位`,
      jobTitle: '采购经理',
      industry: visitor.industry,
      purpose: 'sourcing',
      days: html.match(/id="day-0" name="days" value="([^"]+)"/)?.[1] ?? '',
      noticeVersion: html.match(/name="noticeVersion" value="([0-9a-f]{64})"/)?.[1] ?? '',
      noticeConsent: 'yes',
      website: '',
      altcha: await solvedCaptchaFrom(server.baseURL),
    })
    if (visitor.share) body.set('shareConsent', 'yes')
    const answer = await fetch(`${server.baseURL}/register/submit`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(answer.status).toBe(303)
    const link = answer.headers.get('location') ?? ''
    const number = BADGE_LINK.exec(link)?.[1]
    if (!number) throw new Error(`no badge link after registering: ${link}`)
    return { ...visitor, number, link }
  }

  /** The registration as stored, read by the registrar (by its number: no mobile in any URL). */
  async function stored(visitor: Visitor): Promise<Stored> {
    const answer = await restAs(
      server.baseURL,
      registrar.token,
      `/api/registrations?where[registrationNumber][equals]=${visitor.number}&depth=0`,
    )
    const doc = (answer.body.docs as Stored[] | undefined)?.[0]
    if (!doc) throw new Error(`registration ${visitor.number} not found`)
    return doc
  }

  /** Presses an export button as a person does and returns the downloaded file's bytes and name. */
  async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
    const [file]: [Download, void] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button, exact: true }).click(),
    ])
    return { name: file.suggestedFilename(), bytes: await downloadedBytes(file) }
  }

  async function sheetRows(bytes: Buffer): Promise<string[][]> {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
    const rows: string[][] = []
    workbook.worksheets[0]?.eachRow((row) =>
      rows.push((row.values as unknown[]).slice(1).map((cell) => (cell == null ? '' : String(cell)))),
    )
    return rows
  }

  /** Opens a registration's record and presses one of its badge buttons, confirming the question. */
  async function pressBadgeButton(page: Page, visitor: Visitor, button: '撤销胸卡' | '重新签发'): Promise<string> {
    const { id } = await stored(visitor)
    await page.goto(`/admin/collections/registrations/${id}`, { waitUntil: 'load' })
    const actions = page.locator('.badge-actions')
    await hydrated(page, '.badge-actions button')
    page.once('dialog', (dialog) => void dialog.accept())
    // Done without a link to show, the sidebar reloads the record a moment later: the next step waits for it.
    const reloaded = page.waitForEvent('load', { timeout: 15_000 })
    reloaded.catch(() => undefined)
    const [answer] = await Promise.all([
      page.waitForResponse((response) =>
        response.url().endsWith(`/api/registrations/${id}/${button === '撤销胸卡' ? 'revoke' : 'reissue'}`),
      ),
      actions.getByRole('button', { name: button }).click(),
    ])
    expect(answer.status()).toBe(200)
    // Read in the page as it appears: the reload that follows may take the message away between a wait and a read.
    const shown = await page.waitForFunction(() => document.querySelector('.badge-actions [role="status"]')?.textContent || null)
    const message = String(await shown.jsonValue())
    if ((await actions.locator('.badge-actions__link').count()) === 0) await reloaded
    return message
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-staff-'))
    prepareData(dataDir)
    smtp = await startSmtpServer()
    server = await startServer(dataDir, relayEnv(smtp))
    browser = await launchBrowser()
    registrar = await createStaff(server.baseURL, 'registrar', '报名管理员丙')
  }, 300_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await smtp?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('J2 opening times and a cap of 2; three register, the third waits; the desk shows labels; each export pressed and opened (the exhibitors get only consenting, registered visitors); revoke moves the waiting one up; re-issue stays within the cap; a visitor without e-mail gets the link through staff', async () => {
    const context = await newContext(browser, 'desktop', server.baseURL, { acceptDownloads: true })
    await withoutAd(context)
    try {
      const page = await context.newPage()
      await signInToAdmin(page, registrar)

      // The settings: registration open from 1 November 09:00 to 10 April 2030 18:00 (Beijing time), two places a day.
      await page.goto('/admin/globals/registration-settings', { waitUntil: 'load' })
      await hydrated(page, dateInput('opensAt'))
      await page.locator(dateInput('opensAt')).fill('2026-11-01 09:00')
      await page.locator('#field-capPerDay').click()
      await page.locator(dateInput('closesAt')).fill('2030-04-10 18:00')
      await page.locator('#field-capPerDay').fill('2')
      await page.locator('#action-save').click()
      const settings = async () => (await restAs(server.baseURL, registrar.token, '/api/globals/registration-settings?depth=0')).body
      await expect.poll(settings, { timeout: 15_000 }).toMatchObject({
        opensAt: '2026-11-01T01:00:00.000Z',
        closesAt: '2030-04-10T10:00:00.000Z',
        capPerDay: 2,
      })
      // Dates read as the product writes them elsewhere (2026-11-01 09:00, Beijing time), never 「11月 1, 2026 9:00 上午」.
      await page.reload({ waitUntil: 'load' })
      await expect.poll(() => page.locator(dateInput('opensAt')).inputValue(), { timeout: 15_000 }).toBe('2026-11-01 09:00')
      expect(await page.locator(dateInput('closesAt')).inputValue()).toBe('2030-04-10 18:00')

      // Three visitors register on the first day (over HTTP, as the form posts); the cap is 2, so the third waits.
      const shared = await register({
        name: '甲观众',
        mobile: freshMobile(),
        email: `jia-${process.pid}@example.cn`,
        industry: 'nuclear-power',
        share: true,
      })
      const noMail = await register({ name: '乙观众', mobile: freshMobile(), email: '', industry: 'equipment', share: false })
      const waiting = await register({
        name: '丙观众',
        mobile: freshMobile(),
        email: `bing-${process.pid}@example.cn`,
        industry: 'nuclear-power',
        share: true,
      })
      expect((await stored(shared)).status).toBe('registered')
      expect((await stored(noMail)).status).toBe('registered')
      expect((await stored(waiting)).status).toBe('waitlisted')
      const waitingPage = await (await fetch(server.baseURL + waiting.link)).text()
      expect(waitingPage).toContain('候补中')
      expect(waitingPage).not.toContain('class="badge__qr"')

      // The desk: labels, not codes, in the list; the filters choose by label.
      await page.goto('/admin/collections/registrations', { waitUntil: 'load' })
      const table = page.locator('.table table')
      await table.waitFor()
      const row = (visitor: Visitor) => table.locator('tbody tr', { hasText: visitor.number })
      await expect.poll(() => row(shared).textContent(), { timeout: 15_000 }).toContain('核电站建设与运营')
      const sharedRow = (await row(shared).textContent()) ?? ''
      expect(sharedRow).toContain('采购与寻找供应商')
      expect(sharedRow).toContain('已登记')
      expect(sharedRow).toContain('观众')
      expect(await row(noMail).textContent()).toContain('核级装备制造')
      expect(await row(waiting).textContent()).toContain('候补中')
      const tableText = (await table.textContent()) ?? ''
      for (const code of ['nuclear-power', 'equipment', 'sourcing', 'registered', 'waitlisted']) expect(tableText).not.toContain(code)
      const industry = page.locator('.registration-exports select[name="industry"]')
      expect(await industry.locator('option').allTextContents()).toEqual(
        expect.arrayContaining(['全部', '核电站建设与运营', '核级装备制造']),
      )
      expect(await page.locator('.registration-exports input[name="industry"]').count()).toBe(0)
      await hydrated(page, '.registration-exports__filter')
      await industry.selectOption({ label: '核级装备制造' })
      await page.getByRole('button', { name: '筛选列表' }).click()
      await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1)
      expect(await table.locator('tbody tr').textContent()).toContain(noMail.number)
      await industry.selectOption({ label: '全部' })
      await page.getByRole('button', { name: '筛选列表' }).click()
      await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(3)

      // The record too shows the label.
      await page.goto(`/admin/collections/registrations/${(await stored(shared)).id}`, { waitUntil: 'load' })
      await expect.poll(() => page.locator('#field-industry').textContent(), { timeout: 15_000 }).toContain('核电站建设与运营')
      expect(await page.locator('#field-purpose').textContent()).toContain('采购与寻找供应商')
      const consentedAt = page.locator(dateInput('consentedAt'))
      expect(await consentedAt.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)

      // Every export, pressed as its button, the file opened.
      await page.goto('/admin/collections/registrations', { waitUntil: 'load' })
      await hydrated(page, '.registration-exports__filter')
      const csv = await download(page, '导出 CSV')
      expect(csv.name).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/)
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const csvText = csv.bytes.subarray(3).toString('utf8')
      const csvLines = csvText.trim().split(/\r?\n/)
      expect(csvLines[0]).toContain('所属行业')
      expect(csvLines).toHaveLength(4)
      for (const visitor of [shared, noMail, waiting]) expect(csvText).toContain(visitor.mobile)
      expect(csvText).toContain('核电站建设与运营')
      expect(csvText).toContain('采购与寻找供应商')
      expect(csvText).toContain('候补中')
      expect(csvText).not.toContain('nuclear-power')

      const everyone = await download(page, '导出 Excel')
      expect(everyone.name).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.xlsx$/)
      const everyoneRows = await sheetRows(everyone.bytes)
      expect(everyoneRows).toHaveLength(4)
      expect(everyoneRows.slice(1).map((cells) => cells[1])).toEqual(['甲观众', '乙观众', '丙观众'])

      const exhibitors = await download(page, '导出展商名单（Excel）')
      expect(exhibitors.name).toMatch(/^exhibitors-\d{4}-\d{2}-\d{2}\.xlsx$/)
      expect(exhibitors.bytes.equals(everyone.bytes)).toBe(false)
      const exhibitorRows = await sheetRows(exhibitors.bytes)
      expect(exhibitorRows[0]).toEqual(['姓名', '单位名称', '职务', '手机号', '电子邮箱', '所属行业'])
      // Only the visitor who agreed and holds a place: not the one who did not agree, not the one waiting.
      expect(exhibitorRows.slice(1)).toEqual([['甲观众', '甲观众的单位', '采购经理', shared.mobile, shared.email, '核电站建设与运营']])
      const exhibitorText = exhibitorRows.flat().join('\n')
      for (const visitor of [noMail, waiting]) {
        expect(exhibitorText).not.toContain(visitor.mobile)
        expect(exhibitorText).not.toContain(visitor.name)
      }

      // Revoke the first badge: its place goes to the waiting visitor, who is mailed.
      const promotedMail = smtp.mails.length
      expect(await pressBadgeButton(page, shared, '撤销胸卡')).toContain('胸卡已撤销')
      await expect.poll(async () => (await stored(waiting)).status, { timeout: 15_000 }).toBe('registered')
      expect((await stored(shared)).status).toBe('revoked')
      expect((await smtp.nextMailTo(waiting.email, promotedMail)).parsed.subject).toBe('【核展组委会】候补成功，胸卡已生效')

      // Re-issue the revoked badge: the day is full again, so it waits; never a third place.
      const waitMail = smtp.mails.length
      const reissued = await pressBadgeButton(page, shared, '重新签发')
      expect(reissued).toContain('名额已满')
      expect(reissued).toContain('候补名单')
      expect((await stored(shared)).status).toBe('waitlisted')
      expect((await stored(noMail)).status).toBe('registered')
      expect((await stored(waiting)).status).toBe('registered')
      expect((await smtp.nextMailTo(shared.email, waitMail)).parsed.subject).toBe('【核展组委会】已加入候补名单')

      // Re-issue for the visitor without e-mail: no mail can reach them, so staff see the new link, once, to hand over.
      const sent = smtp.mails.length
      const toStaff = await pressBadgeButton(page, noMail, '重新签发')
      expect(toStaff).toContain('未留邮箱')
      const shown = await page.locator('.badge-actions__link input').inputValue()
      expect(shown).toMatch(BADGE_LINK)
      expect(BADGE_LINK.exec(shown)?.[1]).toBe(noMail.number)
      const badge = await fetch(shown)
      expect(badge.status).toBe(200)
      expect(await badge.text()).toContain('class="badge__qr"')
      expect((await fetch(server.baseURL + noMail.link)).status).toBe(404)
      expect((await stored(noMail)).status).toBe('registered')
      expect(smtp.mails.length).toBe(sent)
    } finally {
      await context.close()
    }
  }, 300_000)
})
