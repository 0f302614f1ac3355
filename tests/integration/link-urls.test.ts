import config from '@payload-config'
import { getPayload, ValidationError, type Payload, type TextFieldSingleValidation } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { doc, link, p, type RichText } from '@/seed/lexical'

let payload: Payload
let editor: User

/** Link targets that run script or leave the allowed schemes, plainly and obfuscated. */
const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'jAvAsCrIpT:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  ' javascript:alert(1)',
  'javascript :alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript\u0000:alert(1)',
  '\u2028javascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'jav&#x09;ascript:alert(1)',
  'javascript://%0Aalert(1)',
  'javascript://example.com/%0aalert(1)',
  'ｊavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,x',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'data:application/javascript,alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:MsgBox(1)',
  'vbscript&colon;msgbox(1)',
  'livescript:alert(1)',
  'file:///etc/passwd',
  'ftp://files.example.com/a',
  'blob:https://example.com/x',
  'intent://x#Intent;end',
  'https://',
  'http://',
  'www.example.com',
  'example.com/path',
]

const ACCEPTED = [
  'https://www.cnie-expo.cn/register',
  'http://example.com',
  'HTTPS://EXAMPLE.COM/A',
  'https://example.com/search?q=%E6%A0%B8&page=2#results',
  'mailto:info@cnie-expo.cn',
  'tel:+86-10-6866-1234',
  '/news?menuId=3',
  '/download?menuId=11#top',
  '#agenda',
  '?page=2',
]

beforeAll(async () => {
  payload = await getPayload({ config })
  editor = await payload.create({
    collection: 'users',
    data: { email: `links-${Date.now()}@test.example`, password: 'Links-password-123', role: 'editor' },
    overrideAccess: true,
  })
})

// E2: an editor saves drafts; drafts are validated as published documents are.
const options = () => ({ overrideAccess: false, user: editor, draft: true, context: { disableRevalidate: true } }) as const

/** A paragraph whose link the editor made itself from typed text (Lexical's autolink node). */
const autolinked = (label: string, url: string): RichText =>
  JSON.parse(JSON.stringify(doc(p(link(label, url)))).replace('"type":"link"', '"type":"autolink"')) as RichText

async function saveArticle(detail: RichText, title: string) {
  return payload.create({ collection: 'articles', data: { title, detail, publishedAt: new Date().toISOString() }, ...options() })
}

