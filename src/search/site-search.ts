import type { Payload } from 'payload'

import { onContentChanged, type ContentChange } from '@/content-model/content-events'
import { backgroundTurn } from '@/operations/serving-load'
import { getPayloadClient } from '@/payload/client'
import { publicPath } from '@/content-model/public-paths'

import {
  countShown,
  readAllSources,
  readChangedSince,
  readMenus,
  readSources,
  readStamps,
  type MenuInfo,
  type SearchSource,
} from './documents'
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

type LocaleIndex = { index: SearchIndex; menus: Map<number, MenuInfo>; showMenuId: number | null; since: number; freshAt: number }

/**
 * A refresh re-reads what was saved since the previous one began, less this margin: for saves
 * still being committed then, and for instances' clocks that differ by up to a minute.
 */
const CHANGES_MARGIN_MS = 60_000

/** Z5: documents put into a new index between two turns of the event loop (a page read is one turn, its documents a few). */
const PUT_SLICE = 10
/**
 * Z5: how long the build waits for the requests being answered before it takes a turn anyway:
 * longer than a page takes on a quiet machine, so that it never lands inside one there; under
 * steady traffic the build still goes on (and a search waiting for it takes it at full speed).
 */
const BUILD_PATIENCE_MS = 500

/**
 * G6: the site's search, one per process (its state on globalThis: Next's server bundles each
 * load a copy of this module). Each locale's index is built on the first search and kept fresh
 * by content events, the same ones that clear the page caches, heard from every instance on
 * Postgres (O2): an event makes the next search bring the index up to date first. That re-reads
 * only the documents saved since the last refresh (a publish, an unpublish, a move to the 回收站
 * and back all save), and compares counts to notice a document deleted for good. When the
 * database fails, the last index answers.
 */
export class SiteSearch {
  private generation = 1
  private readonly locales = new Map<SearchLocale, LocaleIndex>()
  private readonly refreshing = new Map<SearchLocale, Promise<LocaleIndex>>()
  /** The locales whose first build a search is waiting for: it then goes on at full speed. */
  private readonly awaited = new Set<SearchLocale>()

  constructor(private readonly payload: () => Promise<Payload>) {
    onContentChanged((change) => {
      if (RELEVANT.has(change)) this.generation += 1
    })
  }

  async search(locale: SearchLocale, terms: readonly string[], page: { pageIndex: number; pageSize: number }): Promise<SearchPage> {
    const current = await this.fresh(locale, { urgent: true })
    const now = Date.now()
    const visible = (source: SearchSource) =>
      source.collection === 'exhibitors' || ((source.publishedAt ?? 0) <= now && current.menus.has(source.menuId ?? Number.NaN))
    const { total, best } = current.index.search(terms, visible, page.pageIndex * page.pageSize)
    return {
      total,
      hits: best.slice((page.pageIndex - 1) * page.pageSize).map(({ source }) => toHit(locale, source, current, terms)),
    }
  }

  /** Builds the index now rather than on the first search (at start-up). */
  async warm(locale: SearchLocale): Promise<void> {
    await this.fresh(locale, { urgent: false })
  }

  /** The index, brought up to date when content changed since it was last read; one refresh at a time. */
  private async fresh(locale: SearchLocale, { urgent }: { urgent: boolean }): Promise<LocaleIndex> {
    const known = this.locales.get(locale)
    if (known && known.freshAt === this.generation) return known
    if (urgent) this.awaited.add(locale)
    let pending = this.refreshing.get(locale)
    if (!pending) {
      pending = this.refresh(locale, known).finally(() => {
        this.refreshing.delete(locale)
        this.awaited.delete(locale)
      })
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

  private async refresh(locale: SearchLocale, known: LocaleIndex | undefined): Promise<LocaleIndex> {
    const generation = this.generation
    const startedAt = Date.now()
    const payload = await this.payload()
    const menus = await readMenus(payload, locale)
    const index = known?.index ?? new SearchIndex()
    if (!known) {
      // Z5: built in the background, a page read or a slice of its documents at a time, each
      // when no request is being answered (or a search is waiting for this index).
      const turn = () =>
        this.awaited.has(locale) ? new Promise<void>((resolve) => setImmediate(resolve)) : backgroundTurn(BUILD_PATIENCE_MS)
      for await (const sources of readAllSources(payload, locale)) {
        for (let at = 0; at < sources.length; at += PUT_SLICE) {
          await turn()
          for (const source of sources.slice(at, at + PUT_SLICE)) index.put(source)
        }
        await turn()
      }
    } else {
      const changed = await readChangedSince(payload, locale, new Date(known.since - CHANGES_MARGIN_MS).toISOString())
      const sources = await readSources(payload, locale, changed)
      for (const key of changed) index.remove(key)
      for (const source of sources) index.put(source)
      const counts = await countShown(payload, locale)
      if (counts.articles !== index.count('articles') || counts.exhibitors !== index.count('exhibitors')) {
        // Deleted for good (the 回收站 purge): no save says so; the stamps of all show which.
        const stamps = await readStamps(payload, locale)
        for (const key of [...index.keys()]) if (!stamps.has(key)) index.remove(key)
        for (const source of await readSources(
          payload,
          locale,
          [...stamps.keys()].filter((key) => !index.has(key)),
        ))
          index.put(source)
      }
    }
    const showMenuId = [...menus.values()].find((menu) => menu.link === '/show')?.id ?? null
    // Content that changed while this ran is caught by the next search.
    const current: LocaleIndex = { index, menus, showMenuId, since: startedAt, freshAt: generation }
    this.locales.set(locale, current)
    return current
  }
}

/** Where a document is on the site (its canonical page); null when it has none now (its menu is unpublished or gone). */
function pathOf(source: SearchSource, { menus, showMenuId }: LocaleIndex): string | null {
  if (source.collection === 'exhibitors') return publicPath({ kind: 'exhibitor', id: source.id, showMenuId })
  const menu = source.menuId === null ? undefined : menus.get(source.menuId)
  return menu ? publicPath({ kind: 'article', id: source.id, menu: { id: menu.id, link: menu.link } }) : null
}

function kindOf(source: SearchSource, menus: ReadonlyMap<number, MenuInfo>): SearchKind {
  if (source.collection === 'exhibitors') return 'exhibitor'
  return menus.get(source.menuId ?? Number.NaN)?.link === '/news' ? 'news' : 'page'
}

function toHit(locale: SearchLocale, source: SearchSource, current: LocaleIndex, terms: readonly string[]): SearchHit {
  return {
    kind: kindOf(source, current.menus),
    path: localePath(locale, pathOf(source, current) ?? ''),
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
