import type { Metadata } from 'next'

import { getEnv } from '@/config/env'
import { RegistrationForm } from '@/registration/ui/RegistrationForm'
import { registerText } from '@/registration/ui/text'
import { PageShell } from '@/site/components/PageShell'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { getSiteLanguage } from '@/site/lib/locale'
import type { SearchParams } from '@/site/lib/metadata'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { PageTitle } from '@/site/pages/shared/PageTitle'

type RegisterProps = { searchParams: Promise<SearchParams> }

async function describePage({ searchParams }: RegisterProps): Promise<Metadata> {
  const { locale } = await getSiteLanguage()
  const text = registerText(locale)
  return pageMetadata((await searchParams).menuId, { name: text.title, description: text.description })
}

/**
 * R1–R4, R7, J1 /register (and /en/register): the registration form in the site's shell. It posts
 * to its server action on this page, so a refused submission comes back here, in the shell, with
 * its status (src/registration/ui). Never in the response cache (src/site/cacheable.ts does not
 * list it; a POST never is), so each visitor gets a render of their own.
 */
async function RegisterPage({ searchParams }: RegisterProps) {
  const { menuId, invitationCode } = await searchParams
  const { locale } = await getSiteLanguage()
  const text = registerText(locale)
  return (
    <PageShell task menuId={menuId} crumbs={[text.title]}>
      <div className="register">
        <PageTitle nameCN={text.title} nameEN={text.titleEN} />
        {/* Registrations are stored in this site's database; a site reading a remote backend has none. */}
        {getEnv().CONTENT_SOURCE === 'remote' ? (
          <EmptyState>{text.closed}</EmptyState>
        ) : (
          <RegistrationForm locale={locale} invitationCode={typeof invitationCode === 'string' ? invitationCode : ''} />
        )}
      </div>
    </PageShell>
  )
}

export const generateMetadata = editionMetadata(RegisterPage, describePage)
export default editionPage(RegisterPage)
