import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseHtml } from '../helpers/html'
import { runScript, type ScriptProcess } from '../helpers/script-process'
import { dataEnv, E2E_ADMIN, prepareData, type RunningServer, startServer } from './server'

const SITE_ID = 'nuclear-expo'

type Menu = { id: number; link: string; children: Menu[] }
const flatten = (menus: Menu[]): Menu[] => menus.flatMap((menu) => [menu, ...flatten(menu.children)])

/**
 * J5 an old link after the import, as a visitor opens it: the old site (this product's demo,
 * its first articles deleted, so that its ids have a gap a renumbering would close) is imported
 * into a new site, and the new site's built app opens `/news-detail?id=` and `/showDetail?id=`
 * of every old id on the same item.
 */
describe('J5 old links open the same page after the import', () => {
  let source: ScriptProcess
  let site: RunningServer
  let sourceUrl = ''
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-import-links-'))
  const sourceDir = path.join(workDir, 'old-site')
  const siteDir = path.join(workDir, 'new-site')

  async function api<T>(endpoint: string, query: Record<string, string | number> = {}): Promise<T[]> {
    const params = new URLSearchParams({ siteId: SITE_ID, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })
    const response = await fetch(`${sourceUrl}/api/Website/${endpoint}?${params}`)
    expect(response.status, `${endpoint} ${params}`).toBe(200)
    return ((await response.json()) as { data: { items: T[] } }).data.items
  }

  beforeAll(async () => {
    fs.mkdirSync(sourceDir)
    prepareData(sourceDir)
    source = runScript('tests/helpers/content-api-server.ts', [], dataEnv(sourceDir))
    sourceUrl = await source.line(/^http:\/\//)
    // Gaps in the old ids: the first two articles deleted on the old site.
    const login = await fetch(`${sourceUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    })
    const { token } = (await login.json()) as { token: string }
    const response = await fetch(`${sourceUrl}/api/articles?where[id][less_than]=3&depth=0`, {
      method: 'DELETE',
      headers: { Authorization: `JWT ${token}` },
    })
    expect(response.status).toBe(200)
    const deleted = (await response.json()) as { docs: { id: number }[]; errors: unknown[] }
    expect(deleted.errors).toEqual([])
    expect(deleted.docs.map((doc) => doc.id).sort()).toEqual([1, 2])
    fs.mkdirSync(siteDir)
    const run = runScript('scripts/import.ts', ['--from', sourceUrl, '--site-id', SITE_ID], dataEnv(siteDir))
    expect(await run.exited, run.output()).toBe(0)
    // The organiser then starts the site as `npm start` does: migrations, no demo over the imported content, an admin.
    const prepare = runScript('scripts/prepare.ts', [], {
      ...dataEnv(siteDir),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    })
    expect(await prepare.exited, prepare.output()).toBe(0)
    expect(prepare.output()).toContain('Database has content: not seeding.')
    site = await startServer(siteDir)
  }, 900_000)

  afterAll(async () => {
    await Promise.all([source?.stop(), site?.stop()])
    fs.rmSync(workDir, { recursive: true, force: true })
  })

  it('J5 every old /news-detail?id= and /showDetail?id= opens the same article or exhibitor in the new site’s pages', async () => {
    const compact = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '')
    const opened = async (pathAndQuery: string) => {
      const response = await fetch(site.baseURL + pathAndQuery, { redirect: 'manual' })
      expect(response.status, pathAndQuery).toBe(200)
      return parseHtml(await response.text())
    }
    const ids: number[] = []
    for (const menu of flatten(await api<Menu>('GetMenuList')).filter((item) => item.link === '/news')) {
      for (const article of await api<{ id: number; title: string }>('GetArticleList', { menuId: menu.id, pageIndex: 1, pageSize: 100 })) {
        const page = await opened(`/news-detail?id=${article.id}&menuId=${menu.id}`)
        expect(compact(page.querySelector('h1.article__title')?.textContent), `/news-detail?id=${article.id}`).toBe(compact(article.title))
        ids.push(article.id)
      }
    }
    expect(ids.length).toBeGreaterThanOrEqual(5)
    // The old ids start after the gap: a renumbering import would have opened other articles here.
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(3)
    // An id the old site deleted opens nothing here either.
    for (const id of [1, 2]) expect((await fetch(`${site.baseURL}/news-detail?id=${id}`, { redirect: 'manual' })).status).toBe(404)
    const exhibitors = await api<{ id: number; nameCN: string }>('GetExhibitorList', { pageIndex: 1, pageSize: 100 })
    expect(exhibitors.length).toBeGreaterThanOrEqual(5)
    for (const exhibitor of exhibitors) {
      const page = await opened(`/showDetail?id=${exhibitor.id}`)
      expect(compact(page.querySelector('main')?.textContent), `/showDetail?id=${exhibitor.id}`).toContain(compact(exhibitor.nameCN))
    }
  })
})
