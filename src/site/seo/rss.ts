import { escapeXml } from './xml'

/** `language`: the feed's BCP 47 code (`zh-CN`, `en`). */
export type RssChannel = { title: string; link: string; description: string; selfUrl: string; language: string }
export type RssItem = { title: string; link: string; description: string; pubDate: Date | null }

/** G7: an RSS 2.0 document; every text is escaped (titles and summaries come from editors). */
export function rssXml(channel: RssChannel, items: readonly RssItem[]): string {
  const latest = items.reduce<Date | null>(
    (newest, item) => (item.pubDate && (!newest || item.pubDate > newest) ? item.pubDate : newest),
    null,
  )
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${escapeXml(channel.language)}</language>`,
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`<lastBuildDate>${latest.toUTCString()}</lastBuildDate>`] : []),
    ...items.map((item) =>
      [
        '<item>',
        `<title>${escapeXml(item.title)}</title>`,
        `<link>${escapeXml(item.link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        `<description>${escapeXml(item.description)}</description>`,
        ...(item.pubDate ? [`<pubDate>${item.pubDate.toUTCString()}</pubDate>`] : []),
        '</item>',
      ].join(''),
    ),
    '</channel>',
    '</rss>',
    '',
  ]
  return lines.join('\n')
}
