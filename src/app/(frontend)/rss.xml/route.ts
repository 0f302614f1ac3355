import { newsFeedResponse } from '@/site/seo/news-feed'

export const dynamic = 'force-dynamic'

/** G7: the Chinese news feed (`/en/rss.xml` is the English one). */
export function GET(): Promise<Response> {
  return newsFeedResponse('zh')
}
