import type { Payload, TypedLocale, Where } from 'payload'

import type { SearchLocale } from './locales'

/**
 * G6: what search reads from the CMS: the published main documents only (a document never
 * published has `_status: draft`; Payload leaves trashed ones out; a draft saved over a published
 * document is in its versions, not here), read as plain text, without HTML.
 */

export type MenuInfo = { id: number; link: string }

/** What a searchable document says, in one locale. Its page's address is worked out when shown (menus move). */
export type SearchSource = {
  key: string
  collection: 'articles' | 'exhibitors'
  id: number
  title: string
  /** An article's subtitle, an exhibitor's English name. */
  subtitle: string
  body: string
  /** The article's menu (its page and kind follow from it); null for exhibitors. */
  menuId: number | null
  /** An article's publication time (ms); it is not shown before then (E5). */
  publishedAt: number | null
  /** The document's updatedAt: a refresh re-reads only documents whose stamp changed. */
  stamp: string
}

const PUBLISHED: Where = { _status: { equals: 'published' } }
const BATCH = 200

/**
 * A read in a locale. Until the CMS has localization (G5) it has one language and a read names
 * none; the generated types know the locale codes only from then on, hence the cast.
 */
function inLocale(payload: Payload, locale: SearchLocale): { locale?: TypedLocale } {
  const codes: readonly string[] = payload.config.localization ? payload.config.localization.localeCodes : []
  return codes.includes(locale) ? { locale: locale as unknown as TypedLocale } : {}
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const BLOCKS = new Set(['paragraph', 'heading', 'quote', 'listitem', 'tablecell', 'tablerow', 'list', 'table'])

/** The words of a Lexical rich-text value, a block a line. */
export function richTextPlain(value: unknown): string {
  const parts: string[] = []
  const walk = (node: unknown): void => {
    if (!isRecord(node)) return
    if (typeof node.text === 'string') parts.push(node.text)
    else if (node.type === 'linebreak' || node.type === 'tab') parts.push(' ')
    if (Array.isArray(node.children)) node.children.forEach(walk)
    if (typeof node.type === 'string' && BLOCKS.has(node.type)) parts.push('\n')
  }
  walk(isRecord(value) ? value.root : undefined)
  return parts.join('').replace(/\n{2,}/g, '\n').trim()
}

const relationId = (value: unknown): number | null =>
  typeof value === 'number' ? value : isRecord(value) && typeof value.id === 'number' ? value.id : null

const time = (value: unknown): number | null => {
  const at = typeof value === 'string' ? Date.parse(value) : Number.NaN
  return Number.isNaN(at) ? null : at
}

/** The published menus: where an article's page is and what kind of page it is. */
export async function readMenus(payload: Payload, locale: SearchLocale): Promise<Map<number, MenuInfo>> {
  const { docs } = await payload.find({ collection: 'menus', where: PUBLISHED, ...inLocale(payload, locale), depth: 0, limit: 0, pagination: false, select: { link: true } })
  return new Map(docs.map((menu) => [menu.id, { id: menu.id, link: menu.link }]))
}

/** The stamp of every published searchable document: articles in a menu (news and pages; column pieces are no pages), exhibitors. */
export async function readStamps(payload: Payload, locale: SearchLocale): Promise<Map<string, string>> {
  const common = { ...inLocale(payload, locale), depth: 0, limit: 0, pagination: false, select: { updatedAt: true } } as const
  const [articles, exhibitors] = await Promise.all([
    payload.find({ collection: 'articles', where: { and: [PUBLISHED, { menu: { exists: true } }] }, ...common }),
    payload.find({ collection: 'exhibitors', where: PUBLISHED, ...common }),
  ])
  return new Map([
    ...articles.docs.map((doc) => [`articles:${doc.id}`, doc.updatedAt] as const),
    ...exhibitors.docs.map((doc) => [`exhibitors:${doc.id}`, doc.updatedAt] as const),
  ])
}

/** The documents of these keys (`articles:12`), read in batches; one that went meanwhile is left out. */
export async function readSources(payload: Payload, locale: SearchLocale, keys: readonly string[]): Promise<SearchSource[]> {
  const ids = (collection: string) => keys.filter((key) => key.startsWith(`${collection}:`)).map((key) => Number(key.slice(collection.length + 1)))
  const sources: SearchSource[] = []
  const articleIds = ids('articles')
  for (let i = 0; i < articleIds.length; i += BATCH) {
    const { docs } = await payload.find({
      collection: 'articles',
      where: { and: [PUBLISHED, { menu: { exists: true } }, { id: { in: articleIds.slice(i, i + BATCH) } }] },
      ...inLocale(payload, locale),
      depth: 0,
      limit: 0,
      pagination: false,
      select: { title: true, subtitle: true, detail: true, menu: true, publishedAt: true, updatedAt: true },
    })
    for (const doc of docs) {
      sources.push({
        key: `articles:${doc.id}`,
        collection: 'articles',
        id: doc.id,
        title: doc.title ?? '',
        subtitle: doc.subtitle ?? '',
        body: richTextPlain(doc.detail),
        menuId: relationId(doc.menu),
        publishedAt: time(doc.publishedAt),
        stamp: doc.updatedAt,
      })
    }
  }
  const exhibitorIds = ids('exhibitors')
  for (let i = 0; i < exhibitorIds.length; i += BATCH) {
    const { docs } = await payload.find({
      collection: 'exhibitors',
      where: { and: [PUBLISHED, { id: { in: exhibitorIds.slice(i, i + BATCH) } }] },
      ...inLocale(payload, locale),
      depth: 0,
      limit: 0,
      pagination: false,
      select: { nameCN: true, nameEN: true, booth: true, category: true, introduction: true, contact: true, updatedAt: true },
    })
    for (const doc of docs) {
      const details = [doc.booth ? `展位 ${doc.booth}` : '', doc.category, richTextPlain(doc.introduction), doc.contact ?? '']
      sources.push({
        key: `exhibitors:${doc.id}`,
        collection: 'exhibitors',
        id: doc.id,
        title: doc.nameCN ?? '',
        subtitle: doc.nameEN ?? '',
        body: details.filter(Boolean).join('\n'),
        menuId: null,
        publishedAt: null,
        stamp: doc.updatedAt,
      })
    }
  }
  return sources
}
