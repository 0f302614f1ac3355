import type { Metadata, Viewport } from 'next'
import { connection } from 'next/server'
import { Suspense, type ReactNode } from 'react'

// The whole site's styles, in their cascade order (one stylesheet: see the file).
import '@/site/site.css'

import { getEnv } from '@/config/env'
import { isStaffPreview } from '@/content-source/preview'
import { THEME_COLOR } from '@/content-source/contract'
import { Ad } from '@/site/components/Ad/Ad'
import { Footer } from '@/site/components/Footer/Footer'
import { FooterInfo } from '@/site/components/Footer/FooterInfo'
import { Header } from '@/site/components/Header/Header'
import { Partners } from '@/site/components/Partners/Partners'
import { PreviewBar } from '@/site/components/Preview/PreviewBar.client'
import { getSiteConfig } from '@/site/lib/content'
import { cspNonce } from '@/site/lib/csp-nonce'
import { hideBrokenImages } from '@/site/lib/hide-broken-images'
import { getSiteLanguage } from '@/site/lib/locale'
import { defaultSiteName } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'
import { organizationLd } from '@/site/seo/json-ld'
import { JsonLdScript } from '@/site/seo/JsonLdScript'
import { getSiteIdentity } from '@/site/seo/site-identity'
import { WeChatShare } from '@/site/wechat/WeChatShare.client'

// Every public page reads live content (the response cache in server.ts makes that cheap), so
// nothing is prerendered at build time, when there may be no database yet.
export const dynamic = 'force-dynamic'

export const viewport: Viewport = { themeColor: THEME_COLOR, width: 'device-width', initialScale: 1 }

export async function generateMetadata(): Promise<Metadata> {
  await connection()
  const [config, siteName] = await Promise.all([readSection('site config', getSiteConfig), defaultSiteName()])
  return {
    title: siteName,
    description: config?.seoDescription || undefined,
    keywords: config?.seoKeywords || undefined,
    formatDetection: { telephone: false },
    // G1: one page for every device (Baidu's mobile adaptation).
    other: { 'applicable-device': 'pc,mobile' },
  }
}

/** The public site's root layout: S1 ad, S2 header, the page (S3, S4), S5 partners, S6–S7 footers. */
export default async function FrontendLayout({ children }: { children: ReactNode }) {
  // Content comes from the CMS at request time; nothing here may be prerendered at build.
  await connection()
  const { SITE_ID: siteId, CONTENT_API_TOKEN: token, WECHAT_APP_ID: wechatAppId } = getEnv()
  const [config, siteName, identity, preview, { text, path }, nonce] = await Promise.all([
    readSection('site config', getSiteConfig),
    defaultSiteName(),
    getSiteIdentity(),
    isStaffPreview(),
    getSiteLanguage(),
    cspNonce(),
  ])
  return (
    <html lang={text.htmlLang}>
      <head>
        <script id="hide-broken-images" nonce={nonce} dangerouslySetInnerHTML={{ __html: hideBrokenImages }} />
        {/* G1: the settings' logo as icons (/favicon.ico, /apple-touch-icon.png); G7: the news feed. */}
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="alternate" type="application/rss+xml" title={`${siteName} - ${text.newsFeed}`} href={path('/rss.xml')} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {text.skipToContent}
        </a>
        {preview && <PreviewBar />}
        {config?.adPictureId != null && <Ad pictureId={config.adPictureId} siteId={siteId} token={token} />}
        <Header config={config} siteName={siteName} siteId={siteId} token={token} />
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        {config?.partnersInformationId != null && <Partners columnId={config.partnersInformationId} />}
        {config && <FooterInfo config={config} />}
        <Footer config={config} />
        <JsonLdScript data={organizationLd(identity)} />
        {wechatAppId && (
          <Suspense fallback={null}>
            <WeChatShare />
          </Suspense>
        )}
      </body>
    </html>
  )
}
