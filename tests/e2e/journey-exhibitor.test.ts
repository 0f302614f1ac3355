import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createStaff, restAs } from '../helpers/admin-session'
import { solvedCaptchaFrom } from '../helpers/captcha'
import { SITE_ID } from '../helpers/content-api'
import { waitFor } from '../helpers/poll'
import { root } from '../helpers/rich-text'
import { relayEnv, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server'
import { hydrated, nextFrame, signInToAdmin, useBrowser } from './harness'
import { E2E_ADMIN, prepareData, type RunningServer, startServer } from './server'

const PASSWORD = 'Exhibitor-Passw0rd'
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

type Exhibitor = { id: number; nameCN: string; nameEN: string }
type Answer = { status: number; body: Record<string, unknown>; text: string }

/** The one message of a Payload refusal (the field's, when it names one). */
const messageOf = (answer: Answer): string => {
  const [error] = (answer.body.errors as { message?: string; data?: { errors?: { message?: string }[] } }[] | undefined) ?? []
  return error?.data?.errors?.[0]?.message ?? error?.message ?? String(answer.body.message ?? '')
}

/**
 * J4 an exhibitor's whole path on the production server, mail through a local SMTP server, and
 * the findings of its walk: products and headings on /showDetail, the 说明 kept through an upload,
 * the booth-staff list and links, invitation codes, the admin's origins, the ad on task pages,
 * and X15 on the booth-staff form.
 */
describe('J4 the exhibitor', () => {
  const { open } = useBrowser()
  let smtp: TestSmtpServer
  let server: RunningServer
  let dataDir = ''
  let adminToken = ''
  /** Published exhibitors with an English name: the first is let a booth on the floor plan. */
  let exhibitors: Exhibitor[] = []
  let booth = ''
  let addresses = 0
  let mobiles = 0
  const freshAddress = () => `198.51.100.${(addresses += 1) % 250}`
  const freshMobile = () => `136${String((process.pid % 10_000) * 1000 + (mobiles += 1)).padStart(8, '0')}`

  const call = async (
    pathname: string,
    init: { method?: string; body?: unknown; token?: string; cookie?: string } = {},
  ): Promise<Answer> => {
    const response = await fetch(server.baseURL + pathname, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      redirect: 'manual',
      headers: {
        'X-Forwarded-For': freshAddress(),
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `JWT ${init.token}` } : {}),
        ...(init.cookie ? { Cookie: init.cookie } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    const text = await response.text()
    let body: Record<string, unknown> = {}
    try {
      body = JSON.parse(text) as Record<string, unknown>
    } catch {
      // An HTML page.
    }
    return { status: response.status, body, text }
  }

  /** The organiser invites `exhibitor`'s company: the account and the link read from the mail. */
  const invite = async (exhibitor: Exhibitor) => {
    const email = `j4-${Date.now()}-${addresses}@company.example`
    const before = smtp.mails.length
    const created = await call('/api/exhibitor-accounts', {
      token: adminToken,
      body: { email, password: 'Unused-Passw0rd-1', exhibitor: exhibitor.id },
    })
    expect(created.status).toBe(201)
    const mail = await smtp.nextMailTo(email, before)
    const link = /http:\/\/127\.0\.0\.1:\d+\/exhibitor\/set-password\?token=[0-9a-f]+/.exec(mail.parsed.text ?? '')?.[0]
    if (!link) throw new Error(`no link in ${mail.parsed.text ?? ''}`)
    return { email, link }
  }

  /** An invited account whose password is set: its session cookie. */
  const signedInAccount = async (exhibitor: Exhibitor): Promise<string> => (await passwordSet(exhibitor)).cookie

  /** An invited account whose password is set: its session as a cookie and as a REST token. */
  const passwordSet = async (exhibitor: Exhibitor): Promise<{ cookie: string; token: string }> => {
    const { link } = await invite(exhibitor)
    const token = new URL(link).searchParams.get('token') ?? ''
    const response = await fetch(`${server.baseURL}/api/exhibitor-accounts/reset-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() },
      body: JSON.stringify({ token, password: PASSWORD }),
    })
    expect(response.status).toBe(200)
    const { token: session } = (await response.json()) as { token: string }
    return { cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '', token: session }
  }

  const withCookie = async (context: BrowserContext, cookie: string) => {
    const [name, value] = cookie.split('=') as [string, string]
    await context.addCookies([{ name, value, url: server.baseURL }])
  }

  const setQuota = async (exhibitor: Exhibitor, staffQuota: number) =>
    expect((await call(`/api/exhibitors/${exhibitor.id}`, { token: adminToken, method: 'PATCH', body: { staffQuota } })).status).toBe(200)

  /** The booth-staff form's request, as the exhibitor's account (`token`: its REST session). */
  const registerStaff = (token: string, mobile: string, name = '展位人员') =>
    call('/api/exhibitor-accounts/staff', { token, body: { name, mobile, informed: true } })

  /** How many registrations hold this mobile, as the admin's search finds them. */
  const registrationsWith = async (field: string, value: string) => {
    const found = await call(`/api/registrations?where[${field}][equals]=${encodeURIComponent(value)}&depth=0`, { token: adminToken })
    return found.body.docs as { invitationCode?: string | null }[]
  }

  /** The public registration form as a browser posts it, its choices read from the page. */
  const visitorForm = async (fields: Record<string, string>, page = '/register'): Promise<URLSearchParams> => {
    const html = await (await fetch(`${server.baseURL}${page}`)).text()
    const first = (name: string) =>
      html.match(new RegExp(`<select id="${name}"[^>]*><option value=""[^>]*>[^<]*</option><option value="([^"]+)"`))?.[1] ?? ''
    return new URLSearchParams({
      name: '钱七',
      mobile: freshMobile(),
      company: '示例核电工程有限公司',
      industry: first('industry'),
      purpose: first('purpose'),
      days: html.match(/id="day-0" name="days" value="([^"]+)"/)?.[1] ?? '',
      noticeVersion: html.match(/name="noticeVersion" value="([0-9a-f]{64})"/)?.[1] ?? '',
      noticeConsent: 'yes',
      website: '',
      altcha: await solvedCaptchaFrom(server.baseURL),
      ...fields,
    })
  }
  const submitVisitor = async (fields: Record<string, string>) => {
    const body = await visitorForm(fields)
    const response = await fetch(`${server.baseURL}/register/submit`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': freshAddress() },
    })
    return { status: response.status, html: await response.text(), mobile: body.get('mobile') ?? '' }
  }

  /** A PNG in the 图片库, uploaded by the admin: its id and file name. */
  const uploadPicture = async (name: string): Promise<{ id: number; filename: string }> => {
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), name)
    form.append('_payload', JSON.stringify({ alt: name }))
    const response = await fetch(`${server.baseURL}/api/media`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `JWT ${adminToken}` },
    })
    expect(response.status).toBe(201)
    return ((await response.json()) as { doc: { id: number; filename: string } }).doc
  }

  /** The page's HTML once it holds `expected` (the response cache is refreshed by the publish's tags). */
  const pageHolding = (pathname: string, expected: string) =>
    waitFor(
      `${pathname} to hold ${expected}`,
      async () => {
        const html = await (await fetch(server.baseURL + pathname)).text()
        return html.includes(expected) ? html : undefined
      },
      20_000,
      250,
    )

  beforeAll(async () => {
    smtp = await startSmtpServer({})
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-journey-exhibitor-'))
    prepareData(dataDir)
    server = await startServer(dataDir, { TRUSTED_PROXIES: '127.0.0.1', ...relayEnv(smtp) })
    adminToken = String((await call('/api/users/login', { body: E2E_ADMIN })).body.token)
    const list = await call(`/api/Website/GetExhibitorList?siteId=${SITE_ID}&pageSize=100`)
    const published = ((list.body.data as { items: Exhibitor[] }).items ?? []).filter((exhibitor) => exhibitor.nameEN)
    const halls = await call('/api/halls?depth=0&limit=20', { token: adminToken })
    const letBooth = (halls.body.docs as { booths?: { number: string; exhibitor: number | null }[] }[])
      .flatMap((hall) => hall.booths ?? [])
      .find((row) => row.exhibitor !== null && published.some((exhibitor) => exhibitor.id === row.exhibitor))
    if (!letBooth) throw new Error('the seed lets no booth to a published exhibitor')
    booth = letBooth.number
    exhibitors = [
      ...published.filter((exhibitor) => exhibitor.id === letBooth.exhibitor),
      ...published.filter((e) => e.id !== letBooth.exhibitor),
    ]
    if (exhibitors.length < 8) throw new Error(`the seed has ${exhibitors.length} published exhibitors with an English name, 8 wanted`)
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('J4 /showDetail shows a profile’s products with their pictures once approved, in both editions', async () => {
    const company = exhibitors[1]!
    const picture = await uploadPicture('j4-valve.png')
    const draft = await call(`/api/exhibitors/${company.id}?draft=true&locale=zh`, {
      token: adminToken,
      method: 'PATCH',
      body: { products: [{ name: 'J4 核级闸阀', picture: picture.id, description: '核安全 2 级' }] },
    })
    expect(draft.status).toBe(200)
    const rowId = ((draft.body.doc as { products: { id: string }[] }).products[0] ?? { id: '' }).id
    const english = await call(`/api/exhibitors/${company.id}?draft=true&locale=en`, {
      token: adminToken,
      method: 'PATCH',
      body: { products: [{ id: rowId, name: 'J4 nuclear gate valve', picture: picture.id, description: 'Safety class 2' }] },
    })
    expect(english.status).toBe(200)
    // A draft is not public.
    expect((await call(`/showDetail?id=${company.id}`)).text).not.toContain('J4 核级闸阀')

    const published = await call(`/api/exhibitors/${company.id}`, { token: adminToken, method: 'PATCH', body: { _status: 'published' } })
    expect(published.status).toBe(200)
    const chinese = await pageHolding(`/showDetail?id=${company.id}`, 'J4 核级闸阀')
    expect(chinese).toMatch(/<h3 class="exhibitor__product-name">J4 核级闸阀<\/h3>/)
    expect(chinese).toContain('核安全 2 级')
    const img = /<img[^>]*alt="展品图片：J4 核级闸阀"[^>]*>/.exec(chinese)?.[0] ?? ''
    expect(img).toContain(encodeURIComponent(picture.filename))
    const inEnglish = await pageHolding(`/en/showDetail?id=${company.id}`, 'J4 nuclear gate valve')
    expect(inEnglish).toContain('Safety class 2')
    expect(/<img[^>]*alt="Product picture: J4 nuclear gate valve"[^>]*>/.exec(inEnglish)?.[0] ?? '').toContain(
      encodeURIComponent(picture.filename),
    )
    // The content API carries them too, for a site that reads it remotely.
    const detail = await call(`/api/Website/GetExhibitorDetail?siteId=${SITE_ID}&id=${company.id}`)
    const [item] = (detail.body.data as { items: { products?: { name: string; pictureUrl: string | null }[] }[] }).items
    expect(item?.products?.[0]?.name).toBe('J4 核级闸阀')
    expect(item?.products?.[0]?.pictureUrl).toContain(picture.filename)
  }, 120_000)

  it('J4 the 说明 typed while the product’s picture uploads is kept when the upload ends (Chromium, the upload held)', async () => {
    const cookie = await signedInAccount(exhibitors[2]!)
    await open('desktop', { baseURL: server.baseURL }, async ({ context, page, problems }) => {
      await withCookie(context, cookie)
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      let uploading = () => {}
      const arrived = new Promise<void>((resolve) => (uploading = resolve))
      await page.route('**/api/media', async (route) => {
        if (route.request().method() !== 'POST') return route.continue()
        uploading()
        await held
        await route.continue()
      })
      await page.goto('/exhibitor/profile', { waitUntil: 'load' })
      await hydrated(page, '.portal-form--wide')
      await page.getByRole('button', { name: '添加展品' }).click()
      const product = page.locator('.portal-form__product').last()
      await product.getByLabel('展品名称（中文）').fill('蒸汽发生器')
      await product.locator('input[type="file"]').setInputFiles({ name: 'generator.png', mimeType: 'image/png', buffer: PNG })
      await arrived
      await product.getByLabel('说明（中文）').fill('用于压水堆核电站')
      await product.getByLabel('说明（英文）').fill('For PWR plants')
      release()
      await product.locator('img.portal-form__picture').waitFor()
      await expect(product.getByLabel('说明（中文）').inputValue()).resolves.toBe('用于压水堆核电站')
      await expect(product.getByLabel('说明（英文）').inputValue()).resolves.toBe('For PWR plants')
      await expect(product.getByLabel('展品名称（中文）').inputValue()).resolves.toBe('蒸汽发生器')
      expect(problems.pageErrors).toEqual([])
    })
  }, 120_000)

  it('J4 booth staff: the list is current after each registration and each person keeps their own link (Chromium)', async () => {
    const company = exhibitors[3]!
    await setQuota(company, 3)
    const cookie = await signedInAccount(company)
    await open('desktop', { baseURL: server.baseURL }, async ({ context, page }) => {
      await withCookie(context, cookie)
      await page.goto('/exhibitor/staff', { waitUntil: 'load' })
      await hydrated(page, '.portal-form')
      await expect(page.locator('.portal__staff-count').textContent()).resolves.toContain('已登记 0 人')
      const people = [
        { name: '孙工', mobile: freshMobile() },
        { name: '周工', mobile: freshMobile() },
      ]
      for (const [index, person] of people.entries()) {
        await page.fill('input[name="name"]', person.name)
        await page.fill('input[name="mobile"]', person.mobile)
        await page.check('input[name="informed"]')
        await page.click('.portal-form button[type="submit"]')
        await page.locator('.portal__table tbody tr').nth(index).waitFor()
        await expect(page.locator('.portal__staff-count').textContent()).resolves.toContain(`已登记 ${index + 1} 人`)
      }
      const rows = page.locator('.portal__table tbody tr')
      await expect(rows.count()).resolves.toBe(2)
      const links: string[] = []
      for (const [index, person] of people.entries()) {
        await expect(rows.nth(index).locator('td').nth(1).textContent()).resolves.toBe(person.name)
        links.push((await rows.nth(index).locator('.portal__badge-link a').getAttribute('href')) ?? '')
      }
      expect(links[0]).toMatch(/\/register\/badge\/[^?]+\?t=/)
      expect(links[1]).toMatch(/\/register\/badge\/[^?]+\?t=/)
      expect(links[0]).not.toBe(links[1])
      // Each link is its own person's badge.
      for (const [index, person] of people.entries()) {
        const badge = await context.newPage()
        await badge.goto(links[index]!, { waitUntil: 'load' })
        await expect(badge.locator('.badge__name').textContent()).resolves.toBe(person.name)
        await badge.close()
      }
    })
  }, 120_000)

  it('J4 invitation codes: kept in capitals, matched without regard to case; an unknown code is refused with a message, nothing stored', async () => {
    const company = exhibitors[4]!
    const code = `jx${Date.now().toString(36).slice(-6)}`
    const saved = await call(`/api/exhibitors/${company.id}`, { token: adminToken, method: 'PATCH', body: { invitationCode: code } })
    expect(saved.status).toBe(200)
    expect((saved.body.doc as { invitationCode: string }).invitationCode).toBe(code.toUpperCase())

    const lower = await submitVisitor({ invitationCode: code })
    expect(lower.status).toBe(303)
    const mixed = await submitVisitor({ invitationCode: ` ${code.slice(0, 4).toUpperCase()}${code.slice(4)} ` })
    expect(mixed.status).toBe(303)
    for (const mobile of [lower.mobile, mixed.mobile])
      expect((await registrationsWith('mobile', mobile)).map((row) => row.invitationCode)).toEqual([code.toUpperCase()])

    const typo = `${code.toUpperCase().slice(0, -1)}${code.endsWith('q') ? 'W' : 'Q'}`
    const refused = await submitVisitor({ invitationCode: typo })
    expect(refused.status).toBe(422)
    expect(refused.html).toContain('邀请码不存在，请核对或留空')
    expect(await registrationsWith('mobile', refused.mobile)).toEqual([])
    const english = await (async () => {
      const body = await visitorForm({ invitationCode: typo }, '/en/register')
      const response = await fetch(`${server.baseURL}/en/register/submit`, {
        method: 'POST',
        body,
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': freshAddress() },
      })
      return { status: response.status, html: await response.text() }
    })()
    expect(english.status).toBe(422)
    expect(english.html).toContain('There is no such invitation code')

    // The exhibitor counts both visitors under its one code.
    const cookie = await signedInAccount(company)
    await open('desktop', { baseURL: server.baseURL }, async ({ context, page }) => {
      await withCookie(context, cookie)
      await page.goto('/exhibitor/invitations', { waitUntil: 'load' })
      await expect(page.locator('.portal__count').allTextContents()).resolves.toEqual(['2', '0'])
    })
  }, 120_000)

  it('J4 the admin loads nothing from another origin: the hall’s 图中的展位 ID fills, an HTML block’s field opens (Chromium, as admin)', async () => {
    const halls = await call('/api/halls?depth=0&limit=1', { token: adminToken })
    const hall = (halls.body.docs as { id: number; planBoothIds: string[] }[])[0]!
    const block = {
      type: 'block',
      version: 2,
      format: '',
      fields: { id: '65a000000000000000000001', blockName: '', blockType: 'html', html: '<p>J4 片段</p>' },
    }
    const items = await call('/api/information-items?limit=1&depth=0', { token: adminToken })
    const { column } = (items.body.docs as { column: number }[])[0]!
    const item = await call('/api/information-items', { token: adminToken, body: { title: 'J4 HTML 片段', column, detail: root(block) } })
    expect(item.status).toBe(201)
    const itemId = (item.body.doc as { id: number }).id
    await open('desktop', { baseURL: server.baseURL }, async ({ context, page, problems }) => {
      const elsewhere: string[] = []
      const origin = new URL(server.baseURL).origin
      context.on('request', (request) => {
        const url = new URL(request.url())
        if (['http:', 'https:'].includes(url.protocol) && url.origin !== origin) elsewhere.push(request.url())
      })
      await signInToAdmin(page, E2E_ADMIN)
      await page.goto(`/admin/collections/halls/${hall.id}`, { waitUntil: 'load' })
      const ids = page.locator('.booth-ids__list li')
      await ids.first().waitFor({ timeout: 30_000 })
      await expect(ids.allTextContents()).resolves.toEqual(hall.planBoothIds)
      await page.goto(`/admin/collections/information-items/${itemId}`, { waitUntil: 'load' })
      await waitFor(
        'the HTML block’s field',
        async () =>
          (await page
            .locator('textarea')
            .evaluateAll((areas) => areas.some((area) => (area as HTMLTextAreaElement).value === '<p>J4 片段</p>')))
            ? true
            : undefined,
        30_000,
      )
      await nextFrame(page)
      expect(elsewhere).toEqual([])
      expect(problems.cspViolations).toEqual([])
    })
  }, 180_000)

  it('J4 no pop-up ad on task pages (registration, badge, exhibitors’ centre); the home page keeps it (Chromium, desktop)', async () => {
    await open('desktop', { baseURL: server.baseURL, ad: true }, async ({ page }) => {
      const adCalls: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/Website/GetPictureList')) adCalls.push(new URL(request.url()).pathname)
      })
      await page.goto('/home', { waitUntil: 'load' })
      await page.locator('.ad').waitFor({ state: 'visible', timeout: 15_000 })
      const onHome = adCalls.length
      expect(onHome).toBeGreaterThan(0)
      for (const task of ['/register', '/en/register', '/exhibitor', '/exhibitor/staff', '/en/exhibitor']) {
        await page.goto(task, { waitUntil: 'load' })
        await hydrated(page)
        await nextFrame(page)
        await nextFrame(page)
        await expect(page.locator('.ad').count()).resolves.toBe(0)
        expect({ task, calls: adCalls.length }).toEqual({ task, calls: onHome })
      }
    })
  }, 120_000)

  it('X15 booth staff: an account at its quota gets one answer for 20 mobiles, registered or not', async () => {
    const [holder, probe] = [exhibitors[5]!, exhibitors[6]!]
    await setQuota(holder, 20)
    const holderToken = (await passwordSet(holder)).token
    const registered = Array.from({ length: 10 }, () => freshMobile())
    for (const mobile of registered) expect((await registerStaff(holderToken, mobile)).status).toBe(201)
    await setQuota(probe, 1)
    const probeToken = (await passwordSet(probe)).token
    expect((await registerStaff(probeToken, freshMobile())).status).toBe(201)
    const tried = registered.flatMap((mobile) => [mobile, freshMobile()])
    const answers = []
    for (const mobile of tried) {
      const answer = await registerStaff(probeToken, mobile)
      answers.push(`${answer.status} ${messageOf(answer)}`)
    }
    expect(new Set(answers)).toEqual(new Set(['400 展位人员已达名额上限（1 人），不能再登记']))
  }, 120_000)

  it('X15 booth staff: below its quota an account is told of at most 3 registered mobiles a day, then every mobile gets one answer', async () => {
    const [holder, probe] = [exhibitors[5]!, exhibitors[7]!]
    await setQuota(holder, 40)
    const holderToken = (await passwordSet(holder)).token
    const registered = Array.from({ length: 10 }, () => freshMobile())
    for (const mobile of registered) expect((await registerStaff(holderToken, mobile)).status).toBe(201)
    await setQuota(probe, 30)
    const probeToken = (await passwordSet(probe)).token
    const free = Array.from({ length: 10 }, () => freshMobile())
    const answers = []
    for (const mobile of [...registered, ...free]) {
      const answer = await registerStaff(probeToken, mobile)
      answers.push(`${answer.status} ${messageOf(answer)}`)
    }
    expect(answers.slice(0, 3)).toEqual(Array(3).fill('400 该手机号已登记过胸卡'))
    expect(new Set(answers.slice(3))).toEqual(new Set(['429 今天的登记尝试次数已达上限，请明天再试或联系主办方']))
    for (const mobile of free) expect(await registrationsWith('mobile', mobile)).toEqual([])
  }, 120_000)

  it('J4 an exhibitor’s journey: the invitation mail → password → profile in both languages with a heading, a list and a product → two booth staff → a visitor with the code in another case → approved → /show, /showDetail, /floorplan?booth=', async () => {
    const company = exhibitors[0]!
    const invited = await invite(company)
    let code = ''
    await open('desktop', { baseURL: server.baseURL, ad: true }, async ({ page, problems }) => {
      const adCalls: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/Website/GetPictureList')) adCalls.push(request.url())
      })
      // The password, from the mail's link.
      await page.goto(invited.link, { waitUntil: 'load' })
      await hydrated(page, '.portal-form')
      await page.fill('input[name="password"]', PASSWORD)
      await page.fill('input[name="confirm"]', PASSWORD)
      await page.click('.portal-form button[type="submit"]')
      await page.waitForURL((url) => url.pathname === '/exhibitor')

      // The profile in both languages, a heading and a list in each, and a product with its picture.
      await page.goto('/exhibitor/profile', { waitUntil: 'load' })
      await hydrated(page, '.portal-form--wide')
      await page.fill('textarea[name="introductionCN"]', '专注核电设备三十年。\n## 主要产品\n- 核级主泵\n- 稳压器')
      await page.fill(
        'textarea[name="introductionEN"]',
        'Thirty years of nuclear equipment.\n## Main products\n- Reactor coolant pumps\n- Pressurisers',
      )
      await page.getByRole('button', { name: '添加展品' }).click()
      const product = page.locator('.portal-form__product').last()
      await product.getByLabel('展品名称（中文）').fill('J4 核级主泵')
      await product.getByLabel('展品名称（英文）').fill('J4 reactor coolant pump')
      await product.locator('input[type="file"]').setInputFiles({ name: 'pump.png', mimeType: 'image/png', buffer: PNG })
      await product.locator('img.portal-form__picture').waitFor()
      await product.getByLabel('说明（中文）').fill('三代核电主泵')
      await product.getByLabel('说明（英文）').fill('Generation III pump')
      await page.getByRole('button', { name: '提交审核' }).click()
      await page.waitForFunction(() => document.querySelector('.portal__state')?.textContent?.includes('待审核'), undefined, {
        timeout: 30_000,
      })
      // What was kept is what was typed, headings and lists included.
      await expect(page.locator('textarea[name="introductionCN"]').inputValue()).resolves.toBe(
        '专注核电设备三十年。\n\n## 主要产品\n\n- 核级主泵\n- 稳压器',
      )

      // Two booth staff, each with their own link, the list current without a reload.
      await page.goto('/exhibitor/staff', { waitUntil: 'load' })
      await hydrated(page, '.portal-form')
      for (const [index, name] of ['吴工', '郑工'].entries()) {
        await page.fill('input[name="name"]', name)
        await page.fill('input[name="mobile"]', freshMobile())
        await page.check('input[name="informed"]')
        await page.click('.portal-form button[type="submit"]')
        await page.locator('.portal__table tbody tr').nth(index).locator('.portal__badge-link a').waitFor()
      }
      const links = await page.locator('.portal__badge-link a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
      expect(links).toHaveLength(2)
      expect(new Set(links).size).toBe(2)

      await page.goto('/exhibitor/invitations', { waitUntil: 'load' })
      code = (await page.locator('.portal__code').textContent()) ?? ''
      expect(code).toMatch(/^EX[2-9A-HJ-NP-Z]{6}$/)
      // No pop-up ad anywhere on the way.
      await nextFrame(page)
      expect(adCalls).toEqual([])
      await expect(page.locator('.ad').count()).resolves.toBe(0)
      expect(problems.pageErrors).toEqual([])
    })

    // A visitor registers with the code in lower case; a typo is refused.
    const visitor = await submitVisitor({ invitationCode: code.toLowerCase() })
    expect(visitor.status).toBe(303)
    expect((await registrationsWith('mobile', visitor.mobile)).map((row) => row.invitationCode)).toEqual([code])
    const typo = await submitVisitor({ invitationCode: `${code.slice(0, -1)}${code.endsWith('Q') ? 'W' : 'Q'}` })
    expect(typo.status).toBe(422)
    expect(typo.html).toContain('邀请码不存在，请核对或留空')

    // Public only once a reviewer approves.
    expect((await call(`/showDetail?id=${company.id}`)).text).not.toContain('J4 核级主泵')
    const reviewer = await createStaff(server.baseURL, 'reviewer', '审核员')
    const approved = await restAs(server.baseURL, reviewer.token, `/api/exhibitors/${company.id}`, {
      method: 'PATCH',
      body: { _status: 'published' },
    })
    expect(approved.status).toBe(200)

    const detail = await pageHolding(`/showDetail?id=${company.id}`, 'J4 核级主泵')
    expect(detail).toContain('<h3>主要产品</h3><ul class="list-bullet"><li>核级主泵</li><li>稳压器</li></ul>')
    expect(detail).toContain('三代核电主泵')
    expect(detail).toMatch(/<img[^>]*alt="展品图片：J4 核级主泵"/)
    const english = await pageHolding(`/en/showDetail?id=${company.id}`, 'J4 reactor coolant pump')
    expect(english).toContain('<h3>Main products</h3><ul class="list-bullet"><li>Reactor coolant pumps</li><li>Pressurisers</li></ul>')
    expect(english).toContain('Generation III pump')
    const directory = await pageHolding(`/show?keyword=${encodeURIComponent(company.nameCN)}`, company.nameCN)
    expect(directory).toContain(`showDetail?id=${company.id}`)
    const plan = await call(`/floorplan?booth=${encodeURIComponent(booth)}`)
    expect(plan.status).toBe(200)
    expect(plan.text).toContain(company.nameCN)
    expect(plan.text).toContain(`showDetail?id=${company.id}`)

    // The visitor counts for the exhibitor under its one code.
    await open('desktop', { baseURL: server.baseURL }, async ({ page }) => {
      await page.goto('/exhibitor', { waitUntil: 'load' })
      await hydrated(page, '.portal-form')
      await page.fill('input[name="email"]', invited.email)
      await page.fill('input[name="password"]', PASSWORD)
      await page.click('.portal-form button[type="submit"]')
      await page.locator('.portal__account').waitFor()
      await page.goto('/exhibitor/invitations', { waitUntil: 'load' })
      await expect(page.locator('.portal__count').allTextContents()).resolves.toEqual(['1', '0'])
    })
  }, 300_000)
})
