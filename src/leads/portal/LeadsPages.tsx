import Link from 'next/link'
import type { ReactNode } from 'react'

import { getPayloadClient } from '@/payload/client'
import { PORTAL_PATHS } from '@/exhibitor-portal/paths'
import { readOwnProfile } from '@/exhibitor-portal/portal-data'
import { leadsPortalText } from '@/leads/portal/text'
import { FiguresView } from '@/leads/reports/FiguresView'
import { leadFigures } from '@/leads/reports/figures'
import { PrintButton } from '@/registration/ui/PrintButton.client'
import { readLeadsReport } from '@/leads/reports/report'
import { leadsAccountOf } from '@/leads/access'
import { type LeadFilters, readLeads } from '@/leads/read'
import { leadFilterParams, parseLeadFilters } from '@/leads/portal/filters'
import { hrefWith, parsePageNumber } from '@/site/pages/shared/params'
import { beijingDateTime } from '@/locales/dates'
import { readRegistrationFormSettings } from '@/registration/form-settings'
import { getSiteLanguage } from '@/site/lib/locale'
import { PortalFrame } from '@/exhibitor-portal/ui/PortalFrame'
import { SignIn } from '@/exhibitor-portal/ui/PortalPages'
import { getPortalAccount } from '@/exhibitor-portal/ui/session'
import { TableScroll } from '@/exhibitor-portal/ui/TableScroll'

type LeadsSection = 'list' | 'dashboard' | 'report'
const LEADS_NAV: Record<LeadsSection, string> = {
  list: PORTAL_PATHS.leads,
  dashboard: PORTAL_PATHS.leadsDashboard,
  report: PORTAL_PATHS.leadsReport,
}

/** L5, L6: the signed-in main account and its company, or null (booth staff have no portal: they scan at /leads). */
export async function leadsSession() {
  const account = await getPortalAccount()
  if (!account) return null
  const profile = await readOwnProfile(await getPayloadClient(), account.exhibitorId)
  return { account, frame: { email: account.email, company: profile.nameCN } }
}

/** The leads pages' frame: the portal's, with the leads' own sections (list, live figures, report). */
export async function LeadsFrame({
  session,
  section,
  children,
}: {
  session: NonNullable<Awaited<ReturnType<typeof leadsSession>>>
  section: LeadsSection
  children: ReactNode
}) {
  const { locale, path } = await getSiteLanguage()
  const text = leadsPortalText(locale)
  return (
    <PortalFrame account={session.frame} section="leads">
      <nav className="leads-nav" aria-label={text.nav.list}>
        {(Object.keys(LEADS_NAV) as LeadsSection[]).map((name) => (
          <Link key={name} href={path(LEADS_NAV[name])} aria-current={name === section ? 'page' : undefined} className="leads-nav__link">
            {text.nav[name]}
          </Link>
        ))}
      </nav>
      {children}
    </PortalFrame>
  )
}

/** L6 /exhibitor/leads/dashboard: the booth's live figures, counted by the database at each request. */
export async function PortalLeadsDashboard() {
  const session = await leadsSession()
  if (!session) return <SignIn />
  const { locale } = await getSiteLanguage()
  const text = leadsPortalText(locale)
  const payload = await getPayloadClient()
  const [figures, settings] = await Promise.all([
    leadFigures(payload, session.account.exhibitorId),
    readRegistrationFormSettings(payload, locale),
  ])
  return (
    <LeadsFrame session={session} section="dashboard">
      <section className="portal__panel" aria-labelledby="leads-dashboard">
        <h2 id="leads-dashboard" className="portal__subheading">
          {text.dashboard.heading}
        </h2>
        <p className="portal__note">{text.dashboard.intro}</p>
        {figures && (
          <FiguresView
            figures={figures}
            text={text.dashboard}
            ratings={text.ratings}
            industries={new Map(settings.industryChoices.map((choice) => [choice.value, choice.label]))}
          />
        )}
      </section>
    </LeadsFrame>
  )
}

