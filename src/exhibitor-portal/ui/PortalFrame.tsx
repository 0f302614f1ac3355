import Link from 'next/link'
import type { ReactNode } from 'react'

import { PORTAL_PATHS } from '@/exhibitor-portal/paths'
import { PageShell } from '@/site/components/PageShell'
import { getSiteLanguage } from '@/site/lib/locale'
import { PageTitle } from '@/site/pages/shared/PageTitle'

import { SignOutButton } from './SignOutButton.client'
import { portalText } from './text'

type Section = keyof typeof PORTAL_NAV
const PORTAL_NAV = {
  home: PORTAL_PATHS.home,
  profile: PORTAL_PATHS.profile,
  staff: PORTAL_PATHS.staff,
  invitations: PORTAL_PATHS.invitations,
  leads: PORTAL_PATHS.leads,
} as const

/** B1: the portal's frame inside the site's shell: its title, and for a signed-in exhibitor its company, sections and sign-out. */
export async function PortalFrame({
  account,
  section,
  children,
}: {
  account: { email: string; company: string } | null
  section?: Section
  children: ReactNode
}) {
  const { locale, path } = await getSiteLanguage()
  const text = portalText(locale)
  return (
    <PageShell task menuId={undefined} crumbs={[text.title]}>
      <div className="portal">
        <PageTitle nameCN={text.title} nameEN={text.titleEN || undefined} />
        {account && (
          <>
            <div className="portal__account">
              <p>
                <strong>{account.company}</strong> · {text.signedInAs(account.email)}
              </p>
              <SignOutButton label={text.signOut} home={path(PORTAL_PATHS.home)} />
            </div>
            <nav className="portal__nav" aria-label={text.title}>
              {(Object.keys(PORTAL_NAV) as Section[]).map((name) => (
                <Link
                  key={name}
                  href={path(PORTAL_NAV[name])}
                  aria-current={name === section ? 'page' : undefined}
                  className="portal__nav-link"
                >
                  {text.nav[name]}
                </Link>
              ))}
            </nav>
          </>
        )}
        {children}
      </div>
    </PageShell>
  )
}
