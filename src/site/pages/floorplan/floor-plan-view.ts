import type { Locale } from '@/locales/languages'
import type { FloorPlan, FloorPlanBooth } from '@/content-source'
import type { BoothView } from '@/floor-plan/svg-plan'
import { firstValue } from '@/site/pages/shared/params'

/** What a visitor asked the page: a search (`q`) and the booth a link points at (`booth`). */
export type FloorPlanQuery = { q: string; booth: string }

export type BoothRow = { number: string; name: string; href: string | null; current: boolean; matched: boolean }
export type HallView = { id: string; name: string; svg: string; booths: Map<string, BoothView>; rows: BoothRow[] }
export type FloorPlanView = {
  halls: HallView[]
  /** The booth of `?booth=`, when it is on the plan. */
  current: { number: string; hall: string; name: string; href: string | null } | null
  /** Booths matching `q`; null without a search. */
  matches: number | null
}

/** Longest search or booth number read from the URL. */
export const QUERY_MAX = 60

const normalise = (text: string): string => text.normalize('NFKC').toLocaleLowerCase('zh-CN').trim()

/** The query parameters the page reads, trimmed and cut to a sane length. */
export function parseFloorPlanQuery(params: Record<string, string | string[] | undefined>): FloorPlanQuery {
  const first = (name: string) => (firstValue(params[name]) ?? '').trim().slice(0, QUERY_MAX)
  return { q: first('q'), booth: first('booth') }
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
  const halls = plan.halls.map((hall): HallView => {
    const booths = new Map<string, BoothView>()
    const rows: BoothRow[] = []
    for (const booth of [...hall.booths].sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true }))) {
      const name = nameIn(booth, locale)
      const href = booth.exhibitor ? exhibitorHref(String(booth.exhibitor.id)) : null
      const isCurrent = wanted !== '' && normalise(booth.number) === wanted
      const haystack = [booth.number, booth.exhibitor?.nameCN ?? '', booth.exhibitor?.nameEN ?? ''].map(normalise)
      const matched = search !== '' && haystack.some((text) => text.includes(search))
      if (matched) matches += 1
      if (isCurrent) current = { number: booth.number, hall: hall.name, name, href }
      booths.set(booth.boothId, { number: booth.number, label: name || unlet, href, current: isCurrent, matched })
      rows.push({ number: booth.number, name, href, current: isCurrent, matched })
    }
    return { id: String(hall.id), name: hall.name, svg: hall.svg, booths, rows }
  })
  return { halls, current, matches: search === '' ? null : matches }
}
