import { afterEach, describe, expect, test, vi } from 'vitest'

import type { MenuItem } from '@/content-source/contract'

import { PageNotFound } from './NotFound'

const tree = vi.hoisted(() => ({ read: async (): Promise<MenuItem[]> => [] }))
vi.mock('@/site/lib/content', () => ({ getMenuTree: () => tree.read() }))

const { menuOfPage, readFound, readList, UNAVAILABLE } = await import('./reads')

const menu = (id: number, children: MenuItem[] = []): MenuItem => ({
  id,
  nameCN: `菜单${id}`,
  nameEN: '',
  iconUrl: null,
  coverUrl: null,
  siteName: '',
  link: '/news',
  children,
})

/** What pageNotFound() throws: editionPage turns it into the site's 404 page. */
const isNotFound = (error: unknown) => error instanceof PageNotFound

async function outcome<T>(run: () => Promise<T>): Promise<T | '404'> {
  try {
    return await run()
  } catch (error) {
    if (isNotFound(error)) return '404'
    throw error
  }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('P5/S31 page reads', () => {
  test('S31 a list read that fails is UNAVAILABLE (the page shows 暂无内容), and is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(readList('news list', () => Promise.reject(new Error('db down')))).resolves.toBe(UNAVAILABLE)
    expect(log).toHaveBeenCalledOnce()
    await expect(readList('news list', async () => [1])).resolves.toEqual([1])
  })

  test('P5 a single read that finds nothing is a 404; one that fails is UNAVAILABLE', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(outcome(() => readFound('article', async () => null))).resolves.toBe('404')
    await expect(outcome(() => readFound('article', () => Promise.reject(new Error('timeout'))))).resolves.toBe(UNAVAILABLE)
    await expect(outcome(() => readFound('article', async () => 'found'))).resolves.toBe('found')
  })

  test('P5 menuId: malformed, unknown or (where required) missing is a 404', async () => {
    tree.read = async () => [menu(1, [menu(2)])]
    for (const bad of ['abc def', '', '999', ['1', '2']]) await expect(outcome(() => menuOfPage(bad, false))).resolves.toBe('404')
    await expect(outcome(() => menuOfPage(undefined, true))).resolves.toBe('404')
    await expect(outcome(() => menuOfPage(undefined, false))).resolves.toBeNull()
    const found = await menuOfPage('2', true)
    expect(found?.breadcrumb).toEqual(['菜单1', '菜单2'])
  })

  test('S31 menuId: when the menu tree cannot be read, no 404 (the page cannot tell)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    tree.read = () => Promise.reject(new Error('db down'))
    await expect(outcome(() => menuOfPage('2', true))).resolves.toBeNull()
  })
})
