import type { Metadata } from 'next'

import { getEnv } from '@/config/env'
import { getPayloadClient } from '@/payload/client'
import { readRegistrationFormSettings } from '@/registration/form-settings'
import { PageShell } from '@/site/components/PageShell'
import { getSiteLanguage } from '@/site/lib/locale'
import type { SearchParams } from '@/site/lib/metadata'
import { registrationFormHtml } from '@/site/pages/register/form-html'
import { REGISTER_CSS } from '@/site/pages/register/styles'
import { registerText } from '@/site/pages/register/text'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { PageTitle } from '@/site/pages/shared/PageTitle'

type RegisterProps = { searchParams: Promise<SearchParams> }

export async function generateMetadata({ searchParams }: RegisterProps): Promise<Metadata> {
  const { locale } = await getSiteLanguage()
  const text = registerText(locale)
  return pageMetadata((await searchParams).menuId, { name: text.title, description: text.description })
}

/**
 * R1–R3 /register (and /en/register): the registration form, rendered on the server as plain
 * HTML that works without script. It posts to /register/submit. Never in the response cache
 * (src/site/cacheable.ts does not list it), so each visitor gets a render of their own.
 */
export default async function RegisterPage({ searchParams }: RegisterProps) {
  const { menuId } = await searchParams
  const { locale, path } = await getSiteLanguage()
  const text = registerText(locale)
  // Registrations are stored in this site's database; a site reading a remote backend has none.
  if (getEnv().CONTENT_SOURCE === 'remote') {
    return (
      <PageShell menuId={menuId} crumbs={[text.title]}>
        <EmptyState>{text.closed}</EmptyState>
      </PageShell>
    )
  }
  const settings = await readRegistrationFormSettings(await getPayloadClient(), locale)
  return (
    <PageShell menuId={menuId} crumbs={[text.title]}>
      <style dangerouslySetInnerHTML={{ __html: REGISTER_CSS }} />
      <div className="register">
        <PageTitle nameCN={text.title} nameEN={text.titleEN} />
        <div dangerouslySetInnerHTML={{ __html: registrationFormHtml({ text, settings, action: path('/register/submit') }) }} />
      </div>
    </PageShell>
  )
}
