import { localizedPath, type Locale } from '@/locales/languages'
import { getContentSource } from '@/content-source'
import { fallbackSiteName } from '@/site/lib/metadata'
import { siteText } from '@/site/lib/site-text'
import { excerpt } from '@/site/pages/shared/format'

import { generated } from './responses'
import { rssXml } from './rss'
import { getNewsEntries } from './site-pages'
import { absoluteUrl } from './site-url'

/** How many of the newest articles a feed carries. */
const FEED_SIZE = 30

/**
 * G7 + G5: the news of every news menu, newest first, as RSS 2.0, in one edition: `/rss.xml` in
 * Chinese, `/en/rss.xml` with the articles written in English and their /en links.
 */
export function newsFeedResponse(locale: Locale): Promise<Response> {
  return generated('RSS feed', 'application/rss+xml; charset=utf-8', async () => {
    const [config, news] = await Promise.all([(await getContentSource(locale)).getSiteConfig(), getNewsEntries(locale, FEED_SIZE)])
    const text = siteText(locale)
    const siteName = config.siteName || fallbackSiteName(locale)
    return rssXml(
      {
        title: `${siteName} - ${text.newsFeed}`,
        link: absoluteUrl(localizedPath('/home', locale)),
        description: config.seoDescription || text.newsFeedDescription(siteName),
        selfUrl: absoluteUrl(localizedPath('/rss.xml', locale)),
        language: text.htmlLang,
      },
      news.slice(0, FEED_SIZE).map(({ article, path, published }) => ({
        title: article.title,
        link: absoluteUrl(localizedPath(path, locale)),
        description: excerpt(article.subtitle || article.detail, 200),
        pubDate: published,
      })),
    )
  })
}
