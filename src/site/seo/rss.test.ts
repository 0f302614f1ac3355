import { describe, expect, it } from 'vitest'

import { rssXml } from './rss'

const channel = {
  title: '核展 & 新闻',
  link: 'https://expo.example.cn/home',
  description: '<新闻>',
  selfUrl: 'https://expo.example.cn/rss.xml',
  language: 'zh-CN',
}

describe('G7 RSS builder', () => {
  it("G7 rss: editors' text is escaped, control characters dropped, dates in RFC 822", () => {
    const xml = rssXml(channel, [
      {
        title: 'A <b>"bold"</b> & \'quoted\' title\u0001',
        link: 'https://expo.example.cn/news-detail?id=1&menuId=2',
        description: '</description><script>alert(1)</script>',
        pubDate: new Date('2026-05-01T08:00:00Z'),
      },
    ])
    expect(xml).toContain('<title>A &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; &apos;quoted&apos; title</title>')
    expect(xml).toContain('<link>https://expo.example.cn/news-detail?id=1&amp;menuId=2</link>')
    expect(xml).toContain('<description>&lt;/description&gt;&lt;script&gt;alert(1)&lt;/script&gt;</description>')
    expect(xml).toContain('<pubDate>Fri, 01 May 2026 08:00:00 GMT</pubDate>')
    expect(xml).toContain('<title>核展 &amp; 新闻</title>')
    expect(xml).not.toContain('\u0001')
    // Every element opened is closed: one <item>, the channel and the feed.
    expect(xml.match(/<item>/g)).toHaveLength(1)
    expect(xml.match(/<\/item>/g)).toHaveLength(1)
    expect(xml.trim().endsWith('</channel>\n</rss>')).toBe(true)
  })

  it('G7 rss: an item without a date has no pubDate; lastBuildDate is the newest item', () => {
    const xml = rssXml(channel, [
      { title: 'old', link: 'https://e.cn/1', description: '', pubDate: new Date('2026-01-01T00:00:00Z') },
      { title: 'undated', link: 'https://e.cn/2', description: '', pubDate: null },
      { title: 'new', link: 'https://e.cn/3', description: '', pubDate: new Date('2026-02-01T00:00:00Z') },
    ])
    expect(xml).toContain('<lastBuildDate>Sun, 01 Feb 2026 00:00:00 GMT</lastBuildDate>')
    expect(xml.match(/<pubDate>/g)).toHaveLength(2)
  })
})