async function refusal(save: () => Promise<unknown>): Promise<string> {
  const error: unknown = await save().then(
    () => new Error('saved'),
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map((fieldError) => fieldError.message).join(' | ')
}

describe('X4 rich-text links accept only http(s), mailto, tel and addresses on this site', () => {
  it(`X4 ${HOSTILE.length} hostile link targets are refused when an article is saved, with the link named in Chinese`, async () => {
    for (const [index, url] of HOSTILE.entries()) {
      const title = `X4 链接测试 ${index}`
      const message = await refusal(() => saveArticle(doc(p(['见', link(`报名入口${index}`, url)])), title))
      expect(message, url).toMatch(new RegExp(`^链接“报名入口${index}”的链接地址`))
      expect((await payload.count({ collection: 'articles', where: { title: { equals: title } } })).totalDocs).toBe(0)
    }
  })

  it('X4 auto-detected links (autolink nodes) are held to the same rule', async () => {
    const message = await refusal(() => saveArticle(autolinked('data 链接', 'data:text/html,<script>alert(1)</script>'), 'X4 autolink'))
    expect(message).toContain('链接“data 链接”的链接地址不安全或格式不对')
  })

  it('X4 every rich-text field is guarded: information items and exhibitor introductions too', async () => {
    const detail = doc(p(link('脚本', 'jAvAsCrIpT:alert(1)')))
    expect(await refusal(() => payload.create({ collection: 'information-items', data: { title: 'X4', detail }, ...options() }))).toContain(
      '链接“脚本”',
    )
    const [exhibitor] = (await payload.find({ collection: 'exhibitors', limit: 1, depth: 0 })).docs
    if (!exhibitor) throw new Error('the seed has no exhibitor')
    const update = () => payload.update({ collection: 'exhibitors', id: exhibitor.id, data: { introduction: detail }, ...options() })
    expect(await refusal(update)).toContain('链接“脚本”')
    // Nothing changed (another test may have saved an introduction that mentions a script as text).
    const unchanged = await payload.findByID({ collection: 'exhibitors', id: exhibitor.id, depth: 0 })
    expect(unchanged.introduction).toEqual(exhibitor.introduction)
  })

  it(`X4 ${ACCEPTED.length} safe link targets are saved exactly as written`, async () => {
    const saved = await saveArticle(doc(...ACCEPTED.map((url, index) => p(link(`链接${index}`, url)))), 'X4 安全链接')
    const urls = JSON.stringify(saved.detail).match(/"url":"[^"]*"/g)
    expect(urls).toEqual(ACCEPTED.map((url) => `"url":${JSON.stringify(url)}`))
  })

  it('X4 the link drawer’s URL field refuses javascript: at once, in Chinese, and accepts site addresses', async () => {
    const field = payload.collections.articles.config.fields.find((candidate) => 'name' in candidate && candidate.name === 'detail')
    const editorConfig = field && 'editor' in field && typeof field.editor === 'object' ? field.editor : null
    const linkFields = (
      editorConfig as { editorConfig: { resolvedFeatureMap: Map<string, { sanitizedServerFeatureProps: { fields: unknown[] } }> } } | null
    )?.editorConfig.resolvedFeatureMap.get('link')?.sanitizedServerFeatureProps.fields
    const url = linkFields?.find((candidate) => (candidate as { name?: string }).name === 'url') as
      { validate: TextFieldSingleValidation } | undefined
    if (!url) throw new Error('the link feature has no url field')
    const validate = (value: string) =>
      url.validate(value, { siblingData: { linkType: 'custom' } } as unknown as Parameters<TextFieldSingleValidation>[1])
    expect(await validate('javascript:alert(1)')).toBe(
      '链接地址不安全或格式不对：只接受以 http://、https://、mailto:、tel: 开头的地址，或以 /、#、? 开头的站内地址',
    )
    expect(await validate('https://')).toBe('链接地址不完整：http:// 或 https:// 后面要写网站的域名')
    expect(await validate('java script:x')).toBe('链接地址不能含有空格、换行或控制字符')
    expect(await validate('/news?menuId=3')).toBe(true)
  })
})

describe('X4 link fields (外部链接, 链接, 官方网站) accept only http(s) addresses', () => {
  it('X4 every hostile target is refused in the article link field, with the Chinese message', async () => {
    for (const url of HOSTILE) {
      const message = await refusal(() =>
        payload.create({
          collection: 'articles',
          data: { title: 'X4 外部链接', link: url, publishedAt: new Date().toISOString() },
          ...options(),
        }),
      )
      expect(message, url).toBe('请输入以 http:// 或 https:// 开头的网址')
    }
  })

  it('X4 the exhibitor website, picture and carousel links refuse javascript: too', async () => {
    const [exhibitor] = (await payload.find({ collection: 'exhibitors', limit: 1, depth: 0 })).docs
    const [picture] = (await payload.find({ collection: 'pictures', limit: 1, depth: 0 })).docs
    const [slide] = (await payload.find({ collection: 'rotation-charts', limit: 1, depth: 0 })).docs
    if (!exhibitor || !picture || !slide) throw new Error('the seed lacks an exhibitor, a picture or a carousel slide')
    const url = 'JaVaScRiPt:alert(1)'
    expect(
      await refusal(() => payload.update({ collection: 'exhibitors', id: exhibitor.id, data: { website: url }, ...options() })),
    ).toContain('http://')
    expect(await refusal(() => payload.update({ collection: 'pictures', id: picture.id, data: { link: url }, ...options() }))).toContain(
      'http://',
    )
    expect(
      await refusal(() => payload.update({ collection: 'rotation-charts', id: slide.id, data: { link: url }, ...options() })),
    ).toContain('http://')
  })
})
