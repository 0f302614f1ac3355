import Link from 'next/link'

import { planMarkup } from '@/floor-plan/svg-plan'
import { getSiteLanguage } from '@/site/lib/locale'
import { hrefWith } from '@/site/pages/shared/params'

import { type FloorPlanQuery, type FloorPlanView, type HallView, QUERY_MAX } from './floor-plan-view'
import { PlanViewport } from './PlanViewport.client'
import { floorPlanText } from './text'

/** B5: the search over booths: a plain GET form, so it works before (and without) any script. */
async function BoothSearch({ query }: { query: FloorPlanQuery }) {
  const { locale, path } = await getSiteLanguage()
  const text = floorPlanText(locale)
  return (
    <form action={path('/floorplan')} method="get" className="floorplan-search" role="search" aria-label={text.searchLabel}>
      <label className="floorplan-search__label" htmlFor="floorplan-q">
        {text.searchField}
      </label>
      <div className="floorplan-search__row">
        <input
          id="floorplan-q"
          className="text-input floorplan-search__input"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={QUERY_MAX}
          placeholder={text.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          {text.search}
        </button>
        {(query.q || query.booth) && (
          <Link className="button button--ghost" href={path('/floorplan')}>
            {text.clear}
          </Link>
        )}
      </div>
    </form>
  )
}

/**
 * How a hall is shown: its plan and whole list on a small show; on a big one (Z3) its plan with
 * the list of what the search or the deep link found, or (`?list=1`) its whole list without the plan.
 */
type HallMode = 'all' | 'plan' | 'list'

async function Hall({ hall, index, mode, query }: { hall: HallView; index: number; mode: HallMode; query: FloorPlanQuery }) {
  const { locale, path } = await getSiteLanguage()
  const text = floorPlanText(locale)
  const headingId = `hall-${hall.id}`
  const rows = mode === 'plan' ? hall.rows.filter((row) => row.matched || row.current) : hall.rows
  const other =
    mode === 'plan' ? (
      <p className="floorplan__other">
        <Link href={path(hrefWith('/floorplan', { hall: hall.id, q: query.q, list: '1' }))}>
          {text.fullList(hall.name, hall.rows.length)}
        </Link>
      </p>
    ) : mode === 'list' ? (
      <p className="floorplan__other">
        <Link href={path(hrefWith('/floorplan', { hall: hall.id, q: query.q }))}>{text.backToPlan(hall.name)}</Link>
      </p>
    ) : null
  return (
    <section className="floorplan__hall" aria-labelledby={headingId}>
      <h2 id={headingId} className="floorplan__hall-name">
        {hall.name}
      </h2>
      {mode !== 'list' && (
        <PlanViewport
          labels={{ zoomIn: text.zoomIn, zoomOut: text.zoomOut, reset: text.reset, hint: text.zoomHint }}
          hintId={`hint-${hall.id}`}
        >
          {/* Inspected on upload (X4) and rewritten by planMarkup: links, names and marks only. */}
          <div
            className="floorplan__plan"
            dangerouslySetInnerHTML={{ __html: planMarkup(hall.svg, hall.booths, text.planOf(hall.name), `h${hall.id}`) }}
          />
        </PlanViewport>
      )}
      {other}
      {rows.length > 0 && (
        <details className="floorplan__list" open={index === 0 || rows.some((row) => row.matched || row.current)}>
          <summary>{text.boothList(hall.name)}</summary>
          <table className="floorplan__table">
            <thead>
              <tr>
                <th scope="col">{text.boothNumber}</th>
                <th scope="col">{text.exhibitor}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.number}
                  className={
                    [row.matched ? 'floorplan__row--match' : '', row.current ? 'floorplan__row--current' : ''].join(' ').trim() || undefined
                  }
                >
                  <td>
                    <Link
                      href={path(hrefWith('/floorplan', { booth: row.number, hall: mode === 'all' ? undefined : hall.id }))}
                      className="floorplan__number"
                    >
                      {row.number}
                    </Link>
                  </td>
                  <td>{row.href ? <Link href={row.href}>{row.name}</Link> : <span className="floorplan__unlet">{text.unlet}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  )
}

/** Z3: on a big show one hall is drawn at a time; the others are a link away, with their matches. */
async function HallChoice({ view, query }: { view: FloorPlanView; query: FloorPlanQuery }) {
  const { locale, path } = await getSiteLanguage()
  const text = floorPlanText(locale)
  return (
    <nav className="floorplan__halls" aria-label={text.halls}>
      <ul>
        {view.halls.map((hall) => (
          <li key={hall.id}>
            <Link
              href={path(hrefWith('/floorplan', { hall: hall.id, q: query.q }))}
              aria-current={view.shown[0]?.id === hall.id ? 'page' : undefined}
            >
              {hall.name}
              {view.matches !== null && hall.matches > 0 && ` (${hall.matches})`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** B5 /floorplan: the search, what it or the deep link found, then each hall's plan and its booth list. */
export async function FloorPlan({ view, query }: { view: FloorPlanView; query: FloorPlanQuery }) {
  const { locale } = await getSiteLanguage()
  const text = floorPlanText(locale)
  return (
    <div className="floorplan">
      <BoothSearch query={query} />
      <div aria-live="polite" className="floorplan__status">
        {view.matches !== null && <p className="floorplan__matches">{text.matches(view.matches)}</p>}
        {query.booth && !view.current && <p className="floorplan__missing">{text.unknownBooth(query.booth)}</p>}
        {view.current && (
          <p className="floorplan__current">
            <strong>{text.current(view.current.number)}</strong>
            {' · '}
            {view.current.hall}
            {view.current.href && (
              <>
                {' · '}
                <Link href={view.current.href}>{view.current.name}</Link>
              </>
            )}
          </p>
        )}
      </div>
      {view.shown.length < view.halls.length && <HallChoice view={view} query={query} />}
      {view.shown.map((hall, index) => (
        <Hall
          key={hall.id}
          hall={hall}
          index={index}
          mode={view.shown.length === view.halls.length ? 'all' : query.list ? 'list' : 'plan'}
          query={query}
        />
      ))}
    </div>
  )
}
