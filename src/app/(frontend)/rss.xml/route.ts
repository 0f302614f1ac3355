import { DEFAULT_LOCALE } from '@/content-model/locales'
import { getContentSource } from '@/content-source'
import { FALLBACK_SITE_NAME } from '@/site/lib/metadata'
import { excerpt } from '@/site/pages/shared/format'
import { generated } from '@/site/seo/responses'
import { rssXml } from '@/site/seo/rss'
import { getNewsEntries } from '@/site/seo/site-pages'
import { absoluteUrl } from '@/site/seo/site-url'

export const dynamic = 'force-dynamic'

/** How many of the newest articles the feed carries. */
const FEED_SIZE = 30

/** G7: the news of every news menu, newest first, as RSS 2.0. */
export function GET(): Promise<Response> {
  return generated('RSS feed', 'application/rss+xml; charset=utf-8', async () => {
    const [config, news] = await Promise.all([(await getContentSource(DEFAULT_LOCALE)).getSiteConfig(), getNewsEntries()])
    const siteName = config.siteName || FALLBACK_SITE_NAME
    return rssXml(
      { title: `${siteName} - 新闻`, link: absoluteUrl('/home'), description: config.seoDescription || `${siteName}的展会新闻与行业动态`, selfUrl: absoluteUrl('/rss.xml') },
      news.slice(0, FEED_SIZE).map(({ article, path, published }) => ({
        title: article.title,
        link: absoluteUrl(path),
        description: excerpt(article.subtitle || article.detail, 200),
        pubDate: published,
      })),
    )
  })
}
