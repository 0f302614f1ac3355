import { newsFeedResponse } from '@/site/seo/news-feed'

export const dynamic = 'force-dynamic'

/** G5 + G7: the English news feed: the articles written in English, with their /en links. */
export function GET(): Promise<Response> {
  return newsFeedResponse('en')
}
