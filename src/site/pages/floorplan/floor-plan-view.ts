import type { Locale } from '@/locales/languages'
import type { FloorPlan, FloorPlanBooth } from '@/content-source'
import type { BoothView } from '@/floor-plan/svg-plan'
import { firstValue } from '@/site/pages/shared/params'

/**
 * What a visitor asked the page: a search (`q`), the booth a link points at (`booth`), and on a
 * big show the hall to draw (`hall`) or, with `list=1`, to list booth by booth instead.
 */
export type FloorPlanQuery = { q: string; booth: string; hall?: string; list?: true }

export type BoothRow = { number: string; name: string; href: string | null; current: boolean; matched: boolean }
export type HallView = { id: string; name: string; svg: string; booths: Map<string, BoothView>; rows: BoothRow[]; matches: number }
export type FloorPlanView = {
  halls: HallView[]
  /**
   * Z3: the halls whose plans the page draws: all of them while the show is small, else one (the
   * one asked for by `?hall=`, else the deep link's booth's, else the first with a match, else the first).
   */
  shown: HallView[]
  /** The booth of `?booth=`, when it is on the plan. */
  current: { number: string; hall: string; name: string; href: string | null } | null
  /** Booths matching `q`; null without a search. */
  matches: number | null
}

/** Z3: up to this many booths in all, every hall is drawn on the page; past it, a hall at a time. */
export const ALL_HALLS_MAX_BOOTHS = 400

/** Longest search or booth number read from the URL. */
export const QUERY_MAX = 60

const normalise = (text: string): string => text.normalize('NFKC').toLocaleLowerCase('zh-CN').trim()

/** The query parameters the page reads, trimmed and cut to a sane length. */
export function parseFloorPlanQuery(params: Record<string, string | string[] | undefined>): FloorPlanQuery {
  const first = (name: string) => (firstValue(params[name]) ?? '').trim().slice(0, QUERY_MAX)
  const hall = first('hall')
  return { q: first('q'), booth: first('booth'), ...(hall ? { hall } : {}), ...(first('list') === '1' ? { list: true } : {}) }
}

const nameIn = (booth: FloorPlanBooth, locale: Locale): string =>
  booth.exhibitor ? (locale === 'en' ? booth.exhibitor.nameEN || booth.exhibitor.nameCN : booth.exhibitor.nameCN) : ''

/**
 * B5: what the page shows of the plan: each booth with its exhibitor's name and page, the booth
 * of a deep link (`?booth=W3-101`, any case) marked current, and the booths whose number or
 * exhibitor (Chinese or English name) holds the search marked as matches.
 */
export function floorPlanView(
  plan: FloorPlan,
  query: FloorPlanQuery,
  locale: Locale,
  exhibitorHref: (id: string) => string,
  unlet: string,
): FloorPlanView {
  const wanted = normalise(query.booth)
  const search = normalise(query.q)
  let current: FloorPlanView['current'] = null
  let matches = 0
  let currentHall: string | null = null
  const halls = plan.halls.map((hall): HallView => {
    const booths = new Map<string, BoothView>()
    const rows: BoothRow[] = []
    let hallMatches = 0
    for (const booth of [...hall.booths].sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true }))) {
      const name = nameIn(booth, locale)
      const href = booth.exhibitor ? exhibitorHref(String(booth.exhibitor.id)) : null
      const isCurrent = wanted !== '' && normalise(booth.number) === wanted
      const haystack = [booth.number, booth.exhibitor?.nameCN ?? '', booth.exhibitor?.nameEN ?? ''].map(normalise)
      const matched = search !== '' && haystack.some((text) => text.includes(search))
      if (matched) hallMatches += 1
      if (isCurrent) {
        current = { number: booth.number, hall: hall.name, name, href }
        currentHall = String(hall.id)
      }
      booths.set(booth.boothId, { number: booth.number, label: name || unlet, href, current: isCurrent, matched })
      rows.push({ number: booth.number, name, href, current: isCurrent, matched })
    }
    matches += hallMatches
    return { id: String(hall.id), name: hall.name, svg: hall.svg, booths, rows, matches: hallMatches }
  })
  const boothCount = halls.reduce((sum, hall) => sum + hall.rows.length, 0)
  const one =
    halls.find((hall) => hall.id === query.hall) ??
    halls.find((hall) => hall.id === currentHall) ??
    halls.find((hall) => hall.matches > 0) ??
    halls[0]
  const shown = boothCount <= ALL_HALLS_MAX_BOOTHS || !one ? halls : [one]
  return { halls, shown, current, matches: search === '' ? null : matches }
}
