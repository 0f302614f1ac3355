import type { SiteConfig } from '@/content-source/contract'
import { RegisterLink } from '@/site/components/RegisterLink/RegisterLink'
import { RichText } from '@/site/components/RichText'
import { readSection } from '@/site/lib/section'
import { getPageSource } from '@/site/lib/content'

import { PsbIcon } from './PsbIcon'

async function readFooterHtml(config: SiteConfig | null): Promise<string | null> {
  const columnId = config?.footerInformationId
  if (columnId === null || columnId === undefined) return null
  const items = await readSection('footer', async () => (await getPageSource()).getInformationItems(columnId))
  return items?.at(-1)?.detail || null
}

/** S24: the public-security filing site opens on the record: the digits of the number (京公网安备 11010502030000号). */
export function psbHref(psbNumber: string): string {
  const code = psbNumber.replace(/\D/g, '')
  return code ? `http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=${code}` : 'http://www.beian.gov.cn/'
}

/**
 * S25: the last footer information item, then the ICP and public-security filing numbers (S24),
 * each linking to its register; the numbers are Chinese registrations, in Chinese in both editions.
 */
export async function Footer({ config }: { config: SiteConfig | null }) {
  const html = await readFooterHtml(config)
  return (
    <footer className="site-footer" data-section="footer">
      <div className="site-footer__inner container">
        {html && <RichText html={html} className="site-footer__detail" />}
        <RegisterLink place="footer" />
        {(config?.icpNumber || config?.psbNumber) && (
          <p className="site-footer__filings" lang="zh-CN">
            {config.icpNumber && (
              <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
                {config.icpNumber}
              </a>
            )}
            {config.psbNumber && (
              <a href={psbHref(config.psbNumber)} target="_blank" rel="noopener noreferrer" className="site-footer__psb">
                <PsbIcon />
                {config.psbNumber}
              </a>
            )}
          </p>
        )}
      </div>
    </footer>
  )
}
