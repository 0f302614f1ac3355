import type { IncomingMessage } from 'node:http'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { MenuItem } from '@/content-source/contract'
import { localizedPath, splitLocalePath } from '@/locales/languages'
import { ContentReadCache } from '@/content-model/read-cache'
import { remoteContentSource } from '@/content-source/remote'
import { cacheKey } from '../helpers/cache-routes'
import { menuTreeIn } from '@/site/lib/menu-context'
import { fileTypeLabel } from '@/site/pages/download/file-type'

import { startRemoteBackend, type RemoteBackend } from '../helpers/remote-backend'

const menu = (id: number, nameCN: string, nameEN: string, children: MenuItem[] = []): MenuItem => ({
  id,
  nameCN,
  nameEN,
  iconUrl: null,
  coverUrl: null,
  siteName: '',
  link: '/info',
  children,
})

describe('G5 the English edition: paths, menus, cache keys', () => {
  it('G5 localizedPath puts a Chinese path under /en; splitLocalePath reads it back', () => {
    expect(localizedPath('/news?menuId=3&page=2', 'en')).toBe('/en/news?menuId=3&page=2')
    expect(localizedPath('/news?menuId=3', 'zh')).toBe('/news?menuId=3')
    expect(localizedPath('/', 'en')).toBe('/en/home')
    expect(splitLocalePath('/en/news-detail')).toEqual({ locale: 'en', path: '/news-detail' })
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/home' })
    expect(splitLocalePath('/english')).toEqual({ locale: 'zh', path: '/english' })
    expect(splitLocalePath('/news')).toEqual({ locale: 'zh', path: '/news' })
  })

  it('G5 the English menu tree: English names in place of the Chinese, menus without one left out with their sub-menus', () => {
    const tree = [
      menu(1, '首页', 'Home'),
      menu(2, '展会概况', '', [menu(3, '展会介绍', 'Introduction')]),
      menu(4, '新闻', 'News', [menu(5, '行业动态', ''), menu(6, '展会新闻', 'Show News')]),
    ]
    expect(menuTreeIn('zh', tree)).toEqual(tree)
    const english = menuTreeIn('en', tree)
    expect(english.map((item) => [item.id, item.nameCN, item.nameEN, item.children.map((child) => child.nameCN)])).toEqual([
      [1, 'Home', '', []],
      [4, 'News', '', ['Show News']],
    ])
  })

  it('G5 the response cache keeps /en pages under their own keys', () => {
    const request = (url: string) => ({ url, method: 'GET', headers: {} }) as unknown as IncomingMessage
    expect(cacheKey(request('/en/news?page=2&menuId=7'))).toBe('/en/news?menuId=7&page=2')
    expect(cacheKey(request('/en/home'))).toBe('/en/home')
    expect(cacheKey(request('/home'))).toBe('/home')
    expect(cacheKey(request('/en/admin'))).toBeNull()
  })

  it('G5 file kinds in English', () => {
    expect(fileTypeLabel('展位图.png', 'image/png', 'en')).toBe('Image')
    expect(fileTypeLabel('无扩展名', 'application/octet-stream', 'en')).toBe('File')
    expect(fileTypeLabel('手册.pdf', 'application/pdf', 'en')).toBe('PDF')
  })
})

describe('G5 the remote content source asks the remote in English', () => {
  let backend: RemoteBackend
  beforeEach(async () => {
    backend = await startRemoteBackend()
  })
  afterEach(async () => {
    await backend.close()
  })

  it('G5 an English source sends lang=en on every call and keeps its answers apart from the Chinese ones', async () => {
    const store = new ContentReadCache()
    const logger = { error: vi.fn() }
    const options = { baseURL: backend.url, token: 'remote-test-token', siteId: 'nuclear-expo', logger, store }
    await remoteContentSource({ ...options, locale: 'en' }).getMenuTree()
    await remoteContentSource({ ...options, locale: 'zh' }).getMenuTree()
    const calls = backend.received.filter((call) => call.endpoint === 'GetMenuList')
    expect(calls.map((call) => call.query.lang ?? null)).toEqual(['en', null])
    expect(store.size).toBe(2)
  })
})
