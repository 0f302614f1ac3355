import { describe, expect, inject, it } from 'vitest'

import { E2E_ADMIN } from './server'

const base = () => inject('baseURL')

async function signIn(): Promise<string> {
  const answer = await fetch(`${base()}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { token: string }).token
}

async function rest(path: string, token: string, method: string, body: unknown): Promise<{ doc: { id: number } }> {
  const answer = await fetch(`${base()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify(body),
  })
  expect(answer.status, `${method} ${path}`).toBe(method === 'POST' ? 201 : 200)
  return (await answer.json()) as { doc: { id: number } }
}

/** A browser's navigation on this site: Payload takes a session cookie only with Sec-Fetch-Site (CSRF). */
const page = (path: string, cookie?: string) =>
  fetch(`${base()}${path}`, { headers: { 'Sec-Fetch-Site': 'same-origin', ...(cookie ? { Cookie: cookie } : {}) }, redirect: 'manual' })

/** The cookies a response sets, as a Cookie header would send them back. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')

describe('E4 preview: drafts on the real public page, for signed-in staff only, never cached', () => {
  it('E4 anonymous gets the published page; staff with preview get the draft, private and no-store; anonymous still gets the published page', async () => {
    const token = await signIn()
    const { doc } = await rest('/api/articles', token, 'POST', {
      title: 'E4 已发布的标题',
      publishedAt: new Date().toISOString(),
      _status: 'published',
    })
    await rest(`/api/articles/${doc.id}?draft=true`, token, 'PATCH', { title: 'E4 还在草稿里的标题' })
    const path = `/detail?id=${doc.id}`

    const before = await page(path)
    expect(before.status).toBe(200)
    const publicHtml = await before.text()
    expect(publicHtml).toContain('E4 已发布的标题')
    expect(publicHtml).not.toContain('还在草稿里')

    const refused = await page(`/preview?path=${encodeURIComponent(path)}`)
    expect(refused.status).toBe(403)
    expect(refused.headers.get('cache-control')).toBe('private, no-store')

    const session = `payload-token=${token}`
    const opened = await page(`/preview?path=${encodeURIComponent(path)}`, session)
    expect(opened.status).toBe(307)
    expect(opened.headers.get('location')).toMatch(new RegExp(`${path.replace('?', '\\?')}$`))
    const preview = `${session}; ${cookiesOf(opened)}`
    expect(preview).toContain('__prerender_bypass=')

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const drafted = await page(path, preview)
      expect(drafted.status).toBe(200)
      const cacheControl = drafted.headers.get('cache-control') ?? ''
      expect(cacheControl).toContain('private')
      expect(cacheControl).toContain('no-store')
      expect(drafted.headers.get('x-cache')).not.toBe('HIT')
      const html = await drafted.text()
      expect(html).toContain('E4 还在草稿里的标题')
      expect(html).toContain('预览模式')
    }

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const after = await page(path)
      const html = await after.text()
      expect(html).toContain('E4 已发布的标题')
      expect(html).not.toContain('还在草稿里')
    }
    // The preview cookie without a staff session shows the published page.
    const cookieOnly = await page(path, cookiesOf(opened))
    expect(await cookieOnly.text()).not.toContain('还在草稿里')
  })

  it('E4 the preview only redirects within the site', async () => {
    const token = await signIn()
    for (const target of ['https://evil.example/', '//evil.example/x', 'detail?id=1']) {
      const answer = await page(`/preview?path=${encodeURIComponent(target)}`, `payload-token=${token}`)
      expect(answer.status, target).toBe(400)
    }
  })
})
