import type { IconKind } from './images/icons'
import { menuIcon } from './images/icons'
import { cover } from './images/scenes'
import { type SeedContext, seedOptions, uploadMedia } from './context'

type Tone = Parameters<typeof cover>[1]

type MenuSeed = {
  key: string
  nameCN: string
  nameEN: string
  link: '/home' | '/info' | '/news' | '/show' | '/download' | '/detail' | '/register'
  icon: IconKind
  cover?: Tone
  children?: MenuSeed[]
}

/** A menu's own browser title, which does not repeat the exhibition's name (that would go stale on a rename). */
const REGISTRATION_TITLE = '观众预登记 · 免费参观申请'

/** The menu tree of the demo show; `key` names a menu for the rest of the seed. */
export const menuTree: MenuSeed[] = [
  { key: 'home', nameCN: '首页', nameEN: 'Home', link: '/home', icon: 'home', cover: 'dawn' },
  {
    key: 'about',
    nameCN: '展会概况',
    nameEN: 'About',
    link: '/info',
    icon: 'atom',
    cover: 'night',
    children: [
      { key: 'introduction', nameCN: '展会介绍', nameEN: 'Introduction', link: '/info', icon: 'info' },
      { key: 'organizers', nameCN: '组织机构', nameEN: 'Organizers', link: '/info', icon: 'organizers' },
      { key: 'zones', nameCN: '展区规划', nameEN: 'Exhibition Zones', link: '/info', icon: 'zones', cover: 'steel' },
      { key: 'review', nameCN: '往届回顾', nameEN: 'Review', link: '/news', icon: 'review' },
    ],
  },
  { key: 'exhibitors', nameCN: '展商名录', nameEN: 'Exhibitors', link: '/show', icon: 'exhibitors', cover: 'steel' },
  {
    key: 'forExhibitors',
    nameCN: '展商服务',
    nameEN: 'For Exhibitors',
    link: '/info',
    icon: 'services',
    cover: 'dawn',
    children: [
      { key: 'process', nameCN: '参展流程', nameEN: 'How to Exhibit', link: '/info', icon: 'process' },
      { key: 'booking', nameCN: '展位预订', nameEN: 'Booth Booking', link: '/info', icon: 'booth' },
      { key: 'downloads', nameCN: '资料下载', nameEN: 'Downloads', link: '/download', icon: 'download' },
    ],
  },
  {
    key: 'forVisitors',
    nameCN: '观众服务',
    nameEN: 'For Visitors',
    link: '/info',
    icon: 'visitors',
    cover: 'crimson',
    children: [
      { key: 'registration', nameCN: '观众登记', nameEN: 'Registration', link: '/register', icon: 'registration' },
      { key: 'travel', nameCN: '交通指南', nameEN: 'Travel', link: '/info', icon: 'travel', cover: 'dawn' },
      { key: 'hotels', nameCN: '酒店住宿', nameEN: 'Hotels', link: '/info', icon: 'hotel' },
    ],
  },
  {
    key: 'newsCenter',
    nameCN: '新闻中心',
    nameEN: 'News',
    link: '/news',
    icon: 'news',
    cover: 'night',
    children: [
      { key: 'showNews', nameCN: '展会新闻', nameEN: 'Show News', link: '/news', icon: 'showNews' },
      { key: 'industryNews', nameCN: '行业动态', nameEN: 'Industry News', link: '/news', icon: 'industry' },
    ],
  },
  { key: 'contact', nameCN: '联系我们', nameEN: 'Contact', link: '/info', icon: 'contact', cover: 'steel' },
]

export type MenuIds = Record<string, number>

async function createMenu(ctx: SeedContext, seed: MenuSeed, sortOrder: number, parent: number | null, ids: MenuIds): Promise<void> {
  const icon = await uploadMedia(ctx, `${seed.nameCN}图标`, await menuIcon(seed.icon, `icon-${seed.key}.png`))
  const coverId = seed.cover
    ? await uploadMedia(ctx, `${seed.nameCN}封面`, await cover(seed.nameEN, seed.cover, `cover-${seed.key}.jpg`))
    : null
  const menu = await ctx.payload.create({
    collection: 'menus',
    data: {
      _status: 'published',
      nameCN: seed.nameCN,
      nameEN: seed.nameEN,
      // Titles follow the site settings' name (S28); one page has a title of its own.
      siteName: seed.key === 'registration' ? REGISTRATION_TITLE : null,
      link: seed.link,
      parent,
      icon,
      cover: coverId,
      sortOrder,
    },
    ...seedOptions,
  })
  ids[seed.key] = menu.id
  for (const [index, child] of (seed.children ?? []).entries()) {
    await createMenu(ctx, child, (index + 1) * 10, menu.id, ids)
  }
}

/** Creates the menu tree with icons and covers; returns the id of each menu by key. */
export async function seedMenus(ctx: SeedContext): Promise<MenuIds> {
  const ids: MenuIds = {}
  for (const [index, seed] of menuTree.entries()) await createMenu(ctx, seed, (index + 1) * 10, null, ids)
  return ids
}

export function menuId(ids: MenuIds, key: string): number {
  const id = ids[key]
  if (id === undefined) throw new Error(`seed: no menu "${key}"`)
  return id
}
