import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import type { ArticleItem, MenuItem } from '@/content-source/contract'

import { waitFor } from '../helpers/poll'

import { adminToken } from '../helpers/admin-session'
import { runFixtures } from './server'

const base = () => inject('baseURL')
const get = (path: string, headers: Record<string, string> = {}) => fetch(base() + path, { headers, redirect: 'manual' })

async function hitAfterMiss(path: string, headers: Record<string, string> = {}): Promise<Response> {
  await get(path, headers)
  // The store compresses asynchronously after the miss.
  return waitFor(
    `${path} to become a cache hit`,
    async () => {
      const answer = await get(path, headers)
      return answer.headers.get('x-cache') === 'HIT' ? answer : undefined
    },
    1_000,
  )
}

describe('W2 the response cache in front of Next, on the production server', () => {
  it('O2 on SQLite: an article another process publishes (as the import does, beside the server) is on its cached page within seconds', async () => {
    const { id, title } = inject('fixtures').detailCard
    const page = `/detail?id=${id}`
    const renamed = `${title}（改名）`
    const titled = (expected: string) => async () => {
      const html = await (await get(page)).text()
      return html.includes(expected) && (expected === renamed || !html.includes(renamed)) ? true : undefined
    }
    expect(await (await hitAfterMiss(page)).text()).toContain(title)
    for (const next of [renamed, title]) {
      runFixtures(inject('dataDir'), ['rename-article', String(id), next])
      await waitFor(`${page} to show “${next}”`, titled(next), 10_000, 100)
    }
  })

  it('miss, then hit, for a page and for the content API; ETag and 304', async () => {
    const page = await hitAfterMiss('/show?keyword=cache-test-1')
    expect(page.headers.get('cache-control')).toContain('s-maxage=')
    const etag = page.headers.get('etag') ?? ''
    expect((await get('/show?keyword=cache-test-1', { 'If-None-Match': etag })).status).toBe(304)
    const api = await hitAfterMiss('/api/Website/GetExhibitorList?siteId=nuclear-expo&keyword=cache-test-1')
    expect(((await api.json()) as { code: number }).code).toBe(200)
  })

  it('brotli and gzip bodies decode to the same page', async () => {
    await hitAfterMiss('/show?keyword=cache-test-2')
    const br = await get('/show?keyword=cache-test-2', { 'Accept-Encoding': 'br' })
    const gzip = await get('/show?keyword=cache-test-2', { 'Accept-Encoding': 'gzip' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await br.text()).toBe(await gzip.text())
  })

  it('HEAD is answered from the cache without a body', async () => {
    await hitAfterMiss('/show?keyword=cache-test-3')
    const head = await fetch(`${base()}/show?keyword=cache-test-3`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('x-cache')).toBe('HIT')
  })

  it('the admin, a signed-in editor and downloads bypass it', async () => {
    expect((await get('/admin')).headers.get('x-cache')).toBeNull()
    const token = await adminToken(base())
    const editor = await get('/show?keyword=cache-test-4', { Cookie: `payload-token=${token}` })
    expect(editor.headers.get('x-cache')).toBeNull()
    // What the editor saw was not stored for visitors.
    expect((await get('/show?keyword=cache-test-4')).headers.get('x-cache')).toBe('MISS')
  })

  it('public pages carry no Critical-CH / Accept-CH; the admin keeps them', async () => {
    const page = await get('/home')
    expect(page.headers.get('critical-ch')).toBeNull()
    expect(page.headers.get('accept-ch')).toBeNull()
    expect(page.headers.get('vary') ?? '').not.toContain('Sec-CH-Prefers-Color-Scheme')
    const admin = await get('/admin/login')
    expect(admin.headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  it('an edit saved in the admin clears the cached pages: visitors see it within 1 s', async () => {
    const menus = ((await (await get('/api/Website/GetMenuList?siteId=nuclear-expo')).json()) as { data: { items: MenuItem[] } }).data.items
    const newsMenu = menus.flatMap((menu) => [menu, ...menu.children]).find((menu) => menu.link === '/news')
    const newsPath = `/news?menuId=${newsMenu?.id}`
    const list = (await (await get(`/api/Website/GetArticleList?siteId=nuclear-expo&menuId=${newsMenu?.id}`)).json()) as {
      data: { items: ArticleItem[] }
    }
    const article = list.data.items[0] as ArticleItem
    await hitAfterMiss(newsPath)
    const token = await adminToken(base())
    const title = `${article.title}（已更新 ${Date.now()}）`
    const saved = await fetch(`${base()}/api/articles/${article.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ title }),
    })
    expect(saved.status).toBe(200)
    const started = Date.now()
    const html = await waitFor(
      'the edited title on the page',
      async () => {
        const text = await (await get(newsPath)).text()
        return text.includes(title) ? text : undefined
      },
      1_000 - (Date.now() - started),
      20,
    ).catch(async () => (await get(newsPath)).text())
    expect(html).toContain(title)
    const api = (await (await get(`/api/Website/GetArticleDetail?siteId=nuclear-expo&id=${article.id}`)).json()) as {
      data: { items: ArticleItem[] }
    }
    expect(api.data.items[0]?.title).toBe(title)
  })
})
