import { describe, expect, test } from 'vitest'

import type { MenuItem } from '@/content-source/contract'

import { menuHref, parseMenuId, resolveMenuContext } from './menu-context'

const menu = (id: number, nameCN: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  nameCN,
  nameEN: '',
  iconUrl: null,
  coverUrl: null,
  siteName: '',
  link: '/info',
  children: [],
  ...extra,
})

const tree: MenuItem[] = [
  menu(1, '首页', { link: '/home', siteName: '核展 首页' }),
  menu(2, '展会概况', {
    coverUrl: 'https://expo.example/cover-2.jpg',
    children: [
      menu(21, '展会介绍', { siteName: '展会介绍 - 核展' }),
      menu(22, '组织机构', { coverUrl: 'https://expo.example/cover-22.jpg' }),
    ],
  }),
  menu(3, '新闻中心', { link: '/news', children: [menu(31, '展会新闻', { link: '/news' })] }),
]

describe('S13/S16/S18 resolveMenuContext', () => {
  test('S13 a child: breadcrumb (parent, item), its siteName, the parent cover when it has none', () => {
    expect(resolveMenuContext(tree, '21')).toMatchObject({
      menu: { id: 21 },
      parent: { id: 2 },
      breadcrumb: ['展会概况', '展会介绍'],
      webTitle: '展会介绍 - 核展',
      coverUrl: 'https://expo.example/cover-2.jpg',
    })
  })

  test('S18 a child with its own cover keeps it', () => {
    expect(resolveMenuContext(tree, '22')?.coverUrl).toBe('https://expo.example/cover-22.jpg')
  })

  test('S18 no cover anywhere up the tree gives null', () => {
    expect(resolveMenuContext(tree, '31')).toMatchObject({ breadcrumb: ['新闻中心', '展会新闻'], coverUrl: null, webTitle: '' })
  })

  test('S13 a top-level item has no parent and a one-name breadcrumb', () => {
    expect(resolveMenuContext(tree, '2')).toMatchObject({ parent: null, breadcrumb: ['展会概况'] })
  })

  test('S16 unknown, malformed, repeated or missing ids give null', () => {
    for (const id of ['99', '', '2 OR 1=1', '../2', undefined, null, ['2', '21']]) expect(resolveMenuContext(tree, id)).toBeNull()
  })

  test('S10 home links carry no menuId; others carry theirs', () => {
    expect(menuHref(tree[0]!)).toBe('/home')
    expect(menuHref({ id: 21, link: '/info' })).toBe('/info?menuId=21')
  })

  test('S16 parseMenuId accepts only one id-shaped string', () => {
    expect(parseMenuId('21')).toBe('21')
    expect(parseMenuId('a'.repeat(65))).toBeNull()
    expect(parseMenuId(['21'])).toBeNull()
  })
})
