import type { Metadata } from 'next'
import Link from 'next/link'

import { getPayloadClient } from '@/payload/client'
import { exhibitorCategories } from '@/content-model/exhibitor-categories'
import { PORTAL_PATHS } from '@/exhibitor-portal/paths'
import { readBoothStaff, readInvitedVisitors, readOwnProfile, readStaffAccounts } from '@/exhibitor-portal/portal-data'
import { getEnv } from '@/config/env'
import { getSiteLanguage } from '@/site/lib/locale'
import { categoryName } from '@/site/lib/site-text'
import { firstValue } from '@/site/pages/shared/params'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { hrefWith } from '@/site/pages/shared/params'

import { PortalFrame } from './PortalFrame'
import { ProfileForm } from './ProfileForm.client'
import { getPortalAccount } from './session'
import { SetPasswordForm } from './SetPasswordForm.client'
import { SignInForm } from './SignInForm.client'
import { StaffAccountsPanel } from './StaffAccountsPanel.client'
import { StaffPanel } from './StaffPanel.client'
import { TableScroll } from './TableScroll'
import { portalText } from './text'

export type PortalProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** B1: the portal's pages are private: no index, no share card. */
export async function portalMetadata(): Promise<Metadata> {
  const { locale } = await getSiteLanguage()
  const text = portalText(locale)
  return {
    ...(await pageMetadata(undefined, { name: text.title, description: text.description })),
    robots: { index: false, follow: false },
  }
}

/** The signed-in exhibitor and its profile, or the sign-in form in the frame (a page asked for without a session). */
async function signedIn() {
  const account = await getPortalAccount()
  if (!account) return null
  const profile = await readOwnProfile(await getPayloadClient(), account.exhibitorId)
  return { account, profile, frame: { email: account.email, company: profile.nameCN } }
}

/** B1: the sign-in form in the portal's frame (any of its pages asked for without a session). */
export async function SignIn() {
  const { locale } = await getSiteLanguage()
  const text = portalText(locale)
  return (
    <PortalFrame account={null}>
      <section className="portal__panel" aria-labelledby="portal-sign-in">
        <h2 id="portal-sign-in" className="portal__subheading">
          {text.signIn.heading}
        </h2>
        <p>{text.signIn.intro}</p>
        <SignInForm words={text.signIn} />
        <p className="portal__note">{text.signIn.forgot}</p>
      </section>
    </PortalFrame>
  )
}

/** B1, B2 /exhibitor: the sign-in, or the company's overview: where its profile stands in review, the reviewer's comment. */
export async function PortalHome() {
  const session = await signedIn()
  if (!session) return <SignIn />
  const { locale, path } = await getSiteLanguage()
  const text = portalText(locale)
  const { profile } = session
  return (
    <PortalFrame account={session.frame} section="home">
      <section className="portal__panel" aria-labelledby="portal-review">
        <h2 id="portal-review" className="portal__subheading">
          {text.review.label}
        </h2>
        <p className={`portal__state portal__state--${profile.reviewState}`}>{text.review.states[profile.reviewState]}</p>
        {profile.reviewState === 'returned' && profile.reviewComment && (
          <div className="portal__comment">
            <h3>{text.review.comment}</h3>
            <p>{profile.reviewComment}</p>
          </div>
        )}
        <p>{profile.published ? text.review.published : text.review.notPublished}</p>
        {profile.published && <Link href={path(hrefWith('/showDetail', { id: profile.id }))}>{profile.nameCN}</Link>}
      </section>
    </PortalFrame>
  )
}

/** B1 /exhibitor/set-password?token=…: the invitation's link. */
export async function PortalSetPassword({ searchParams }: PortalProps) {
  const token = firstValue((await searchParams).token) ?? ''
  const { locale, path } = await getSiteLanguage()
  const text = portalText(locale)
  return (
    <PortalFrame account={null}>
      <section className="portal__panel" aria-labelledby="portal-set-password">
        <h2 id="portal-set-password" className="portal__subheading">
          {text.setPassword.heading}
        </h2>
        {token ? (
          <>
            <p>{text.setPassword.intro}</p>
            <SetPasswordForm token={token} words={text.setPassword} home={path(PORTAL_PATHS.home)} />
          </>
        ) : (
          <p className="portal-form__problem">{text.setPassword.missing}</p>
        )}
      </section>
    </PortalFrame>
  )
}

