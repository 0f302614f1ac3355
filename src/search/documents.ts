import type { Payload, TypedFallbackLocale, TypedLocale, Where } from 'payload'

import type { Article, Exhibitor } from '@/payload-types'

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
/** Z5: a page small enough that reading and converting it holds the server only briefly at start. */
const BATCH = 50

/**
 * A read in a locale, without falling back to another: an English index holds English text only
 * (an article not yet translated has no English page, G5). Until the CMS has localization it has
 * one language and a read names none; the generated types know the locale codes only from then
 * on, hence the casts.
 */
function inLocale(payload: Payload, locale: SearchLocale): { locale?: TypedLocale; fallbackLocale?: TypedFallbackLocale } {
  const codes: readonly string[] = payload.config.localization ? payload.config.localization.localeCodes : []
  return codes.includes(locale) ? { locale: locale as unknown as TypedLocale, fallbackLocale: false as unknown as TypedFallbackLocale } : {}
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const BLOCKS = new Set(['paragraph', 'heading', 'quote', 'listitem', 'tablecell', 'tablerow', 'list', 'table'])

/** The words of an HTML block (I1): its text, without tags. */
const htmlPlain = (html: string): string =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim()

/** The words of a Lexical rich-text value, a block a line. */
export function richTextPlain(value: unknown): string {
  const parts: string[] = []
  const walk = (node: unknown): void => {
    if (!isRecord(node)) return
    if (typeof node.text === 'string') parts.push(node.text)
    else if (node.type === 'block' && isRecord(node.fields) && typeof node.fields.html === 'string')
      parts.push(htmlPlain(node.fields.html), '\n')
    else if (node.type === 'linebreak' || node.type === 'tab') parts.push(' ')
    if (Array.isArray(node.children)) node.children.forEach(walk)
    if (typeof node.type === 'string' && BLOCKS.has(node.type)) parts.push('\n')
  }
  walk(isRecord(value) ? value.root : undefined)
  return parts
    .join('')
    .replace(/\n{2,}/g, '\n')
    .trim()
}

const relationId = (value: unknown): number | null =>
  typeof value === 'number' ? value : isRecord(value) && typeof value.id === 'number' ? value.id : null

const time = (value: unknown): number | null => {
  const at = typeof value === 'string' ? Date.parse(value) : Number.NaN
  return Number.isNaN(at) ? null : at
}

/** The published menus: where an article's page is and what kind of page it is. */
export async function readMenus(payload: Payload, locale: SearchLocale): Promise<Map<number, MenuInfo>> {
  const { docs } = await payload.find({
    collection: 'menus',
    where: PUBLISHED,
    ...inLocale(payload, locale),
    depth: 0,
    limit: 0,
    pagination: false,
    select: { link: true },
  })
  return new Map(docs.map((menu) => [menu.id, { id: menu.id, link: menu.link }]))
}

type Searchable = 'articles' | 'exhibitors'
const SEARCHABLE: readonly Searchable[] = ['articles', 'exhibitors']

/**
 * The published documents search shows: articles in a menu (news and pages; column pieces are no
 * pages) that have a title in the index's language (G5: an article not yet translated has no
 * English page), exhibitors.
 */
const WRITTEN: Where = { and: [{ title: { exists: true } }, { title: { not_equals: '' } }] }
const shown = (collection: Searchable): Where =>
  collection === 'articles' ? { and: [PUBLISHED, { menu: { exists: true } }, WRITTEN] } : PUBLISHED

/** How many documents of each collection search should hold now. */
export async function countShown(payload: Payload, locale: SearchLocale): Promise<Record<Searchable, number>> {
  const [articles, exhibitors] = await Promise.all(
    SEARCHABLE.map(
      async (collection) => (await payload.count({ collection, where: shown(collection), ...inLocale(payload, locale) })).totalDocs,
    ),
  )
  return { articles: articles ?? 0, exhibitors: exhibitors ?? 0 }
}

/**
 * Each searchable document matching `where` with its stamp (`articles:12` → updatedAt), read a
 * page of BATCH at a time by id like the index's build (Z5), never all in one read.
 */
async function readStampsWhere(
  payload: Payload,
  locale: SearchLocale,
  where: (collection: Searchable) => Where,
  options: { trash?: boolean } = {},
): Promise<Map<string, string>> {
  const stamps = new Map<string, string>()
  for (const collection of SEARCHABLE) {
    for (let afterId = 0; ;) {
      const { docs } = await payload.find({
        collection,
        where: { and: [where(collection), { id: { greater_than: afterId } }] },
        ...options,
        ...inLocale(payload, locale),
        depth: 0,
        sort: 'id',
        limit: BATCH,
        pagination: false,
        select: { updatedAt: true },
      })
      for (const doc of docs) stamps.set(`${collection}:${doc.id}`, doc.updatedAt)
      const last = docs.at(-1)
      if (!last || docs.length < BATCH) break
      afterId = last.id
    }
  }
  return stamps
}

/** The stamp of every published searchable document (the slow path: a hard delete cannot be seen otherwise). */
export const readStamps = (payload: Payload, locale: SearchLocale): Promise<Map<string, string>> => readStampsWhere(payload, locale, shown)

/**
 * The documents saved since that time, whatever their state now (drafts, trashed, published):
 * a publish, an unpublish, a move to the 回收站 and back all set updatedAt.
 */
export async function readChangedSince(payload: Payload, locale: SearchLocale, since: string): Promise<string[]> {
  const changed = await readStampsWhere(payload, locale, () => ({ updatedAt: { greater_than: since } }), { trash: true })
  return [...changed.keys()]
}

const toArticle = (doc: Pick<Article, 'id' | 'title' | 'subtitle' | 'detail' | 'menu' | 'publishedAt' | 'updatedAt'>): SearchSource => ({
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

function toExhibitor(
  doc: Pick<Exhibitor, 'id' | 'nameCN' | 'nameEN' | 'booth' | 'category' | 'introduction' | 'contact' | 'updatedAt'>,
): SearchSource {
  const details = [doc.booth ? `展位 ${doc.booth}` : '', doc.category, richTextPlain(doc.introduction), doc.contact ?? '']
  return {
    key: `exhibitors:${doc.id}`,
    collection: 'exhibitors',
    id: doc.id,
    title: doc.nameCN ?? '',
    subtitle: doc.nameEN ?? '',
    body: details.filter(Boolean).join('\n'),
    menuId: null,
    publishedAt: null,
    stamp: doc.updatedAt,
  }
}

const ARTICLE_FIELDS = { title: true, subtitle: true, detail: true, menu: true, publishedAt: true, updatedAt: true } as const
const EXHIBITOR_FIELDS = {
  nameCN: true,
  nameEN: true,
  booth: true,
  category: true,
  introduction: true,
  contact: true,
  updatedAt: true,
} as const

/** One page of published documents: the BATCH after `afterId`, or those of some ids. */
async function readShownPage(
  payload: Payload,
  locale: SearchLocale,
  collection: Searchable,
  selection: { afterId: number } | { ids: readonly number[] },
): Promise<{ sources: SearchSource[]; lastId: number | null }> {
  const where: Where =
    'ids' in selection
      ? { and: [shown(collection), { id: { in: [...selection.ids] } }] }
      : { and: [shown(collection), { id: { greater_than: selection.afterId } }] }
  const common = { where, ...inLocale(payload, locale), depth: 0, sort: 'id', limit: BATCH, pagination: false } as const
  const docs =
    collection === 'articles'
      ? (await payload.find({ collection, ...common, select: ARTICLE_FIELDS })).docs.map(toArticle)
      : (await payload.find({ collection, ...common, select: EXHIBITOR_FIELDS })).docs.map(toExhibitor)
  return { sources: docs.filter((source) => source.title !== ''), lastId: docs.at(-1)?.id ?? null }
}

/**
 * Z5: every published searchable document, a page of BATCH at a time (by id, each page after the
 * last), so that building the index never holds the server for longer than a page.
 */
export async function* readAllSources(payload: Payload, locale: SearchLocale): AsyncGenerator<SearchSource[]> {
  for (const collection of SEARCHABLE) {
    let afterId = 0
    for (;;) {
      const { sources, lastId } = await readShownPage(payload, locale, collection, { afterId })
      yield sources
      if (lastId === null) break
      afterId = lastId
    }
  }
}

/** The published documents of these keys (`articles:12`); one that is not published (any more) is left out. */
export async function readSources(payload: Payload, locale: SearchLocale, keys: readonly string[]): Promise<SearchSource[]> {
  const idsOf = (collection: Searchable) =>
    keys.filter((key) => key.startsWith(`${collection}:`)).map((key) => Number(key.slice(collection.length + 1)))
  const sources: SearchSource[] = []
  for (const collection of SEARCHABLE) {
    const ids = idsOf(collection)
    for (let at = 0; at < ids.length; at += BATCH)
      sources.push(...(await readShownPage(payload, locale, collection, { ids: ids.slice(at, at + BATCH) })).sources)
  }
  return sources
}
