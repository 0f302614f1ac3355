import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'

import { restAs } from '../helpers/admin-session'
import { downloadedBytes, launchBrowser, newContext, watchProblems, withoutAd } from '../helpers/browser'
import { solvedCaptchaFrom } from '../helpers/captcha'
import { waitFor } from '../helpers/poll'
import { postRegistrationPage } from '../helpers/registration-page'
import { type ReceivedMail, relayEnv, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server'
import { adminToken as signInToRest } from '../helpers/admin-session'
import { menuButton } from './menu-helpers'
import { prepareData, type RunningServer, startServer } from './server'

const READER_WASM = path.resolve(import.meta.dirname, '../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm')

/** WeChat's own browser on an Android phone, as it names itself. */
const WECHAT_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.103 Mobile Safari/537.36 XWEB/1300289 MMWEBSDK/20240301 MMWEBID/2207 MicroMessenger/8.0.48.2580(0x28003035) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'

/** The text of the QR code in a PNG, read by the zxing reader the desk's camera uses (here in Node). */
async function qrText(png: Buffer): Promise<string> {
  const [code] = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'] })
  if (!code?.text) throw new Error('no QR code in the picture')
  return code.text
}

/**
 * J1 a visitor on a phone in WeChat, as the server answers them: what is proven over plain HTTP
 * (the pages' shell, what a refused form sends back, the waiting list's page, X15's answers).
 */
describe('J1 X15 the visitor’s registration, over HTTP', () => {
  let server: RunningServer
  let smtp: TestSmtpServer
  let dataDir = ''
  let adminToken = ''
  let mobiles = 0
  let emails = 0

  const freshMobile = () => `135${String((process.pid % 10_000) * 1000 + (mobiles += 1)).padStart(8, '0')}`
  const freshEmail = () => `j1-${process.pid}-${(emails += 1)}@example.cn`

  /** The site's shell around a page: the header with its menu, and the footer. */
  const expectShell = (html: string) => {
    expect(html).toContain('class="site-header"')
    expect(html).toMatch(/<nav class="menu[ "]/)
    expect(html).toContain('id="site-menu"')
    expect(html).toContain('class="site-footer"')
  }

  const formBody = async (fields: Record<string, string | string[]>): Promise<URLSearchParams> => {
    const html = await (await fetch(`${server.baseURL}/register`)).text()
    const first = (name: string) =>
      html.match(new RegExp(`<select id="${name}"[^>]*><option value=""[^>]*>[^<]*</option><option value="([^"]+)"`))?.[1] ?? ''
    const base: Record<string, string | string[]> = {
      name: '赵六',
      mobile: freshMobile(),
      email: freshEmail(),
      company: '示例核电设备有限公司',
      industry: first('industry'),
      purpose: first('purpose'),
      days: html.match(/id="day-0" name="days" value="([^"]+)"/)?.[1] ?? '',
      noticeVersion: html.match(/name="noticeVersion" value="([0-9a-f]{64})"/)?.[1] ?? '',
      noticeConsent: 'yes',
      website: '',
      altcha: await solvedCaptchaFrom(server.baseURL),
      ...fields,
    }
    const body = new URLSearchParams()
    for (const [key, value] of Object.entries(base)) for (const one of Array.isArray(value) ? value : [value]) body.append(key, one)
    return body
  }
  const post = (body: URLSearchParams, pathname = '/register/submit') =>
    fetch(server.baseURL + pathname, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
  /** R4: the widget solved its challenge in the browser and put the answer in the form. */
  const captchaSolved = (page: Page) =>
    page.waitForFunction(
      () => {
        const form = document.querySelector<HTMLFormElement>('form.register-form')
        const answer = form ? new FormData(form).get('altcha') : null
        return typeof answer === 'string' && answer.length > 100
      },
      undefined,
      { timeout: 60_000 },
    )
  const linkIn = (mail: ReceivedMail) => /https?:\/\/[^/\s]+(\/(?:en\/)?register\/badge\/[^\s]+)/.exec(mail.parsed.text ?? '')?.[1] ?? ''

  beforeAll(async () => {
    const wasm = fs.readFileSync(READER_WASM)
    prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } })
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-journey-visitor-'))
    prepareData(dataDir)
    smtp = await startSmtpServer()
    server = await startServer(dataDir, relayEnv(smtp))
    adminToken = await signInToRest(server.baseURL)
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('J1 after a field error everything typed comes back, the captcha answer unspent (not asked again), and a likely e-mail typo is pointed out; the same address sent again is kept', async () => {
    const mobile = freshMobile()
    const body = await formBody({ mobile, company: '', email: 'zhao@qq.con', jobTitle: '总工程师' })
    const answer = body.get('altcha') ?? ''
    // The form as the page posts it (to its server action): refused in the page, in the site's shell.
    const refused = await postRegistrationPage(server.baseURL, body)
    expect(refused.status).toBe(422)
    const html = await refused.text()
    expectShell(html)
    expect(html).toContain(`value="${mobile}"`)
    expect(html).toContain('value="总工程师"')
    expect(html).toContain('value="zhao@qq.con"')
    expect(html).toContain('您是不是要输入 zhao@qq.com？')
    // The captcha: its answer sent back in the form, no widget to solve again.
    expect(html).toContain(`name="altcha" value="${answer}"`)
    expect(html).not.toContain('<altcha-widget')
    expect(html).toContain('人机验证已完成')
    // Corrected and sent again with the form as it came back: stored, the captcha answer spent once.
    const again = new URLSearchParams(body)
    again.set('company', '示例核电设备有限公司')
    again.append('confirmedEmail', 'zhao@qq.con')
    const stored = await postRegistrationPage(server.baseURL, again)
    expect(stored.status).toBe(303)
    const replay = await post(await formBody({ altcha: answer }))
    expect(replay.status).toBe(422)
    expect(await replay.text()).toContain('该人机验证已使用过')
  })

  it('X15 a group naming a registered mobile is refused whole with one message naming no mobile', async () => {
    const registered = freshMobile()
    expect((await post(await formBody({ mobile: registered }))).status).toBe(303)
    const [fresh, other] = [freshMobile(), freshMobile()]
    const answers = await Promise.all(
      [
        [registered, fresh],
        [fresh, registered],
      ].map(async ([one, two]) =>
        postRegistrationPage(
          server.baseURL,
          await formBody({
            colleague1_name: '李四',
            colleague1_mobile: one ?? '',
            colleague2_name: '王五',
            colleague2_mobile: two ?? '',
            mobile: other,
          }),
        ),
      ),
    )
    const pages = await Promise.all(answers.map(async (answer) => ({ status: answer.status, html: await answer.text() })))
    for (const page of pages) {
      expect(page.status).toBe(409)
      expectShell(page.html)
      expect(page.html).toContain('本组中有手机号已登记过，整组未保存')
      expect(page.html).not.toContain('该手机号已登记，无需重复登记')
      expect(page.html).not.toMatch(/colleague\d_mobile-error/)
    }
    // The two answers differ only in the order of the typed values, never in what is marked.
    const marks = (html: string) => html.match(/register-field--invalid/g)?.length ?? 0
    expect(marks(pages[0]?.html ?? '')).toBe(marks(pages[1]?.html ?? ''))
  })

  it('X15 /register/resend answers alike whether the mobile is registered or not; the link is mailed afterwards', async () => {
    const email = freshEmail()
    const registered = freshMobile()
    expect((await post(await formBody({ mobile: registered, email }))).status).toBe(303)
    const sent = smtp.mails.length
    // The same work in the request whatever the number (only a job queued) is proven where the
    // calls can be counted: registration-lifecycle's X15 test. Here, the answers as sent.
    const pages = new Set<string>()
    for (const mobile of [registered, freshMobile(), registered, freshMobile()]) {
      const answer = await post(new URLSearchParams({ mobile, altcha: await solvedCaptchaFrom(server.baseURL) }), '/register/resend/submit')
      expect(answer.status).toBe(303)
      pages.add(`${answer.headers.get('location') ?? ''}\n${await answer.text()}`)
    }
    expect([...pages]).toEqual(['/register/resend?sent=1\n'])
    const sentPage = await (await fetch(`${server.baseURL}/register/resend?sent=1`)).text()
    expectShell(sentPage)
    expect(sentPage).toContain('新的胸卡链接已发送到登记时填写的邮箱')
    // The job runner mails the link (its next run: within its interval). Each mail brings a new
    // link and retires the one before, and mails may arrive out of the order they were made: the
    // current link is among those mailed, and it opens the badge.
    const opened = await waitFor(
      'a mailed resend link to open the badge',
      async () => {
        const mails = smtp.mails
          .slice(sent)
          .filter((candidate) => candidate.envelopeTo.includes(email) && candidate.parsed.subject === '【核展组委会】您的电子胸卡链接')
        for (const mail of mails) if ((await fetch(server.baseURL + linkIn(mail))).status === 200) return 200
        return undefined
      },
      40_000,
    )
    expect(opened).toBe(200)
  }, 180_000)

  it('J1 R4 the resend form, a plain form posted to its page, answers in the site’s shell: a refused mobile kept with its message and the captcha unspent, then sent', async () => {
    // R4: a plain form without script: the mobile and the captcha's widget, posted to the page.
    const blank = await (await fetch(`${server.baseURL}/register/resend`)).text()
    expectShell(blank)
    expect(blank.match(/<form [^>]*class="register-form register-resend-form"/g)).toHaveLength(1)
    expect(blank).toMatch(/<input id="mobile" type="tel"[^>]* name="mobile"/)
    expect(blank).toContain('<altcha-widget challenge="/register/captcha" name="altcha" auto="onfocus" language="zh-cn"></altcha-widget>')
    expect(blank).toContain('<noscript><p class="register-error">')
    const answer = await solvedCaptchaFrom(server.baseURL)
    const refused = await postRegistrationPage(
      server.baseURL,
      new URLSearchParams({ mobile: '1380013', altcha: answer }),
      '/register/resend',
    )
    expect(refused.status).toBe(422)
    expect(refused.headers.get('cache-control')).toContain('no-store')
    const html = await refused.text()
    expectShell(html)
    expect(html).toContain('<h1')
    expect(html).toMatch(/<input id="mobile"[^>]*aria-invalid="true"/)
    expect(html).toContain('value="1380013"')
    expect(html).toContain('请输入 11 位中国大陆手机号')
    expect(html).toContain(`name="altcha" value="${answer}"`)
    expect(html).not.toContain('<altcha-widget')
    // Sent again with the form as it came back (the checked answer in it): queued, said in the page.
    const sent = await postRegistrationPage(
      server.baseURL,
      new URLSearchParams({ mobile: freshMobile(), altcha: answer }),
      '/register/resend',
      html,
    )
    expect(sent.status).toBe(200)
    const sentHtml = await sent.text()
    expectShell(sentHtml)
    expect(sentHtml).toContain('新的胸卡链接已发送到登记时填写的邮箱')
    expect(sentHtml).not.toContain('aria-invalid')
  })

  it('J1 the waiting-list visitor’s page says 候补中, shows no QR and offers no print; their mail says waiting and carries no QR', async () => {
    const settings = (data: Record<string, unknown>) =>
      restAs(server.baseURL, adminToken, '/api/globals/registration-settings?locale=zh', { body: data }).then((answer) =>
        expect(answer.status).toBe(200),
      )
    await settings({ capPerDay: 1 })
    try {
      await post(await formBody({}))
      const email = freshEmail()
      const sent = smtp.mails.length
      const answer = await post(await formBody({ email }))
      expect(answer.status).toBe(303)
      const page = await fetch(server.baseURL + (answer.headers.get('location') ?? ''))
      const html = await page.text()
      expect(page.status).toBe(200)
      expectShell(html)
      expect(html).toContain('<h1>候补中</h1>')
      expect(html).toContain('候补名单')
      expect(html).not.toContain('登记成功')
      expect(html).not.toContain('class="badge__qr"')
      expect(html).not.toContain('打印胸卡')
      expect(html).not.toContain('入场时出示二维码即可')
      const mail = await smtp.nextMailTo(email, sent)
      expect(mail.parsed.subject).toBe('【核展组委会】已加入候补名单')
      expect(mail.parsed.attachments).toHaveLength(0)
    } finally {
      await settings({ capPerDay: null })
    }
  })

  it('J1 the badge page’s forms answer inside the site’s shell: withdrawing, a correction refused or saved, a deletion unconfirmed and done', async () => {
    const answer = await post(await formBody({ shareConsent: 'yes' }))
    const badge = answer.headers.get('location') ?? ''
    const [pathname, query] = badge.split('?')
    const token = new URLSearchParams(query).get('t') ?? ''
    const act = (what: string, fields: Record<string, string> = {}) =>
      post(new URLSearchParams({ t: token, ...fields }), `${pathname}/${what}`)
    const landing = async (response: Response) => {
      expect(response.status).toBe(303)
      const page = await fetch(server.baseURL + (response.headers.get('location') ?? ''))
      expect(page.status).toBe(200)
      const html = await page.text()
      expectShell(html)
      return html
    }
    expect(await landing(await act('withdraw'))).toContain('您已撤回向展商提供信息的同意。')
    expect(await landing(await act('contact', { email: 'nobody', mobile: freshMobile() }))).toContain('电子邮箱格式不正确，未作更改。')
    const html = await landing(await act('contact', { email: freshEmail(), mobile: freshMobile() }))
    expect(html).toContain('更改手机号请先完成人机验证')
    expect(await landing(await act('delete'))).toContain('请先勾选确认再删除。未删除任何信息。')
    const deleted = await landing(await act('delete', { confirm: 'yes' }))
    expect(deleted).toContain('您的登记信息已永久删除')
    expect((await fetch(server.baseURL + badge)).status).toBe(404)
  })
  it('J1 a visitor on a phone in WeChat: the menu → 观众登记 → a group of 3 → each e-mail’s mail with the badge page’s QR → the badge → own data as JSON → the e-mail corrected → sharing withdrawn → deleted', async () => {
    const browser = await launchBrowser()
    const context = await newContext(browser, 'phone', server.baseURL, { userAgent: WECHAT_USER_AGENT, acceptDownloads: true })
    await withoutAd(context)
    // WeChat's share card asks WeChat's own servers, which a test has none of.
    await context.route(/res\.wx\.qq\.com|\/wechat\/signature/, (route) => route.abort())
    try {
      const page = await context.newPage()
      const problems = watchProblems(page)
      await page.goto('/home', { waitUntil: 'load' })
      // The home page's menu → 观众登记.
      await menuButton(page).click()
      const item = page.locator('#site-menu a', { hasText: '观众登记' }).first()
      if (!(await item.isVisible())) {
        // 观众登记 is in a sub-menu: its parent's row opens it.
        const parent = page.locator('#site-menu .menu__item', { has: page.locator('a', { hasText: '观众登记' }) }).first()
        await parent.locator('[aria-controls^="submenu-"]').first().click()
      }
      await item.waitFor({ state: 'visible' })
      await Promise.all([page.waitForURL(/\/register(\?|$)/), item.click()])
      // One who registers, with two colleagues: one gives an e-mail, one does not.
      const [lead, colleague, silent] = [freshMobile(), freshMobile(), freshMobile()]
      const [leadEmail, colleagueEmail] = [freshEmail(), freshEmail()]
      await page.fill('#name', '微信访客')
      await page.fill('#mobile', lead)
      await page.fill('#email', leadEmail)
      await page.fill('#company', '微信核电有限公司')
      await page.selectOption('#industry', { index: 1 })
      await page.selectOption('#purpose', { index: 1 })
      await page.check('#day-0')
      await page.click('details.register-group > summary')
      await page.fill('#colleague1_name', '同事甲')
      await page.fill('#colleague1_mobile', colleague)
      await page.fill('#colleague1_email', colleagueEmail)
      await page.fill('#colleague2_name', '同事乙')
      await page.fill('#colleague2_mobile', silent)
      await page.check('#noticeConsent')
      await page.check('#shareConsent')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await captchaSolved(page)
      const sent = smtp.mails.length
      await Promise.all([page.waitForURL(/\/register\/badge\/[^?]+\?t=/), page.click('.register-submit')])
      // The badge page: three badges, each with its QR.
      expect(await page.locator('img.badge__qr').count()).toBe(3)
      const badgeUrl = new URL(page.url())
      const ownQr = await qrText(
        Buffer.from((await page.locator('img.badge__qr').first().getAttribute('src'))?.split(',')[1] ?? '', 'base64'),
      )
      // A mail to each who gave an e-mail, naming the day and the venue; the lead's QR is the page's.
      const leadMail = await smtp.nextMailTo(leadEmail, sent)
      const colleagueMail = await smtp.nextMailTo(colleagueEmail, sent)
      for (const mail of [leadMail, colleagueMail]) {
        expect(mail.parsed.subject).toBe('【核展组委会】观众预登记成功')
        expect(mail.parsed.text).toContain('展会地点')
        expect(mail.parsed.text).toContain('参观日期')
      }
      expect(leadMail.parsed.text).toContain('同事甲')
      expect(await qrText(leadMail.parsed.attachments[0]?.content ?? Buffer.alloc(0))).toBe(ownQr)
      expect(linkIn(leadMail)).toBe(badgeUrl.pathname + badgeUrl.search)
      // The colleague's own link opens their badge alone, with the QR their mail carries.
      const colleaguePage = await fetch(server.baseURL + linkIn(colleagueMail))
      expect(colleaguePage.status).toBe(200)
      const colleagueHtml = await colleaguePage.text()
      expect(colleagueHtml.match(/class="badge__qr"/g)).toHaveLength(1)
      const colleagueQr = /class="badge__qr" src="data:image\/png;base64,([^"]+)"/.exec(colleagueHtml)?.[1] ?? ''
      expect(await qrText(colleagueMail.parsed.attachments[0]?.content ?? Buffer.alloc(0))).toBe(
        await qrText(Buffer.from(colleagueQr, 'base64')),
      )

      // Own data, downloaded and opened: labels and Beijing time.
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('.badge-own-data form:first-of-type button')])
      const data = JSON.parse((await downloadedBytes(download)).toString('utf8')) as Record<string, Record<string, unknown>[]>
      const mine = data['登记信息']?.find((registration) => registration['手机号'] === lead)
      expect(data['登记信息']).toHaveLength(3)
      expect(mine).toEqual(expect.objectContaining({ 姓名: '微信访客', 手机号: lead, 电子邮箱: leadEmail }))
      expect(JSON.stringify(data)).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/)

      // The e-mail corrected: the page says so, the new address gets the badge.
      const corrected = freshEmail()
      const beforeCorrection = smtp.mails.length
      await page.fill('#contact-email', corrected)
      await Promise.all([page.waitForURL(/note=contactSaved/), page.click('.badge-contact .register-submit')])
      await expect(page.textContent('.badge-note')).resolves.toContain('已保存更正')
      expect((await smtp.nextMailTo(corrected, beforeCorrection)).parsed.subject).toBe('【核展组委会】您的电子邮箱已更正')

      // Sharing withdrawn, then everything deleted.
      await Promise.all([page.waitForURL(/note=withdrawn/), page.click('.badge-withdraw .register-submit')])
      await expect(page.textContent('.badge-note')).resolves.toContain('您已撤回向展商提供信息的同意')
      await page.check('.badge-delete input[name="confirm"]')
      await Promise.all([page.waitForURL(/\/register\/deleted/), page.click('.badge-delete__button')])
      await expect(page.textContent('main')).resolves.toContain('您的登记信息已永久删除')
      expect(await page.locator('[data-section="header"]').count()).toBe(1)
      expect((await fetch(badgeUrl.toString())).status).toBe(404)
      expect(problems.pageErrors).toEqual([])
      expect(problems.cspViolations).toEqual([])
    } finally {
      await context.close()
      await browser.close()
    }
  }, 300_000)
})