/** B2 /exhibitor/profile: the company's profile, its own only. */
export async function PortalProfile() {
  const session = await signedIn()
  if (!session) return <SignIn />
  const { locale } = await getSiteLanguage()
  const text = portalText(locale)
  const categories = exhibitorCategories.map((category) => ({ value: category, label: categoryName(category, locale) }))
  return (
    <PortalFrame account={session.frame} section="profile">
      <section className="portal__panel" aria-labelledby="portal-profile">
        <h2 id="portal-profile" className="portal__subheading">
          {text.profile.heading}
        </h2>
        <p>{text.profile.intro}</p>
        <p className={`portal__state portal__state--${session.profile.reviewState}`}>
          {text.review.label}
          {'：'}
          {text.review.states[session.profile.reviewState]}
        </p>
        <ProfileForm profile={session.profile} categories={categories} locale={locale} />
      </section>
    </PortalFrame>
  )
}

/** B3 /exhibitor/staff: the booth staff and their badges, up to the quota. */
export async function PortalStaff() {
  const session = await signedIn()
  if (!session) return <SignIn />
  const { locale } = await getSiteLanguage()
  const text = portalText(locale).staff
  const payload = await getPayloadClient()
  const [staff, accounts] = await Promise.all([
    readBoothStaff(payload, session.account.exhibitorId),
    readStaffAccounts(payload, session.account.exhibitorId),
  ])
  return (
    <PortalFrame account={session.frame} section="staff">
      <section className="portal__panel" aria-labelledby="portal-staff">
        <h2 id="portal-staff" className="portal__subheading">
          {text.heading}
        </h2>
        <StaffPanel locale={locale} badgeBase={getEnv().PUBLIC_URL} quota={session.profile.staffQuota} staff={staff} />
      </section>
      <section className="portal__panel" aria-labelledby="portal-staff-accounts">
        <h2 id="portal-staff-accounts" className="portal__subheading">
          {portalText(locale).staffAccounts.heading}
        </h2>
        <StaffAccountsPanel locale={locale} accounts={accounts} />
      </section>
    </PortalFrame>
  )
}

/** B4 /exhibitor/invitations: the invitation code and link, how many registered with it, and the names of those who consented to sharing. */
export async function PortalInvitations() {
  const session = await signedIn()
  if (!session) return <SignIn />
  const { locale } = await getSiteLanguage()
  const text = portalText(locale).invitations
  const { invitationCode } = session.profile
  const visitors = await readInvitedVisitors(await getPayloadClient(), invitationCode)
  const link = `${getEnv().PUBLIC_URL}${hrefWith(locale === 'en' ? '/en/register' : '/register', { invitationCode })}`
  return (
    <PortalFrame account={session.frame} section="invitations">
      <section className="portal__panel" aria-labelledby="portal-invitations">
        <h2 id="portal-invitations" className="portal__subheading">
          {text.heading}
        </h2>
        <p>{text.intro}</p>
        <dl className="portal__facts">
          <dt>{text.code}</dt>
          <dd className="portal__code">{invitationCode}</dd>
          <dt>{text.link}</dt>
          <dd>
            <a href={link}>{link}</a>
          </dd>
          <dt>{text.registered}</dt>
          <dd className="portal__count">{visitors.registered}</dd>
          <dt>{text.checkedIn}</dt>
          <dd className="portal__count">{visitors.checkedIn}</dd>
        </dl>
        <h3 id="portal-sharing" className="portal__subheading">
          {text.sharing}
        </h3>
        <p className="portal__note">{text.sharingNote}</p>
        {visitors.sharing.length === 0 ? (
          <p>{text.none}</p>
        ) : (
          <TableScroll labelledBy="portal-sharing">
            <table className="portal__table">
              <thead>
                <tr>
                  <th scope="col">{text.name}</th>
                  <th scope="col">{text.company}</th>
                  <th scope="col">{text.jobTitle}</th>
                </tr>
              </thead>
              <tbody>
                {visitors.sharing.map((visitor, index) => (
                  <tr key={index}>
                    <td>{visitor.name}</td>
                    <td>{visitor.company}</td>
                    <td>{visitor.jobTitle}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </PortalFrame>
  )
}
