import type { SiteConfig } from '@/content-api/contract'
import { getContentSource } from '@/content-source'
import { RichText } from '@/site/components/RichText'
import { readSection } from '@/site/lib/section'

import './footer.css'

async function readFooterHtml(config: SiteConfig | null): Promise<string | null> {
  const columnId = config?.footerInformationId
  if (columnId === null || columnId === undefined) return null
  const items = await readSection('footer', async () => (await getContentSource()).getInformationItems(columnId))
  return items?.at(-1)?.detail || null
}

/** The public-security filing site opens on the record when the number carries its digits. */
function psbHref(psbNumber: string): string {
  const code = psbNumber.match(/\d{6,}/)?.[0]
  return code ? `https://beian.mps.gov.cn/#/query/webSearch?code=${code}` : 'https://beian.mps.gov.cn/'
}

/** S25: the last footer information item, then the ICP and public-security filing numbers. */
export async function Footer({ config }: { config: SiteConfig | null }) {
  const html = await readFooterHtml(config)
  return (
    <footer className="site-footer" data-section="footer">
      <div className="site-footer__inner container">
        {html && <RichText html={html} className="site-footer__detail" />}
        {(config?.icpNumber || config?.psbNumber) && (
          <p className="site-footer__filings">
            {config.icpNumber && (
              <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
                {config.icpNumber}
              </a>
            )}
            {config.psbNumber && (
              <a href={psbHref(config.psbNumber)} target="_blank" rel="noopener noreferrer">
                {config.psbNumber}
              </a>
            )}
          </p>
        )}
      </div>
    </footer>
  )
}
