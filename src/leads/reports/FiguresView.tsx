import type { LeadsPortalText } from '@/leads/portal/text'

import { BarChart, HourChart } from './Charts'
import type { LeadFigures } from './figures'

/** L6: an exhibitor's figures, each with its chart: the live dashboard shows them, and the printed report. */
export function FiguresView({
  figures,
  text,
  ratings,
  industries,
}: {
  figures: LeadFigures
  text: LeadsPortalText['dashboard']
  ratings: Record<string, string>
  industries: Map<string, string>
}) {
  return (
    <div className="leads-figures">
      <dl className="leads-figures__totals">
        <div>
          <dt>{text.leads}</dt>
          <dd data-figure="leads">{figures.leads}</dd>
        </div>
        <div>
          <dt>{text.scans}</dt>
          <dd data-figure="scans">{figures.scans}</dd>
        </div>
        <div>
          <dt>{text.consented}</dt>
          <dd data-figure="consented">{figures.consented}</dd>
        </div>
      </dl>
      {figures.scans === 0 ? (
        <p>{text.noScans}</p>
      ) : (
        <>
          <section className="leads-figures__block">
            <h3>{text.perDay}</h3>
            <BarChart
              title={text.perDay}
              bars={figures.perDay.map((day) => ({ label: day.day, value: day.scans, note: text.newLeads(day.newLeads) }))}
            />
          </section>
          <section className="leads-figures__block">
            <h3>{text.perHour}</h3>
            <HourChart title={text.perHour} perHour={figures.perHour} />
          </section>
          <section className="leads-figures__block">
            <h3>{text.byIndustry}</h3>
            <BarChart
              title={text.byIndustry}
              bars={figures.byIndustry.map((row) => ({
                label: row.industry === null ? text.notShared : (industries.get(row.industry) ?? (row.industry || text.unknownIndustry)),
                value: row.leads,
              }))}
            />
          </section>
          <section className="leads-figures__block">
            <h3>{text.byRating}</h3>
            <BarChart
              title={text.byRating}
              bars={figures.byRating.map((row) => ({ label: ratings[row.rating ?? 'none'] ?? '', value: row.leads }))}
            />
          </section>
          <section className="leads-figures__block">
            <h3>{text.perStaff}</h3>
            <BarChart
              title={text.perStaff}
              bars={figures.perStaff.map((row) => ({ label: row.name, value: row.scans, note: text.staffLine(row.leads) }))}
            />
          </section>
        </>
      )}
    </div>
  )
}
