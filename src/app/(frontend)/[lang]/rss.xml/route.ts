import { editionRoute } from '@/site/lib/edition-route'
import { newsFeedResponse } from '@/site/seo/news-feed'

export const dynamic = 'force-dynamic'

/** G7, G5: the news feed of an edition: `/rss.xml` in Chinese, `/en/rss.xml` the articles written in English. */
export const GET = editionRoute(async (_request, { locale }) => newsFeedResponse(locale))
