import { describe, expect, inject, test } from 'vitest'

import { waitFor } from '../helpers/poll'
import { siteContent } from './api'
import { hydrated, useBrowser } from './harness'
import { pagesContent } from './pages-content'

const baseURL = inject('baseURL')
const get = (path: string, headers: Record<string, string> = {}) => fetch(baseURL + path, { headers, redirect: 'manual' })
const { open } = useBrowser()

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

function expectCommon(answer: Response, label: string): void {
  for (const [name, value] of Object.entries(COMMON)) expect(answer.headers.get(name), `${label}: ${name}`).toBe(value)
  expect(answer.headers.get('permissions-policy'), `${label}: permissions-policy`).toContain('camera=()')
  expect(answer.headers.get('x-powered-by'), `${label}: x-powered-by`).toBeNull()
}

function scriptSources(policy: string): string {
  return policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? ''
}

const cachedHit = (path: string): Promise<Response> =>
  waitFor(
    `${path} to become a cache hit`,
    async () => {
      const answer = await get(path)
      return answer.headers.get('x-cache') === 'HIT' ? answer : undefined
    },
    2_000,
  )

describe('X1 security headers on every kind of response', () => {
  test('X1 a page: a CSP with a nonce that Next puts on its inline scripts, no unsafe-inline or unsafe-eval for scripts; the same headers on HIT and 304', async () => {
    const miss = await get('/show?keyword=x1-headers')
    expect(miss.headers.get('x-cache')).toBe('MISS')
    expectCommon(miss, 'page miss')
    const policy = miss.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    const scripts = scriptSources(policy)
    expect(scripts).not.toContain('unsafe-inline')
    expect(scripts).not.toContain('unsafe-eval')
    const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1]
    expect(nonce).toBeTruthy()
    const html = await miss.text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? '')
    expect(inline.length).toBeGreaterThan(0)
    // Every inline script carries the nonce, ours (hide-broken-images, the JSON-LD) as Next's: no hash in the policy.
    expect(inline.some((attributes) => attributes.includes('hide-broken-images'))).toBe(true)
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`)
    expect(scripts).not.toContain("'sha256-")

    const hit = await cachedHit('/show?keyword=x1-headers')
    expect(hit.headers.get('content-security-policy')).toBe(policy)
    expectCommon(hit, 'page hit')
    const notModified = await get('/show?keyword=x1-headers', { 'If-None-Match': hit.headers.get('etag') ?? '' })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('content-security-policy')).toBe(policy)
    expectCommon(notModified, 'page 304')
  })

  test('X1 a 404 page, the content API (answer and error), the admin, media, Next assets and the probes', async () => {
    const notFound = await get('/no-such-page')
    expect(notFound.status).toBe(404)
    expectCommon(notFound, '404')
    expect(notFound.headers.get('content-security-policy')).toContain("'nonce-")

    for (const path of [
      '/api/Website/GetMenuList?siteId=nuclear-expo',
      '/api/Website/GetMenuList?siteId=nope',
      '/api/Website/Nothing',
      '/healthz',
    ]) {
      const answer = await get(path)
      expectCommon(answer, path)
      expect(answer.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'")
    }

    const admin = await get('/admin/login')
    expectCommon(admin, 'admin')
    expect(admin.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    // The admin holds the session: X-Frame-Options for browsers on an IE engine, a window of its own.
    expect(admin.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(admin.headers.get('cross-origin-opener-policy')).toBe('same-origin')

    const [banner] = (await siteContent(baseURL)).banners
    expect(banner?.pictureUrl).toBeTruthy()
    const media = await get(new URL(banner?.pictureUrl ?? '', baseURL).pathname)
    expect(media.status).toBe(200)
    expectCommon(media, 'media')
    expect(media.headers.get('content-security-policy')).toContain('sandbox')

    const html = await (await get('/home')).text()
    const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    expectCommon(await get(asset ?? ''), 'asset')
  })

  test('X1 the CSP report endpoint logs a report and is rate-limited per client', async () => {
    const report = JSON.stringify({ 'csp-report': { 'document-uri': `${baseURL}/home`, 'violated-directive': 'script-src' } })
    const post = () =>
      fetch(`${baseURL}/csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: report })
    expect((await post()).status).toBe(204)
    expect((await fetch(`${baseURL}/csp-report`)).status).toBe(405)
    const statuses: number[] = []
    for (let index = 0; index < 25; index += 1) statuses.push((await post()).status)
    expect(statuses).toContain(429)
  })
})

describe('X1 no page logs a CSP violation in Chromium', () => {
  test('X1 public pages (carousel, ad, news, exhibitors, downloads) and the admin sign-in page', async () => {
    const content = await pagesContent(baseURL)
    const paths = ['/home', `/news?menuId=${content.news.id}`, '/show', `/download?menuId=${content.download.id}`, '/no-such-page']
    for (const device of ['desktop', 'phone'] as const) {
      await open(device, { ad: true }, async ({ page, problems }) => {
        for (const path of paths) {
          await page.goto(path, { waitUntil: 'load' })
          await hydrated(page)
        }
        await page.goto('/admin/login', { waitUntil: 'load' })
        await page.locator('input[name="email"]').waitFor()
        expect(problems.cspViolations).toEqual([])
        expect(problems.pageErrors).toEqual([])
      })
    }
  }, 180_000)
})
