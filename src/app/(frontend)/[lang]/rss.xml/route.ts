import { isLocale } from '@/locales/languages'
import { newsFeedResponse } from '@/site/seo/news-feed'

export const dynamic = 'force-dynamic'

/** G7, G5: the news feed of an edition: `/rss.xml` in Chinese, `/en/rss.xml` the articles written in English. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await params
  return isLocale(lang) ? newsFeedResponse(lang) : new Response(null, { status: 404 })
}