/** L6 /exhibitor/leads/report: the printable 观众数据报告, after the show's last day. */
export async function PortalLeadsReport() {
  const session = await leadsSession()
  if (!session) return <SignIn />
  const { locale } = await getSiteLanguage()
  const text = leadsPortalText(locale)
  const report = await readLeadsReport(await getPayloadClient(), session.account.exhibitorId, locale)
  const last = report?.showDays.at(-1)
  return (
    <LeadsFrame session={session} section="report">
      {report && (
        <article className="leads-report" aria-labelledby="leads-report">
          <h2 id="leads-report" className="portal__subheading">
            {text.report.heading}
          </h2>
          {!report.ready ? (
            <p>{last ? text.report.before(last) : text.report.noDays}</p>
          ) : (
            <>
              <p className="leads-report__company">{report.company}</p>
              <p className="portal__note">
                {report.showDays[0]} – {last} · {text.report.generated(beijingDateTime(report.generatedAt))}
              </p>
              <p className="leads-report__actions">
                <PrintButton label={text.report.print} className="button" />{' '}
                <a className="button button--ghost" href="/api/leads-portal/report" download>
                  {text.report.download}
                </a>
              </p>
              <FiguresView figures={report.figures} text={text.dashboard} ratings={text.ratings} industries={report.industries} />
              <section className="leads-figures__block">
                <h3>{text.report.invitations}</h3>
                <dl className="portal__facts">
                  <dt>{text.report.code}</dt>
                  <dd className="portal__code">{report.invitations.code}</dd>
                  <dt>{text.report.registered}</dt>
                  <dd className="portal__count" data-figure="invited">
                    {report.invitations.registered}
                  </dd>
                  <dt>{text.report.checkedIn}</dt>
                  <dd className="portal__count" data-figure="invited-in">
                    {report.invitations.checkedIn}
                  </dd>
                  <dt>{text.report.sharingCount}</dt>
                  <dd className="portal__count">{report.invitations.sharing}</dd>
                </dl>
              </section>
            </>
          )}
        </article>
      )}
    </LeadsFrame>
  )
}

/** What the list's filter form offers: the days with scans, the tags used, the staff who scanned. */
async function filterChoices(exhibitorId: number) {
  const payload = await getPayloadClient()
  const figures = await leadFigures(payload, exhibitorId)
  return { days: figures.perDay.map((day) => day.day), staff: figures.perStaff.map((row) => ({ id: row.account, name: row.name })) }
}

