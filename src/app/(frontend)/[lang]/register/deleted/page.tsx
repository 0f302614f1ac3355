import type { Metadata } from 'next'

import { PageShell } from '@/site/components/PageShell'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { getSiteLanguage } from '@/site/lib/locale'
import { REGISTER_CSS } from '@/registration/ui/styles'
import { registerText } from '@/registration/ui/text'
import { PageTitle } from '@/site/pages/shared/PageTitle'

async function describePage(): Promise<Metadata> {
  const { locale } = await getSiteLanguage()
  return { title: registerText(locale).ownData.deletedTitle, robots: { index: false, follow: true } }
}

/** R8, J1 /register/deleted: where a deletion from the private link lands, in the site's shell. */
async function DeletedPage() {
  const { locale, path } = await getSiteLanguage()
  const text = registerText(locale)
  return (
    <PageShell task menuId={undefined} crumbs={[text.title, text.ownData.deletedTitle]}>
      <style dangerouslySetInnerHTML={{ __html: REGISTER_CSS }} />
      <div className="register">
        <PageTitle nameCN={text.ownData.deletedTitle} nameEN={locale === 'en' ? '' : 'Registration deleted'} />
        <p className="register-intro" role="status">
          {text.ownData.deleted}
        </p>
        <p className="register-resend">
          <a href={path('/register')}>{text.title}</a>
        </p>
      </div>
    </PageShell>
  )
}

export const generateMetadata = editionMetadata(DeletedPage, describePage)
export default editionPage(DeletedPage)
