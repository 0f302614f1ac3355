import type { IncomingMessage } from 'node:http'

import { describe, expect, test } from 'vitest'

import { cacheKey } from '../../tests/helpers/cache-routes'

import type { SearchSource } from './documents'
import { richTextPlain } from './documents'
import { highlight, snippet, type Segment } from './highlight'
import { SearchIndex } from './search-index'
import { parseQuery, runsOf, fold, QUERY_MAX_LENGTH } from './text'

const source = (id: number, title: string, body = '', extra: Partial<SearchSource> = {}): SearchSource => ({
  key: `articles:${id}`,
  collection: 'articles',
  id,
  title,
  subtitle: '',
  body,
  menuId: 1,
  publishedAt: id,
  stamp: '1',
  ...extra,
})

const terms = (query: string): string[] => {
  const parsed = parseQuery(query)
  if (!parsed.ok) throw new Error(`not searchable: ${parsed.problem}`)
  return parsed.terms
}

const marked = (segments: Segment[]) => segments.filter((segment) => segment.mark).map((segment) => segment.text)
const shown = (segments: Segment[]) => segments.map((segment) => segment.text).join('')

describe('G6 search text: tokenising', () => {
  test('G6 runs: Chinese without spaces is one run; Latin letters and digits end where Chinese starts; full width folds', () => {
    expect(runsOf(fold('AP1000核电站，华龙一号 Hualong-One'))).toEqual(['ap1000', '核电站', '华龙一号', 'hualong', 'one'])
    expect(runsOf(fold('ＡＰ１０００'))).toEqual(['ap1000'])
  })

  test('G6 queries: terms of two characters or more; empty, 1-character, punctuation-only, control characters and too long are refused with a reason', () => {
    expect(parseQuery('  核电   Reactor ')).toEqual({ ok: true, text: '核电 Reactor', terms: ['核电', 'reactor'] })
    expect(parseQuery('核\u0000电')).toMatchObject({ ok: false, problem: 'too-short' })
    expect(parseQuery('a\u0007bc')).toMatchObject({ ok: true, terms: ['bc'] })
    expect(parseQuery('')).toMatchObject({ ok: false, problem: 'empty' })
    expect(parseQuery(' \t\n ')).toMatchObject({ ok: false, problem: 'empty' })
    expect(parseQuery('核')).toMatchObject({ ok: false, problem: 'too-short' })
    for (const punctuation of ['%', '_', '"\'', '！？，。', '%_%', '<>&;'])
      expect(parseQuery(punctuation), punctuation).toMatchObject({ ok: false, problem: 'too-short' })
    expect(parseQuery('核'.repeat(2000))).toMatchObject({ ok: false, problem: 'too-long' })
    expect(parseQuery('核'.repeat(QUERY_MAX_LENGTH))).toMatchObject({ ok: true })
    // A wildcard or quote inside a query is only a separator, never a pattern.
    expect(parseQuery('核%电_站"')).toMatchObject({ ok: false, problem: 'too-short' })
    expect(parseQuery('核电%站点')).toMatchObject({ ok: true, terms: ['核电', '站点'] })
  })

  test('G6 rich text becomes its words, a block a line', () => {
    const value = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [{ type: 'text', text: '第一段' }, { type: 'linebreak' }, { type: 'text', text: 'line' }] },
          { type: 'heading', children: [{ type: 'link', children: [{ type: 'text', text: '标题' }] }] },
        ],
      },
    }
    expect(richTextPlain(value)).toBe('第一段 line\n标题')
    expect(richTextPlain(null)).toBe('')
  })

  test('G6 I1 an HTML block (a body kept as HTML) is searched by its text, not its tags', () => {
    const html = '<p>开幕式<b>视频</b></p><iframe src="https://player.bilibili.com/x"></iframe><script>var hidden</script>'
    const value = { root: { type: 'root', children: [{ type: 'block', fields: { blockType: 'html', html } }] } }
    expect(richTextPlain(value)).toBe('开幕式 视频')
  })
})

