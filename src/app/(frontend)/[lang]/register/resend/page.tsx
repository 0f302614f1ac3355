import type { Metadata } from 'next'

import { getEnv } from '@/config/env'
import { CAPTCHA_FIELD } from '@/registration/fields'
import type { FieldProblem, FormProblems } from '@/registration/form'
import { CAPTCHA_CHALLENGE_URL, captchaAssetsBase } from '@/registration/captcha/assets'
import { PageShell } from '@/site/components/PageShell'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { getSiteLanguage } from '@/site/lib/locale'
import type { SearchParams } from '@/site/lib/metadata'
import { resendAction } from '@/registration/ui/actions'
import { ResendForm } from '@/registration/ui/ResendForm.client'
import { REGISTER_CSS } from '@/registration/ui/styles'
import { registerText } from '@/registration/ui/text'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { firstValue } from '@/site/pages/shared/params'
import { PageTitle } from '@/site/pages/shared/PageTitle'

async function describePage(): Promise<Metadata> {
  const { locale } = await getSiteLanguage()
  return { title: registerText(locale).resend.title, robots: { index: false, follow: true } }
}

/**
 * R4 /register/resend (and /en/register/resend): a visitor already registered asks for their
 * badge link again: the mobile and the captcha; the link goes to the e-mail on file, never to
 * this page. Never cached. Its form posts to its server action and is answered here, in the
 * site's shell (J1): sent, or what to correct with the mobile kept. A script's POST to
 * `/register/resend/submit` is answered here too, through the address (`?sent=1`, `?problem=`).
 */
/** What the submission said, from the address it answered with (no personal data in it). */
function answeredWith(query: SearchParams): { sent: boolean; problems: FormProblems } {
  const sent = firstValue(query.sent) === '1'
  const [field, problem] = (firstValue(query.problem) ?? '').split('-')
  const known = (values: readonly string[]) => (problem && values.includes(problem) ? (problem as FieldProblem) : null)
  const mobile = field === 'mobile' ? known(['mobile', 'required']) : null
  const captcha = field === 'captcha' ? known(['captcha', 'captchaExpired', 'captchaUsed']) : null
  return { sent, problems: { ...(mobile ? { mobile } : {}), ...(captcha ? { [CAPTCHA_FIELD]: captcha } : {}) } }
}

async function ResendPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { locale } = await getSiteLanguage()
  const { sent, problems } = answeredWith(await searchParams)
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
        <ResendForm
          locale={locale}
          captchaChallenge={CAPTCHA_CHALLENGE_URL}
          action={resendAction}
          initial={{ attempt: 0, typed: '', problems, sent }}
        />
      </div>
    </PageShell>
  )
}

export const generateMetadata = editionMetadata(ResendPage, describePage)
export default editionPage(ResendPage)
