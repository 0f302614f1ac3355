import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { makeCertificate, startSmtpServer, type TestCertificate, type TestSmtpServer } from '../helpers/smtp-server'
import { hydrated, useBrowser } from './harness'
import { E2E_ADMIN, prepareData, type RunningServer, startServer } from './server'

const OFF = '本站未配置邮件服务，不能通过邮件重置密码。请联系系统管理员为您设置新密码。'
const SENT = '如果该电子邮件地址是本站的账号，重置密码的邮件已经发出，请在 60 分钟内打开邮件中的链接。'
const SMTP_ACCOUNT = { user: 'expo-mailer', password: 'smtp-secret-9' }

/**
 * X11 in Chromium against the production server: the admin's 忘记密码 page without SMTP (the
 * suite's server) and with it (a server of its own, sending through a local SMTP server that
 * requires STARTTLS and AUTH, as a provider's submission port does).
 */
describe('X11 the admin’s 忘记密码 page, with and without SMTP', () => {
  const { open } = useBrowser()
  let certificate: TestCertificate
  let smtp: TestSmtpServer
  let server: RunningServer
  let dataDir = ''
  let addresses = 0
  /** An address of 198.51.100.0/24 (documentation) that no test used yet: the server trusts 127.0.0.1 as its proxy. */
  const freshAddress = () => `198.51.100.${(addresses += 1)}`

  const post = (pathname: string, body: unknown, init: { address?: string; token?: string; baseURL?: string } = {}) =>
    fetch((init.baseURL ?? server.baseURL) + pathname, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(init.address ? { 'X-Forwarded-For': init.address } : {}),
        ...(init.token ? { Authorization: `JWT ${init.token}` } : {}),
      },
      body: JSON.stringify(body),
    })

  const createEditor = async (label: string) => {
    const admin = (await (await post('/api/users/login', E2E_ADMIN, { address: freshAddress() })).json()) as { token: string }
    const account = { email: `${label}-${Date.now()}@e2e.example`, password: 'Right-password-1' }
    expect((await post('/api/users', { ...account, role: 'editor' }, { token: admin.token, address: freshAddress() })).status).toBe(201)
    return account
  }

  beforeAll(async () => {
    certificate = makeCertificate()
    smtp = await startSmtpServer({ account: SMTP_ACCOUNT, tls: certificate })
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-mail-'))
    prepareData(dataDir)
    server = await startServer(dataDir, {
      TRUSTED_PROXIES: '127.0.0.1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'starttls',
      SMTP_USER: SMTP_ACCOUNT.user,
      SMTP_PASSWORD: SMTP_ACCOUNT.password,
      SMTP_FROM: '核展组委会 <noreply@expo.test>',
      // The test server's certificate, trusted as a provider's would be through the system's CAs.
      NODE_EXTRA_CA_CERTS: certificate.certFile,
    })
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    if (certificate) fs.rmSync(path.dirname(certificate.certFile), { recursive: true, force: true })
  })

  it('X11 without SMTP the page says the reset is off and offers no form; the login page leads there; the API refuses with 403', async () => {
    await open('desktop', { path: '/admin/login' }, async ({ page, problems }) => {
      await page.getByRole('link', { name: '忘记密码？' }).click()
      await page.waitForURL(/\/admin\/forgot$/)
      await page.getByText(OFF).waitFor()
      expect(await page.locator('input[name="email"]').count()).toBe(0)
      expect(await page.getByText('电子邮件已发送').count()).toBe(0)
      expect(await page.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/admin/login')
      expect(problems.pageErrors).toEqual([])
    })
    const refused = await post('/api/users/forgot-password', { email: E2E_ADMIN.email }, { baseURL: inject('baseURL') })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ errors: [{ message: OFF }] })
  })

  it('X11 with SMTP (STARTTLS and AUTH): 忘记密码 sends a Chinese mail whose link sets a new password in the admin', async () => {
    const editor = await createEditor('x11-e2e')
    const before = smtp.mails.length
    await open('phone', { baseURL: server.baseURL, path: '/admin/forgot' }, async ({ page, problems }) => {
      await page.getByRole('heading', { name: '忘记密码' }).waitFor()
      await hydrated(page, 'input[name="email"]')
      await page.fill('input[name="email"]', editor.email)
      await page.getByRole('button', { name: '发送重置邮件' }).click()
      await page.getByText(SENT).waitFor()
      expect(problems.pageErrors).toEqual([])
    })
    const mail = await smtp.nextMailTo(editor.email, before)
    expect(smtp.signIns).toContain(SMTP_ACCOUNT.user)
    expect(smtp.sessionsSecure.at(-1)).toBe(true)
    expect(mail.raw.toString('latin1')).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im)
    expect(mail.parsed.subject).toBe('【核展组委会】重置管理后台密码')
    expect(mail.parsed.text).toContain(`我们收到了为管理后台账号 ${editor.email} 重置密码的请求。`)
    const link = new RegExp(`${server.baseURL.replace(/[.]/g, '\\.')}/admin/reset/[0-9a-f]{40}`).exec(mail.parsed.text ?? '')?.[0]
    expect(link).toBeTruthy()

    await open('desktop', { baseURL: server.baseURL, path: new URL(link ?? '').pathname }, async ({ page }) => {
      await hydrated(page, 'input[name="confirm-password"]')
      await page.fill('input[name="password"]', 'Reset-by-mail-7')
      await page.fill('input[name="confirm-password"]', 'Reset-by-mail-7')
      // A click before the form has finished starting up is ignored by it: clicked again until the request goes.
      let reset: Response | null = null
      for (let attempt = 0; attempt < 5 && !reset; attempt += 1) {
        const sent = page.waitForResponse((response) => response.url().endsWith('/api/users/reset-password'), { timeout: 6_000 })
        await page.click('button[type="submit"]')
        reset = await sent.catch(() => null)
      }
      expect(reset?.status()).toBe(200)
      await page.waitForURL((url) => !url.pathname.startsWith('/admin/reset'), { timeout: 30_000 })
    })
    expect((await post('/api/users/login', { email: editor.email, password: 'Reset-by-mail-7' }, { address: freshAddress() })).status).toBe(
      200,
    )
  })

  it('X11 a refusal shows the server’s reason on the page, never "sent": past the address’s limit, 重置密码的请求过多', async () => {
    const address = freshAddress()
    for (let index = 0; index < 5; index += 1)
      expect((await post('/api/users/forgot-password', { email: `nobody-${index}@e2e.example` }, { address })).status).toBe(200)
    await open('desktop', { baseURL: server.baseURL }, async ({ context, page }) => {
      await context.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
      await page.goto('/admin/forgot', { waitUntil: 'load' })
      await hydrated(page, 'input[name="email"]')
      await page.fill('input[name="email"]', 'someone@e2e.example')
      await page.getByRole('button', { name: '发送重置邮件' }).click()
      const refusal = page.locator('.forgot-password__refusal')
      await refusal.waitFor()
      expect(await refusal.textContent()).toMatch(/^重置密码的请求过多，请 1[45] 分钟后再试$/)
      expect(await page.getByText(SENT).count()).toBe(0)
    })
  })
})
