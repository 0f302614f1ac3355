import type { Metadata } from 'next'

import { getEnv } from '@/config/env'
import { captchaAssetsBase } from '@/registration/captcha/assets'
import { PageShell } from '@/site/components/PageShell'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { getSiteLanguage } from '@/site/lib/locale'
import { resendFormHtml } from '@/site/pages/register/form-html'
import { REGISTER_CSS } from '@/site/pages/register/styles'
import { registerText } from '@/site/pages/register/text'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { PageTitle } from '@/site/pages/shared/PageTitle'

async function describePage(): Promise<Metadata> {
  const { locale } = await getSiteLanguage()
  return { title: registerText(locale).resend.title, robots: { index: false, follow: true } }
}

/**
 * R4 /register/resend (and /en/register/resend): a visitor already registered asks for their
 * badge link again: the mobile and the captcha; the link goes to the e-mail on file, never to
 * this page. Never cached.
 */
async function ResendPage() {
  const { locale, path } = await getSiteLanguage()
  const text = registerText(locale)
  if (getEnv().CONTENT_SOURCE === 'remote') {
    return (
      <PageShell task menuId={undefined} crumbs={[text.title]}>
        <EmptyState>{text.closed}</EmptyState>
      </PageShell>
    )
  }
  const captchaBase = await captchaAssetsBase()
  return (
    <PageShell task menuId={undefined} crumbs={[text.title, text.resend.title]}>
      <style dangerouslySetInnerHTML={{ __html: REGISTER_CSS }} />
      <link rel="stylesheet" href={`${captchaBase}/altcha.css`} precedence="default" />
      <script type="module" src={`${captchaBase}/setup.js`} async />
      <div className="register">
        <PageTitle nameCN={text.resend.title} nameEN={locale === 'en' ? '' : 'Send my badge again'} />
        <div dangerouslySetInnerHTML={{ __html: resendFormHtml({ text, action: path('/register/resend/submit') }) }} />
      </div>
    </PageShell>
  )
}

export const generateMetadata = editionMetadata(ResendPage, describePage)
export default editionPage(ResendPage)
