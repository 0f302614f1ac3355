import type { Metadata } from 'next'

import { getEnv } from '@/config/env'
import { BEIJING } from '@/locales/dates'
import { getPayloadClient } from '@/payload/client'
import { readAvailability, registrationWindow } from '@/registration/availability'
import { captchaAssetsBase } from '@/registration/captcha/assets'
import { FIELD_LIMITS } from '@/registration/fields'
import { readShownRegistrationSettings, registrationFormSettings } from '@/registration/form-settings'
import { PageShell } from '@/site/components/PageShell'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { getSiteLanguage } from '@/site/lib/locale'
import type { SearchParams } from '@/site/lib/metadata'
import { registrationFormHtml } from '@/site/pages/register/form-html'
import { REGISTER_CSS } from '@/site/pages/register/styles'
import { registerText } from '@/site/pages/register/text'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { PageTitle } from '@/site/pages/shared/PageTitle'

type RegisterProps = { searchParams: Promise<SearchParams> }

/** A moment as the organiser announces it: in Beijing time, in the page's language. */
const beijingTime = (iso: string, locale: 'zh' | 'en') =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', { timeZone: BEIJING, dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  )

async function describePage({ searchParams }: RegisterProps): Promise<Metadata> {
  const { locale } = await getSiteLanguage()
  const text = registerText(locale)
  return pageMetadata((await searchParams).menuId, { name: text.title, description: text.description })
}

/**
 * R1–R4, R7 /register (and /en/register): the registration form (or, outside the opening times, what it says instead), rendered on the server as plain
 * HTML that works without script. It posts to /register/submit. Never in the response cache
 * (src/site/cacheable.ts does not list it), so each visitor gets a render of their own.
 */
async function RegisterPage({ searchParams }: RegisterProps) {
  const { menuId, invitationCode } = await searchParams
  const { locale, path } = await getSiteLanguage()
  const text = registerText(locale)
  // B4: an exhibitor's invitation link fills in its code.
  const code = typeof invitationCode === 'string' ? invitationCode.trim().slice(0, FIELD_LIMITS.invitationCode) : ''
  // Registrations are stored in this site's database; a site reading a remote backend has none.
  if (getEnv().CONTENT_SOURCE === 'remote') {
    return (
      <PageShell task menuId={menuId} crumbs={[text.title]}>
        <EmptyState>{text.closed}</EmptyState>
      </PageShell>
    )
  }
  const payload = await getPayloadClient()
  // One read of the settings: the opening times, the form's choices, the cap and the days.
  const [stored, captchaBase] = await Promise.all([readShownRegistrationSettings(payload, locale), captchaAssetsBase()])
  // R7: before the opening and after the closing the page says so plainly, and shows no form.
  const window = registrationWindow(stored)
  if (window.state !== 'open') {
    const message = window.state === 'notYetOpen' ? text.window.notYetOpen(beijingTime(window.opensAt, locale)) : text.window.closed
    return (
      <PageShell task menuId={menuId} crumbs={[text.title]}>
        <style dangerouslySetInnerHTML={{ __html: REGISTER_CSS }} />
        <div className="register">
          <PageTitle nameCN={text.title} nameEN={text.titleEN} />
          <p className="register-window" role="status">
            {message}
          </p>
          <p className="register-resend">
            <a href={path('/register/resend')}>{text.resend.link}</a>
          </p>
        </div>
      </PageShell>
    )
  }
  const availability = await readAvailability(payload, stored)
  const formHtml = registrationFormHtml({
    text,
    settings: registrationFormSettings(stored),
    action: path('/register/submit'),
    values: code ? { invitationCode: code } : {},
    full: { days: availability.fullDays, all: availability.allFull },
    resendHref: path('/register/resend'),
  })
  return (
    <PageShell task menuId={menuId} crumbs={[text.title]}>
      <style dangerouslySetInnerHTML={{ __html: REGISTER_CSS }} />
      {/* R4: the captcha widget, served from this site (the policy allows scripts from 'self'). */}
      <link rel="stylesheet" href={`${captchaBase}/altcha.css`} precedence="default" />
      <script type="module" src={`${captchaBase}/setup.js`} async />
      <div className="register">
        <PageTitle nameCN={text.title} nameEN={text.titleEN} />
        <div dangerouslySetInnerHTML={{ __html: formHtml }} />
      </div>
    </PageShell>
  )
}

export const generateMetadata = editionMetadata(RegisterPage, describePage)
export default editionPage(RegisterPage)
