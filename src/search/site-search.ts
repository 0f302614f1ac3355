import type { Payload } from 'payload'

import { onContentChanged, type ContentChange } from '@/content-model/content-events'
import { getPayloadClient } from '@/content-model/payload'
import { publicPath } from '@/content-model/public-paths'

import { readMenus, readSources, readStamps, type MenuInfo, type SearchSource } from './documents'
import { highlight, snippet, type Segment } from './highlight'
import { localePath, type SearchLocale } from './locales'
import { SearchIndex } from './search-index'

export type SearchKind = 'news' | 'page' | 'exhibitor'

export type SearchHit = {
  kind: SearchKind
  path: string
  title: Segment[]
  /** An article's subtitle, an exhibitor's English name; empty when there is none. */
  subtitle: Segment[]
  excerpt: Segment[]
  publishedAt: string | null
}

export type SearchPage = { total: number; hits: SearchHit[] }

/** The changes that can change what search finds; the others (pictures, settings…) cannot. */
const RELEVANT = new Set<ContentChange>(['articles', 'exhibitors', 'menus', 'all'])

type LocaleIndex = { index: SearchIndex; menus: Map<number, MenuInfo>; stamps: Map<string, string>; freshAt: number }

/**
 * G6: the site's search, one per process (its state on globalThis: Next's server bundles each
 * load a copy of this module). Each locale's index is built on the first search and kept fresh
 * by content events, the same ones that clear the page caches, heard from every instance on
 * Postgres (O2): an event makes the next search bring the index up to date first, re-reading
 * only the documents whose stamp changed, so a publish, an unpublish or a move to the 回收站 is
 * found (or gone) at once. When the database fails, the last index answers.
 */
class SiteSearch {
  private generation = 1
  private readonly locales = new Map<SearchLocale, LocaleIndex>()
  private readonly refreshing = new Map<SearchLocale, Promise<LocaleIndex>>()

  constructor(private readonly payload: () => Promise<Payload>) {
    onContentChanged((change) => {
      if (RELEVANT.has(change)) this.generation += 1
    })
  }

  async search(locale: SearchLocale, terms: readonly string[], page: { pageIndex: number; pageSize: number }): Promise<SearchPage> {
    const current = await this.fresh(locale)
    const now = Date.now()
    const matches = current.index.search(terms, (source) => (source.publishedAt ?? 0) <= now && pathOf(source, current.menus) !== null)
    const start = (page.pageIndex - 1) * page.pageSize
    return {
      total: matches.length,
      hits: matches.slice(start, start + page.pageSize).map(({ source }) => toHit(locale, source, current.menus, terms)),
    }
  }

  /** The index, brought up to date when content changed since it was last read; one refresh at a time. */
  private async fresh(locale: SearchLocale): Promise<LocaleIndex> {
    const known = this.locales.get(locale)
    if (known && known.freshAt === this.generation) return known
    let pending = this.refreshing.get(locale)
    if (!pending) {
      pending = this.refresh(locale).finally(() => this.refreshing.delete(locale))
      this.refreshing.set(locale, pending)
    }
    try {
      return await pending
    } catch (error) {
      if (!known) throw error
      console.error('search: the index could not be brought up to date; answering from the last one', error)
      return known
    }
  }

  private async refresh(locale: SearchLocale): Promise<LocaleIndex> {
    const generation = this.generation
    const payload = await this.payload()
    const [menus, stamps] = await Promise.all([readMenus(payload, locale), readStamps(payload, locale)])
    const current = this.locales.get(locale) ?? { index: new SearchIndex(), menus, stamps: new Map<string, string>(), freshAt: 0 }
    const changed = [...stamps].filter(([key, stamp]) => current.stamps.get(key) !== stamp).map(([key]) => key)
    const sources = await readSources(payload, locale, changed)
    for (const key of [...current.index.keys()]) if (!stamps.has(key)) current.index.remove(key)
    for (const source of sources) current.index.put(source)
    // A document that went between the two reads is left out (and its stamp forgotten, so it is asked again).
    const read = new Set(sources.map((source) => source.key))
    for (const key of changed) {
      if (read.has(key)) continue
      current.index.remove(key)
      stamps.delete(key)
    }
    current.stamps = stamps
    current.menus = menus
    // Content that changed while this ran is caught by the next search.
    current.freshAt = generation
    this.locales.set(locale, current)
    return current
  }
}

/** Where a document is on the site; null when it has no page now (its menu is unpublished or gone). */
function pathOf(source: SearchSource, menus: ReadonlyMap<number, MenuInfo>): string | null {
  if (source.collection === 'exhibitors') {
    const showMenu = [...menus.values()].find((menu) => menu.link === '/show')
    return `/showDetail?${new URLSearchParams({ id: String(source.id), ...(showMenu ? { menuId: String(showMenu.id) } : {}) })}`
  }
  const menu = source.menuId === null ? undefined : menus.get(source.menuId)
  if (!menu) return null
  // A news article's page is its news menu's detail page (as in the sitemap); any other, /detail.
  if (menu.link === '/news') return `/news-detail?${new URLSearchParams({ id: String(source.id), menuId: String(menu.id) })}`
  return publicPath('articles', { id: source.id, menu: menu.id } as never)
}

function kindOf(source: SearchSource, menus: ReadonlyMap<number, MenuInfo>): SearchKind {
  if (source.collection === 'exhibitors') return 'exhibitor'
  return menus.get(source.menuId ?? Number.NaN)?.link === '/news' ? 'news' : 'page'
}

function toHit(locale: SearchLocale, source: SearchSource, menus: ReadonlyMap<number, MenuInfo>, terms: readonly string[]): SearchHit {
  return {
    kind: kindOf(source, menus),
    path: localePath(locale, pathOf(source, menus) ?? ''),
    title: highlight(source.title, terms),
    subtitle: source.subtitle ? highlight(source.subtitle, terms) : [],
    excerpt: snippet(source.body, terms),
    publishedAt: source.publishedAt === null ? null : new Date(source.publishedAt).toISOString(),
  }
}

const holderKey = Symbol.for('nuclear-expo.site-search')
const holder = globalThis as typeof globalThis & { [holderKey]?: SiteSearch }

/** This process's search over the CMS it runs. */
export const siteSearch = (): SiteSearch => (holder[holderKey] ??= new SiteSearch(getPayloadClient))