/** L5 /exhibitor/leads: the company's leads, searched and filtered in SQL a page at a time, and the export links. */
export async function PortalLeads({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await leadsSession()
  if (!session) return <SignIn />
  const { locale, path } = await getSiteLanguage()
  const text = leadsPortalText(locale)
  const words = text.list
  const params = await searchParams
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])),
  )
  const parsed = parseLeadFilters(query)
  const filters: LeadFilters = typeof parsed === 'string' ? {} : parsed
  const page = parsePageNumber(params.page) ?? 1
  const account = leadsAccountOf(session.account)
  const payload = await getPayloadClient()
  const [result, choices, settings] = !account
    ? [null, null, null]
    : await Promise.all([
        readLeads(payload, account, filters, page),
        filterChoices(account.exhibitor),
        readRegistrationFormSettings(payload, locale),
      ])
  const industries = new Map((settings?.industryChoices ?? []).map((choice) => [choice.value, choice.label]))
  const kept = leadFilterParams(filters)
  const exportHref = (format: string) => hrefWith('/api/leads-portal/export', { ...kept, format })
  const pageHref = (number: number) => path(hrefWith(PORTAL_PATHS.leads, { ...kept, page: number }))
  return (
    <LeadsFrame session={session} section="list">
      {result && choices && (
        <section className="portal__panel" aria-labelledby="leads-list">
          <h2 id="leads-list" className="portal__subheading">
            {words.heading}
          </h2>
          <p className="portal__note">{words.intro}</p>
          {typeof parsed === 'string' && <p className="portal-form__problem">{parsed}</p>}
          <form className="leads-filters" method="get" action={path(PORTAL_PATHS.leads)}>
            <label>
              {words.search}
              <input className="text-input" type="search" name="q" defaultValue={filters.search ?? ''} maxLength={50} />
            </label>
            <label>
              {words.day}
              <select className="text-input" name="day" defaultValue={filters.day ?? ''}>
                <option value="">{words.any}</option>
                {choices.days.map((day) => (
                  <option key={day} value={day}>
                    {day}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {words.rating}
              <select className="text-input" name="rating" defaultValue={filters.rating ?? ''}>
                <option value="">{words.any}</option>
                {(['hot', 'warm', 'cold'] as const).map((rating) => (
                  <option key={rating} value={rating}>
                    {text.ratings[rating]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {words.tag}
              <input className="text-input" type="text" name="tag" defaultValue={filters.tag ?? ''} maxLength={30} />
            </label>
            <label>
              {words.staff}
              <select className="text-input" name="staff" defaultValue={filters.staff ? String(filters.staff) : ''}>
                <option value="">{words.any}</option>
                {choices.staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button">
              {words.apply}
            </button>
            <Link href={path(PORTAL_PATHS.leads)}>{words.clear}</Link>
          </form>
          <h3 className="portal__subheading">{words.exports}</h3>
          <p className="leads-exports">
            <a className="button button--ghost" href={exportHref('xlsx')} download>
              {words.xlsx}
            </a>
            <a className="button button--ghost" href={exportHref('csv')} download>
              {words.csv}
            </a>
            <a className="button button--ghost" href={exportHref('vcf')} download>
              {words.vcard}
            </a>
          </p>
          <p className="portal__note">{words.exportNote}</p>
          <p data-figure="total">{words.total(result.totalDocs)}</p>
          {result.leads.length === 0 ? (
            <p>{words.none}</p>
          ) : (
            <TableScroll labelledBy="leads-list">
              <table className="portal__table leads-table">
                <thead>
                  <tr>
                    <th scope="col">{words.number}</th>
                    <th scope="col">{words.name}</th>
                    <th scope="col">{words.company}</th>
                    <th scope="col">{words.jobTitle}</th>
                    <th scope="col">{words.industry}</th>
                    <th scope="col">{words.contact}</th>
                    <th scope="col">{words.rating}</th>
                    <th scope="col">{words.tags}</th>
                    <th scope="col">{words.visits}</th>
                    <th scope="col">{words.firstScanned}</th>
                    <th scope="col">{words.scannedBy}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.leads.map((lead) => (
                    <tr key={lead.id}>
                      <td>{lead.registrationNumber}</td>
                      {lead.details.shared ? (
                        <>
                          <td>{lead.details.name}</td>
                          <td>{lead.details.company}</td>
                          <td>{lead.details.jobTitle}</td>
                          <td>{industries.get(lead.details.industry ?? '') ?? lead.details.industry}</td>
                          <td>{[lead.details.mobile, lead.details.email].filter(Boolean).join(' ')}</td>
                        </>
                      ) : (
                        <td colSpan={5} className="leads-table__not-shared">
                          {words.notShared}
                        </td>
                      )}
                      <td>{lead.rating ? text.ratings[lead.rating] : ''}</td>
                      <td>{lead.details.shared ? (lead.tags ?? []).join('、') : ''}</td>
                      <td>{lead.visits}</td>
                      <td>{lead.firstScannedAt ? beijingDateTime(new Date(lead.firstScannedAt)) : ''}</td>
                      <td>{lead.scannedBy.join('、')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          {result.totalPages > 1 && (
            <nav className="leads-pages" aria-label={words.page(page, result.totalPages)}>
              {page > 1 && <Link href={pageHref(page - 1)}>{words.previous}</Link>}
              <span>{words.page(page, result.totalPages)}</span>
              {page < result.totalPages && <Link href={pageHref(page + 1)}>{words.next}</Link>}
            </nav>
          )}
        </section>
      )}
    </LeadsFrame>
  )
}
