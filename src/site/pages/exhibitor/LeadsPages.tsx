import Link from 'next/link'
import type { ReactNode } from 'react'

import { getPayloadClient } from '@/payload/client'
import { isStaffAccount } from '@/exhibitor-portal'
import { PORTAL_PATHS } from '@/exhibitor-portal/paths'
import { readOwnProfile } from '@/exhibitor-portal/portal-data'
import { leadsPortalText } from '@/leads/portal/text'
import { FiguresView } from '@/leads/reports/FiguresView'
import { leadFigures } from '@/leads/reports/figures'
import { PrintButton } from '@/leads/reports/PrintButton.client'
import { readLeadsReport } from '@/leads/reports/report'
import { beijingDateTime } from '@/locales/dates'
import { readRegistrationFormSettings } from '@/registration/form-settings'
import { getSiteLanguage } from '@/site/lib/locale'

import { PortalFrame } from './PortalFrame'
import { SignIn } from './PortalPages'
import { getPortalAccount } from './session'

type LeadsSection = 'list' | 'dashboard' | 'report'
const LEADS_NAV: Record<LeadsSection, string> = {
  list: PORTAL_PATHS.leads,
  dashboard: PORTAL_PATHS.leadsDashboard,
  report: PORTAL_PATHS.leadsReport,
}

/**
 * L5, L6: the signed-in main account and its company, or null. A booth staff account sees a
 * pointer to /leads instead (its leads are the main account's to read and export).
 */
export async function leadsSession() {
  const account = await getPortalAccount()
  if (!account) return null
  const profile = await readOwnProfile(await getPayloadClient(), account.exhibitorId)
  return { account, staff: isStaffAccount(account), frame: { email: account.email, company: profile.nameCN } }
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
      {session.staff ? (
        <section className="portal__panel">
          <p>{text.list.staffOnly}</p>
          <p>
            <a href="/leads">{text.list.openApp}</a>
          </p>
        </section>
      ) : (
        <>
          <nav className="leads-nav" aria-label={text.nav.list}>
            {(Object.keys(LEADS_NAV) as LeadsSection[]).map((name) => (
              <Link
                key={name}
                href={path(LEADS_NAV[name])}
                aria-current={name === section ? 'page' : undefined}
                className="leads-nav__link"
              >
                {text.nav[name]}
              </Link>
            ))}
          </nav>
          {children}
        </>
      )}
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
    session.staff ? null : leadFigures(payload, session.account.exhibitorId),
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
  const report = session.staff ? null : await readLeadsReport(await getPayloadClient(), session.account.exhibitorId, locale)
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
                <PrintButton label={text.report.print} />{' '}
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
