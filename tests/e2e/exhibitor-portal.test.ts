import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SITE_ID } from '../helpers/content-api'
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server'
import { hydrated, useBrowser } from './harness'
import { E2E_ADMIN, prepareData, type RunningServer, startServer } from './server'

/** Where the screenshots of the portal go, to be looked at. */
const SHOTS = path.join(os.tmpdir(), 'expo-exhibitor-portal-screenshots')
const PASSWORD = 'Exhibitor-Passw0rd'
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

type Exhibitor = { id: number; nameCN: string; nameEN: string }

/**
 * B1–B4 in Chromium against the production server, with mail through a local SMTP server: the
 * admin invites a company, its contact sets a password from the mail's link, keeps the profile,
 * is returned by a reviewer, registers booth staff up to the quota and sees its invitations;
 * another company and the admin stay out of its reach.
 */
describe('B1–B4 the exhibitor’s path', () => {
  const { open } = useBrowser()
  let smtp: TestSmtpServer
  let server: RunningServer
  let dataDir = ''
  let adminToken = ''
  let exhibitors: Exhibitor[] = []
  let addresses = 0
  const freshAddress = () => `198.51.100.${(addresses += 1)}`

  const api = async (pathname: string, init: { method?: string; body?: unknown; token?: string; cookie?: string } = {}) => {
    const response = await fetch(server.baseURL + pathname, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        'X-Forwarded-For': freshAddress(),
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `JWT ${init.token}` } : {}),
        ...(init.cookie ? { Cookie: init.cookie } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
    }
  }

  /** An invitation for `exhibitor`'s company: the account's id, e-mail and the link mailed. */
  const invite = async (exhibitor: Exhibitor) => {
    const email = `b1-${Date.now()}-${addresses}@company.example`
    const before = smtp.mails.length
    const created = await api('/api/exhibitor-accounts', {
      token: adminToken,
      body: { email, password: 'Unused-Passw0rd-1', exhibitor: exhibitor.id },
    })
    expect(created.status).toBe(201)
    const mail = await smtp.nextMailTo(email, before)
    const link = /http:\/\/127\.0\.0\.1:\d+\/exhibitor\/set-password\?token=[0-9a-f]+/.exec(mail.parsed.text ?? '')?.[0]
    if (!link) throw new Error(`no link in ${mail.parsed.text ?? ''}`)
    return { id: (created.body.doc as { id: number }).id, email, link }
  }

  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true })
    smtp = await startSmtpServer({})
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-exhibitors-'))
    prepareData(dataDir)
    server = await startServer(dataDir, {
      TRUSTED_PROXIES: '127.0.0.1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'none',
      SMTP_FROM: '核展组委会 <noreply@expo.test>',
    })
    adminToken = String((await api('/api/users/login', { body: E2E_ADMIN })).body.token)
    const list = await api(`/api/Website/GetExhibitorList?siteId=${SITE_ID}&pageSize=100`)
    exhibitors = ((list.body.data as { items: Exhibitor[] }).items ?? []).slice(0, 3)
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('B1 B2 invited by mail, the exhibitor sets a password, keeps its profile in both languages and submits it; a returned draft shows the reviewer’s comment (1280 px)', async () => {
    const [company] = exhibitors as [Exhibitor]
    const invited = await invite(company)
    await open('desktop', { baseURL: server.baseURL }, async ({ page, problems }) => {
      await page.goto(invited.link, { waitUntil: 'load' })
      await hydrated(page, '.portal-form')
      await page.fill('input[name="password"]', PASSWORD)
      await page.fill('input[name="confirm"]', 'Something-else-1')
      await page.click('.portal-form button[type="submit"]')
      await expect(page.locator('.portal-form__problem').textContent()).resolves.toBe('两次输入的密码不一致')
      await page.fill('input[name="confirm"]', PASSWORD)
      await page.click('.portal-form button[type="submit"]')
      await page.waitForURL((url) => url.pathname === '/exhibitor')
      await expect(page.locator('.portal__account').textContent()).resolves.toContain(company.nameCN)
      await expect(page.locator('.portal__state').textContent()).resolves.toBe('已发布')
      await page.screenshot({ path: path.join(SHOTS, 'portal-home-desktop.png'), fullPage: true })

      // The link worked once.
      await page.goto(invited.link, { waitUntil: 'load' })
      await hydrated(page, '.portal-form')
      await page.fill('input[name="password"]', 'Another-Passw0rd-2')
      await page.fill('input[name="confirm"]', 'Another-Passw0rd-2')
      await page.click('.portal-form button[type="submit"]')
      await expect(page.locator('.portal-form__problem').textContent()).resolves.toContain('邀请链接已失效')

      await page.goto('/exhibitor/profile', { waitUntil: 'load' })
      await hydrated(page, '.portal-form--wide')
      await page.fill('input[name="nameEN"]', 'Renewed Company Ltd.')
      await page.fill('textarea[name="introductionCN"]', '新的企业简介。\n\n- 反应堆压力容器\n- 蒸汽发生器')
      await page.getByRole('button', { name: '添加展品' }).click()
      await page.locator('.portal-form__product input.text-input').first().fill('核级主泵')
      await page.locator('.portal-form__product input[type="file"]').setInputFiles({ name: 'pump.png', mimeType: 'image/png', buffer: PNG })
      await page.locator('.portal-form__product img').waitFor()
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({
          name: 'logo.svg',
          mimeType: 'image/svg+xml',
          buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>alert(1)</script></svg>'),
        })
      await expect(page.locator('.portal-form__problem').first().textContent()).resolves.toContain('不能上传')
      await page.getByRole('button', { name: '提交审核' }).click()
      await page.waitForFunction(() => document.querySelector('.portal__state')?.textContent?.includes('待审核'), undefined, {
        timeout: 30_000,
      })
      await page.screenshot({ path: path.join(SHOTS, 'portal-profile-desktop.png'), fullPage: true })

      // Public until reviewed: the directory still shows the published English name.
      const detail = await api(`/api/Website/GetExhibitorDetail?siteId=${SITE_ID}&id=${company.id}`)
      expect(((detail.body.data as { items: Exhibitor[] }).items[0] ?? { nameEN: '' }).nameEN).toBe(company.nameEN)

      const reviewer = await api(`/api/exhibitors/${company.id}?draft=true`, {
        token: adminToken,
        method: 'PATCH',
        body: { reviewState: 'returned', reviewComment: '请补充展品的英文说明' },
      })
      expect(reviewer.status).toBe(200)
      await page.goto('/exhibitor', { waitUntil: 'load' })
      await expect(page.locator('.portal__state').textContent()).resolves.toBe('已退回')
      await expect(page.locator('.portal__comment').textContent()).resolves.toContain('请补充展品的英文说明')
      expect(problems).toEqual({ pageErrors: [], dialogs: [], cspViolations: [] })
    })
  }, 180_000)

  it('B1 an exhibitor’s session opens none of another company’s data: REST, the content API, the admin’s URLs; portal pages are never cached', async () => {
    const [mine, theirs] = exhibitors as [Exhibitor, Exhibitor]
    const invited = await invite(mine)
    const token = new URL(invited.link).searchParams.get('token') ?? ''
    const reset = await fetch(`${server.baseURL}/api/exhibitor-accounts/reset-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() },
      body: JSON.stringify({ token, password: PASSWORD }),
    })
    expect(reset.status).toBe(200)
    const cookie = (reset.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(cookie).toMatch(/^payload-token=/)

    const patch = await api(`/api/exhibitors/${theirs.id}?draft=true`, { cookie, method: 'PATCH', body: { nameCN: '冒名修改' } })
    expect([403, 404]).toContain(patch.status)
    const detail = await api(`/api/Website/GetExhibitorDetail?siteId=${SITE_ID}&id=${theirs.id}`, { cookie })
    expect(((detail.body.data as { items: Exhibitor[] }).items[0] ?? { nameCN: '' }).nameCN).toBe(theirs.nameCN)
    expect((await api('/api/registrations', { cookie })).status).toBe(403)

    await open('desktop', { baseURL: server.baseURL }, async ({ context, page }) => {
      const [name, value] = cookie.split('=') as [string, string]
      await context.addCookies([{ name, value, url: server.baseURL }])
      for (const adminPath of ['/admin', `/admin/collections/exhibitors/${theirs.id}`, '/admin/collections/users']) {
        await page.goto(adminPath, { waitUntil: 'load' })
        await expect(page.locator('input[name="nameCN"]').count()).resolves.toBe(0)
        expect(new URL(page.url()).pathname).toMatch(/^\/admin\/(login|unauthorized)/)
      }
      const portal = await page.goto('/exhibitor', { waitUntil: 'load' })
      expect(portal?.headers()['cache-control']).toMatch(/no-store/)
      expect(portal?.headers()['cache-control']).toMatch(/private/)
      await expect(page.locator('.portal__account').textContent()).resolves.toContain(mine.nameCN)
    })
  }, 120_000)

  it('B3 B4 booth staff up to the quota (the form says when it is full), the invitation code and link; the portal at 375 px', async () => {
    const [, , company] = exhibitors as [Exhibitor, Exhibitor, Exhibitor]
    expect((await api(`/api/exhibitors/${company.id}`, { token: adminToken, method: 'PATCH', body: { staffQuota: 1 } })).status).toBe(200)
    const invited = await invite(company)
    await open('phone', { baseURL: server.baseURL }, async ({ page, problems }) => {
      await page.goto(invited.link, { waitUntil: 'load' })
      await hydrated(page, '.portal-form')
      await page.fill('input[name="password"]', PASSWORD)
      await page.fill('input[name="confirm"]', PASSWORD)
      await page.click('.portal-form button[type="submit"]')
      await page.waitForURL((url) => url.pathname === '/exhibitor')

      await page.goto('/exhibitor/staff', { waitUntil: 'load' })
      await hydrated(page, '.portal-form')
      await page.fill('input[name="name"]', '王工')
      await page.fill('input[name="mobile"]', '12345')
      await page.check('input[name="informed"]')
      await page.click('.portal-form button[type="submit"]')
      await expect(page.locator('.portal-form__problem').first().textContent()).resolves.toBe('请输入 11 位中国大陆手机号')
      await page.fill('input[name="mobile"]', `139${String(Date.now()).slice(-8)}`)
      await page.check('input[name="informed"]')
      await page.click('.portal-form button[type="submit"]')
      const badge = page.locator('.portal-form__created a')
      await badge.waitFor()
      const badgeLink = (await badge.getAttribute('href')) ?? ''
      expect(badgeLink).toMatch(/\/register\/badge\/[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}\?t=/)
      await expect(overflow(page)).resolves.toBe(0)
      await page.screenshot({ path: path.join(SHOTS, 'portal-staff-phone.png'), fullPage: true })
      await page.goto('/exhibitor/staff', { waitUntil: 'load' })
      await expect(page.locator('.portal__table tbody tr').count()).resolves.toBe(1)
      await expect(page.locator('.portal__note--full').textContent()).resolves.toBe('名额已满，如需增加请联系主办方')
      // At 375 px a table's headers keep their words on one line (登记号, not 登/记/号): a wide table scrolls in its own region.
      const wrappedHeaders = () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('.portal__table th')].filter((th) => {
              const range = document.createRange()
              range.selectNodeContents(th)
              return range.getClientRects().length > 1
            }).length,
        )
      await expect(wrappedHeaders()).resolves.toBe(0)
      await expect(page.locator('.portal__table-scroll[role="region"][tabindex="0"] .portal__table').count()).resolves.toBe(1)
      await expect(overflow(page)).resolves.toBe(0)
      await page.goto(badgeLink, { waitUntil: 'load' })
      await expect(page.locator('.badge__name').textContent()).resolves.toBe('王工')
      await expect(page.locator('.badge__type').textContent()).resolves.toBe('展商')

      await page.goto('/exhibitor/invitations', { waitUntil: 'load' })
      const code = (await page.locator('.portal__code').textContent()) ?? ''
      expect(code).toMatch(/^EX[2-9A-HJ-NP-Z]{6}$/)
      await expect(page.locator('.portal__count').allTextContents()).resolves.toEqual(['0', '0'])
      await expect(overflow(page)).resolves.toBe(0)
      await page.screenshot({ path: path.join(SHOTS, 'portal-invitations-phone.png'), fullPage: true })
      await page.goto(`/register?invitationCode=${code}`, { waitUntil: 'load' })
      await expect(page.locator('input[name="invitationCode"]').inputValue()).resolves.toBe(code)

      await page.goto('/en/exhibitor/profile', { waitUntil: 'load' })
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en')
      await expect(page.locator('.portal__subheading').first().textContent()).resolves.toBe('Company profile')
      await expect(overflow(page)).resolves.toBe(0)
      await page.screenshot({ path: path.join(SHOTS, 'portal-profile-en-phone.png'), fullPage: true })
      expect(problems.pageErrors).toEqual([])
    })
  }, 180_000)

  it('B1 the sign-in form: a wrong password is told in Chinese; a revoked account is signed out and cannot sign in again', async () => {
    const [company] = exhibitors as [Exhibitor]
    const invited = await invite(company)
    const token = new URL(invited.link).searchParams.get('token') ?? ''
    expect((await api('/api/exhibitor-accounts/reset-password', { body: { token, password: PASSWORD } })).status).toBe(200)
    await open('phone', { baseURL: server.baseURL, path: '/exhibitor' }, async ({ page }) => {
      await hydrated(page, '.portal-form')
      await page.fill('input[name="email"]', invited.email)
      await page.fill('input[name="password"]', 'Wrong-Passw0rd-9')
      await page.click('.portal-form button[type="submit"]')
      await expect(page.locator('.portal-form__problem').textContent()).resolves.toBe('邮箱或密码不正确')
      await page.fill('input[name="password"]', PASSWORD)
      await page.click('.portal-form button[type="submit"]')
      await page.locator('.portal__account').waitFor()
      await page.screenshot({ path: path.join(SHOTS, 'portal-home-phone.png'), fullPage: true })
      expect((await api(`/api/exhibitor-accounts/${invited.id}/revoke`, { token: adminToken, method: 'POST' })).status).toBe(200)
      await page.reload({ waitUntil: 'load' })
      await expect(page.locator('.portal__account').count()).resolves.toBe(0)
      await hydrated(page, '.portal-form')
      await page.fill('input[name="email"]', invited.email)
      await page.fill('input[name="password"]', PASSWORD)
      await page.click('.portal-form button[type="submit"]')
      await expect(page.locator('.portal-form__problem').textContent()).resolves.toBe('该展商账号已被撤销，请联系主办方')
    })
  }, 120_000)
})
