import type { SiteConfig } from '@/content-source/contract'
import { OutLink } from '@/site/components/OutLink'
import { RichText } from '@/site/components/RichText'
import { imageAttributes } from '@/site/lib/images'
import { readSection } from '@/site/lib/section'
import { getPageSource } from '@/site/lib/content'
import { getSiteLanguage } from '@/site/lib/locale'

async function readColumns(config: SiteConfig) {
  const columnId = config.footerColumnsInformationId
  if (columnId === null) return []
  const articles = await readSection('footer columns', async () => (await getPageSource()).getColumnArticles(columnId))
  return (articles ?? []).slice(0, 3)
}

async function readQrCodes(config: SiteConfig) {
  const columnId = config.qrInformationId
  if (columnId === null) return []
  return (await readSection('QR codes', async () => (await getPageSource()).getColumnPictures(columnId))) ?? []
}

/** S24: three columns (the first three footer-column articles' details) and the QR codes. */
export async function FooterInfo({ config }: { config: SiteConfig }) {
  const [columns, qrCodes] = await Promise.all([readColumns(config), readQrCodes(config)])
  if (columns.length === 0 && qrCodes.length === 0) return null
  const { text } = await getSiteLanguage()
  return (
    <section className="footer-info" data-section="footer-info" aria-label={text.contactAndServices}>
      <div className="footer-info__inner container">
        {columns.map((article) => (
          <RichText key={String(article.id)} html={article.detail} className="footer-info__column" />
        ))}
        {qrCodes.length > 0 && (
          <ul className="footer-info__qr" aria-label={text.qrCodes}>
            {qrCodes.map((picture, index) => {
              return (
                <li key={String(picture.id)} className="footer-info__qr-item">
                  <OutLink href={picture.link}>
                    <img {...imageAttributes(picture.pictureUrl, 'qrCode')} alt={text.qrCode(index + 1)} />
                  </OutLink>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}