describe('G6 search index: any substring of two or more characters', () => {
  const index = new SearchIndex()
  index.put(source(1, '华龙一号示范工程全面建成', '中国自主三代核电技术，采用能动与非能动相结合的安全系统。'))
  index.put(source(2, 'Reactor safety forum', 'The AP1000 reactor and passive safety systems were discussed.'))
  index.put(source(3, '核电站运行安全', '核电安全是核电发展的生命线。', { subtitle: 'Nuclear Power Plant Safety' }))
  const found = (query: string) => index.search(terms(query), () => true, 100).best.map((match) => match.source.id)

  test('G6 two-character Chinese found inside words, without word spaces', () => {
    expect(found('龙一')).toEqual([1])
    expect(found('核电')).toEqual([3, 1])
    expect(found('能动')).toEqual([1])
  })

  test('G6 longer Chinese and several terms: every term must occur', () => {
    expect(found('示范工程')).toEqual([1])
    expect(found('核电 安全')).toEqual([3, 1])
    expect(found('示范工程 安全系统')).toEqual([1])
    expect(found('示范工程 论坛')).toEqual([])
    // The pieces are there, not the whole term.
    expect(found('龙一号示范工')).toEqual([1])
    expect(found('一号核电')).toEqual([])
  })

  test('G6 English: case-insensitive, within words, full width folded', () => {
    expect(found('reactor')).toEqual([2])
    expect(found('SAFETY')).toEqual([2, 3])
    expect(found('ＡＰ１０００')).toEqual([2])
    expect(found('passive sys')).toEqual([2])
    expect(found('nuclear')).toEqual([3])
  })

  test('G6 the title counts most; a term never spans title and body', () => {
    expect(found('安全')[0]).toBe(3)
    expect(found('建成中国')).toEqual([])
  })

  test('G6 a replaced document is found by its new text only; a removed one not at all; only visible ones', () => {
    const own = new SearchIndex()
    own.put(source(1, '旧标题'))
    own.put(source(1, '新标题'))
    own.put(source(2, '另一篇新闻'))
    expect(own.search(['旧标'], () => true, 10).best).toEqual([])
    expect(own.search(['标题'], () => true, 10).best.map((match) => match.source.title)).toEqual(['新标题'])
    own.remove('articles:1')
    expect(own.search(['标题'], () => true, 10).total).toBe(0)
    expect(own.search(['新闻'], (doc) => doc.id !== 2, 10).total).toBe(0)
    expect(own.size).toBe(1)
  })

  test('G6 the best few of many, in order, without sorting them all; the total counts every match', () => {
    const own = new SearchIndex()
    for (let id = 1; id <= 500; id++) own.put(source(id, id % 100 === 0 ? `核电标题 ${id}` : `新闻 ${id}`, '核电正文'))
    const { total, best } = own.search(['核电'], () => true, 7)
    expect(total).toBe(500)
    expect(best.map((match) => match.source.id)).toEqual([500, 400, 300, 200, 100, 499, 498])
  })

  test('G6 many replacements compact the lists and keep the answers', () => {
    const own = new SearchIndex()
    for (let round = 0; round < 3; round++) for (let id = 1; id <= 1200; id++) own.put(source(id, `round${round} item${id} 文章`))
    expect(own.size).toBe(1200)
    expect(own.search(terms('round2 文章'), () => true, 10)).toMatchObject({ total: 1200, best: { length: 10 } })
    expect(own.search(terms('round0'), () => true, 10).total).toBe(0)
    expect(own.search(terms('item1199'), () => true, 10).best.map((match) => match.source.id)).toEqual([1199])
  })
})

describe('G6 highlighting', () => {
  test('G6 every occurrence is marked, case and width folded, in the original text', () => {
    const title = highlight('AP1000 与 ＡＰ１０００：核电核电', ['ap1000', '核电'])
    expect(marked(title)).toEqual(['AP1000', 'ＡＰ１０００', '核电核电'])
    expect(shown(title)).toBe('AP1000 与 ＡＰ１０００：核电核电')
  })

  test('G6 markup in the content or the query stays text: segments, never HTML', () => {
    const title = highlight('<img src=x onerror=alert(1)>核电', ['img', '核电'])
    expect(shown(title)).toBe('<img src=x onerror=alert(1)>核电')
    expect(marked(title)).toEqual(['img', '核电'])
  })

  test('G6 an excerpt around the first match, cut with …, whitespace collapsed', () => {
    const body = `${'前文'.repeat(100)}\n\n核电站${'后文'.repeat(100)}`
    const excerpt = snippet(body, ['核电'], 60, 10)
    expect(excerpt[0]).toEqual({ text: '…', mark: false })
    expect(excerpt.at(-1)).toEqual({ text: '…', mark: false })
    expect(marked(excerpt)).toEqual(['核电'])
    expect(shown(excerpt)).not.toContain('\n')
    expect(shown(snippet('短文', ['无关']))).toBe('短文')
  })

  test('G6 an excerpt never cuts an emoji in half', () => {
    const excerpt = snippet(`${'😀'.repeat(50)}核电${'😀'.repeat(50)}`, ['核电'], 21, 5)
    expect(shown(excerpt)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/)
  })
})

describe('G6 results and the response cache', () => {
  test('G6 /search is never a response-cache entry (each query would be one): its answers go to Next every time', () => {
    const request = (url: string) => ({ url, method: 'GET', headers: {} }) as unknown as IncomingMessage
    for (const url of ['/search', '/search?q=%E6%A0%B8%E7%94%B5', '/search?q=reactor&page=2'])
      expect(cacheKey(request(url)), url).toBeNull()
    expect(cacheKey(request('/news?menuId=7'))).not.toBeNull()
  })
})
