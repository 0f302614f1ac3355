import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '@/config/env'
import type { User } from '@/payload-types'

import * as files from '../helpers/upload-files'

type Slug = 'media' | 'documents'
type Stored = { id: number; filename?: string | null; mimeType?: string | null }

let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await getPayload({ config })
  editor = await payload.create({
    collection: 'users',
    data: { email: `uploads-${Date.now()}@test.example`, password: 'Uploads-password-123', role: 'editor' },
    overrideAccess: true,
  })
})

const folders: Record<Slug, string> = { media: 'images', documents: 'files' }
let serial = 0

/** The name with a suffix of its own, so every upload of a run is told apart on disk. */
const uniqueName = (name: string): string => {
  serial += 1
  return name.replace(/^([^.]*)/, `$1-x4-${serial}`)
}

/** Uploads as an editor would, through Payload's local API (the admin's and REST's pipeline). */
async function upload(collection: Slug, name: string, data: Buffer, mimetype = 'application/octet-stream'): Promise<Stored> {
  return payload.create({
    collection,
    data: collection === 'media' ? { alt: `X4 测试 ${name}` } : {},
    file: { data, mimetype, name, size: data.length },
    overrideAccess: false,
    user: editor,
    context: { disableRevalidate: true },
  }) as Promise<Stored>
}

/** The refusal's message for the file; fails when the upload is stored instead. */
async function refusal(collection: Slug, name: string, data: Buffer, mimetype?: string): Promise<string> {
  const before = await payload.count({ collection, overrideAccess: true })
  const unique = uniqueName(name)
  const error: unknown = await upload(collection, unique, data, mimetype).then(
    (stored) => new Error(`stored as ${stored.filename ?? '?'}`),
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ValidationError)
  // Nothing half-stored: no record, no file under the name.
  expect((await payload.count({ collection, overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  const stem = unique.split('.')[0] ?? unique
  expect(fs.readdirSync(path.resolve(getEnv().MEDIA_DIR, folders[collection])).filter((file) => file.startsWith(stem))).toEqual([])
  const [fieldError] = (error as ValidationError).data.errors
  expect(fieldError?.path).toBe('file')
  return fieldError?.message ?? ''
}

async function expectStored(collection: Slug, name: string, data: Buffer, extension: string, mimeType: string): Promise<Stored> {
  const stored = await upload(collection, uniqueName(name), data)
  expect(stored.filename).toMatch(new RegExp(`\\.${extension}$`))
  expect(stored.mimeType).toBe(mimeType)
  expect(fs.existsSync(path.resolve(getEnv().MEDIA_DIR, folders[collection], stored.filename ?? ''))).toBe(true)
  return stored
}

describe('X4 uploads to the 图片库 are checked by their bytes', () => {
  it.each([
    ['png', files.png, 'image/png'],
    ['jpg', files.jpeg, 'image/jpeg'],
    ['webp', files.webp, 'image/webp'],
    ['avif', files.avif, 'image/avif'],
    ['gif', files.gif, 'image/gif'],
    ['svg', async () => files.cleanSvg(), 'image/svg+xml'],
  ])('X4 a real .%s picture is accepted with its type', async (extension, make, mimeType) => {
    await expectStored('media', `logo.${extension}`, await make(), extension, mimeType)
  })

  it('X4 a JPEG named .png is renamed .jpg and stored as image/jpeg; a WebP named .jpg becomes .webp', async () => {
    await expectStored('media', 'photo.png', await files.jpeg(), 'jpg', 'image/jpeg')
    await expectStored('media', 'banner.jpg', await files.webp(), 'webp', 'image/webp')
  })

  it('X4 a web page named .png, .jpg or .svg is refused with a Chinese message listing what is accepted', async () => {
    for (const name of ['page.png', 'page.jpg', 'page.svg', 'page']) {
      expect(await refusal('media', name, files.htmlPage, 'image/png')).toBe(
        '文件内容与类型不符：图片库只接受 PNG、JPEG、WebP、AVIF、GIF 图片和 SVG 矢量图',
      )
    }
  })

  it('X4 a PNG that is also a web page (polyglot) is refused', async () => {
    expect(await refusal('media', 'poly.png', await files.pngPolyglot(), 'image/png')).toBe(
      '文件内容与类型不符：这个 PNG 文件里夹带了网页或脚本代码',
    )
    const jpegWithPage = Buffer.concat([await files.jpeg(), Buffer.from('<script>alert(1)</script>')])
    expect(await refusal('media', 'poly.jpg', jpegWithPage)).toContain('JPEG 文件里夹带了网页或脚本代码')
  })

  it('X4 documents and text are not pictures: a PDF or a text file in the 图片库 is refused', async () => {
    expect(await refusal('media', 'manual.pdf', files.pdfFile())).toContain('图片库只接受')
    expect(await refusal('media', 'note.png', Buffer.from('只是一段文字'))).toContain('图片库只接受')
  })

  it('X4 web pages and scripts by name are refused whatever they hold (.html .shtml .svgz .js …)', async () => {
    const svgz = files.svgz(files.svg('<script>alert(1)</script>'))
    for (const [name, data] of [
      ['a.shtml', files.htmlPage],
      ['a.svgz', svgz],
      ['a.js', Buffer.from('alert(1)')],
      ['a.xhtml', files.htmlPage],
    ] as const) {
      expect(await refusal('media', name, data)).toMatch(/^不能上传网页、脚本或程序文件（\.\w+）/)
    }
  })
})

describe('X4 SVG: only pictures without script or outside references are kept', () => {
  const unsafe: [string, Buffer, string][] = [
    ['script', files.svg('<script>alert(1)</script>'), '含有 <script> 元素'],
    ['namespaced script', files.svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'), '含有 <script> 元素'],
    ['CDATA script', files.svg('<script><![CDATA[alert(1)]]></script>'), '含有 <script> 元素'],
    ['onload', files.svg('', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9" onload="alert(1)">'), '含有事件处理属性 onload'],
    ['onclick on a shape', files.svg('<rect width="5" height="5" onclick="alert(1)"/>'), '含有事件处理属性 onclick'],
    [
      'foreignObject',
      files.svg('<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="x"/></foreignObject>'),
      '含有 <foreignobject> 元素',
    ],
    [
      'javascript: link',
      files.svg('<a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a>'),
      '引用了外部地址 javascript:alert(1)',
    ],
    [
      'entity-hidden javascript: link',
      files.svg('<a href="&#106;avascript:alert(1)"><rect width="5" height="5"/></a>'),
      '引用了外部地址 javascript:alert(1)',
    ],
    [
      'external image',
      files.svg('<image href="https://tracker.example/p.png" width="5" height="5"/>'),
      '引用了外部地址 https://tracker.example/p.png',
    ],
    [
      'external use',
      files.svg('<use xlink:href="https://evil.example/sprite.svg#a"/>'),
      '引用了外部地址 https://evil.example/sprite.svg#a',
    ],
    [
      'data: SVG image',
      files.svg('<image href="data:image/svg+xml;base64,PHN2Zz4=" width="5" height="5"/>'),
      '引用了外部地址 data:image/svg+xml',
    ],
    [
      'fill url()',
      files.svg('<rect width="5" height="5" fill="url(https://evil.example/p.svg#g)"/>'),
      '引用了外部资源 url(https://evil.example/p.svg#g)',
    ],
    ['style @import', files.svg('<style>@import url("https://evil.example/x.css");</style>'), '样式表引用了外部资源 @import'],
    [
      'style url()',
      files.svg('<style>rect { fill: url(http://evil.example/a.svg#g) }</style>'),
      '样式表引用了外部资源 url(http://evil.example/a.svg#g)',
    ],
    [
      'animation to javascript:',
      files.svg('<a><set attributeName="href" to="javascript:alert(1)"/><rect width="5" height="5"/></a>'),
      '用动画改写了 href 属性',
    ],
    [
      'ENTITY',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9">&x;</svg>',
      ),
      '含有实体或内部 DTD 声明',
    ],
    [
      'xml-stylesheet',
      Buffer.from(
        '<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/x.xsl"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"/>',
      ),
      '含有处理指令 <?xml-stylesheet?>',
    ],
    ['malformed XML', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><rect></svg>'), '不是格式正确的 SVG 文件'],
    [
      'no size',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="3"/></svg>'),
      '没有写明尺寸（缺少 viewBox 或 width、height）',
    ],
  ]

  it.each(unsafe)('X4 an SVG with %s is refused and says why (SVG with script stays refused)', async (_case, data, reason) => {
    const message = await refusal('media', 'logo.svg', data, 'image/svg+xml')
    expect(message).toContain(reason)
    expect(message).toMatch(/^SVG 图片.+，不能上传$/)
  })

  it('X4 an exported logo keeps internal references and embedded raster pictures', async () => {
    const exported = files.svg(
      '<defs><clipPath id="c"><rect width="5" height="5"/></clipPath></defs><g clip-path="url(#c)" style="fill:url(\'#c\')"><image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="5" height="5"/></g>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">',
    )
    const withDoctype = Buffer.from(
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle r="3"/></svg>',
    )
    await expectStored('media', 'exported.svg', exported, 'svg', 'image/svg+xml')
    await expectStored('media', 'doctype.svg', withDoctype, 'svg', 'image/svg+xml')
  })
})

describe('X4 uploads to the 文件库 are checked by their bytes', () => {
  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  it.each([
    ['手册.pdf', files.pdfFile, 'pdf', 'application/pdf'],
    ['申请表.docx', () => files.ooxml('docx'), 'docx', docx],
    ['报价.xlsx', () => files.ooxml('xlsx'), 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['介绍.pptx', () => files.ooxml('pptx'), 'pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['旧表格.doc', () => files.compoundFile('WordDocument'), 'doc', 'application/msword'],
    ['旧报表.xls', () => files.compoundFile('Workbook'), 'xls', 'application/vnd.ms-excel'],
    ['旧演示.ppt', () => files.compoundFile('PowerPoint Document'), 'ppt', 'application/vnd.ms-powerpoint'],
    ['资料.zip', () => files.zip({ 'a.txt': 'hello', 'b/展位图.pdf': files.pdfFile() }), 'zip', 'application/zip'],
    ['日程.txt', () => Buffer.from('4 月 14 日 开幕式\n温度<5℃ 时请带外套\n'), 'txt', 'text/plain'],
    ['申请表.csv', () => Buffer.from('\ufeff单位,联系人\r\n华核,张伟\r\n'), 'csv', 'text/csv'],
    ['申请表-gbk.csv', () => files.gbkCsv, 'csv', 'text/csv'],
    ['平面图.png', files.png, 'png', 'image/png'],
    ['现场.jpg', files.jpeg, 'jpg', 'image/jpeg'],
  ])('X4 %s is accepted with its type', async (name, make, extension, mimeType) => {
    await expectStored('documents', name, await make(), extension, mimeType)
  })

  it('X4 a misnamed document is renamed to what its bytes are: .docx named .doc, PDF named .png, text named .pdf', async () => {
    await expectStored('documents', 'form.doc', files.ooxml('docx'), 'docx', docx)
    await expectStored('documents', 'scan.png', files.pdfFile(), 'pdf', 'application/pdf')
    await expectStored('documents', 'notes.pdf', Buffer.from('会议纪要\n'), 'txt', 'text/plain')
    await expectStored('documents', 'sheet.doc', files.compoundFile('Workbook'), 'xls', 'application/vnd.ms-excel')
  })

  it('X4 HTML as a document is refused under every name: .png .pdf .txt .csv and without extension', async () => {
    for (const name of ['page.png', 'page.pdf', 'page.txt', 'page.csv', 'page']) {
      expect(await refusal('documents', name, files.htmlPage, 'text/plain')).toContain('文本中含有 HTML 或 XML 标记')
    }
  })

  it('X4 .html .htm .shtml .xhtml .js .svgz files are refused by name with the accepted kinds', async () => {
    for (const name of ['a.html', 'a.htm', 'a.shtml', 'a.xhtml', 'a.js', 'a.svgz']) {
      expect(await refusal('documents', name, Buffer.from('hello'))).toBe(
        `不能上传网页、脚本或程序文件（.${name.split('.')[1]}）：文件库只接受 PDF、Word、Excel、PowerPoint、ZIP 压缩包、纯文本（TXT、CSV）和 PNG、JPEG、WebP、AVIF、GIF 图片`,
      )
    }
  })

  it('X4 SVG, programs, other compound files and UTF-16 text are refused', async () => {
    expect(await refusal('documents', 'logo.svg', files.cleanSvg())).toMatch(/^文件内容与类型不符：文件库只接受/)
    expect(await refusal('documents', 'logo.pdf', files.cleanSvg())).toMatch(/^文件内容与类型不符：文件库只接受/)
    expect(await refusal('documents', 'setup.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048)]))).toMatch(/^文件内容与类型不符/)
    expect(await refusal('documents', 'installer.doc', files.compoundFile('SummaryInformation'))).toMatch(/^文件内容与类型不符/)
    expect(await refusal('documents', 'notes.txt', Buffer.from('\ufeff会议', 'utf16le'))).toBe('纯文本文件须为 UTF-8 或 GBK 编码')
  })

  it('X4 polyglots in the 文件库: a PNG or a PDF carrying a web page is refused', async () => {
    expect(await refusal('documents', 'plan.png', await files.pngPolyglot())).toContain('PNG 文件里夹带了网页或脚本代码')
    const pdfPage = Buffer.concat([Buffer.from('%PDF-1.4\n%<html><body><script>alert(1)</script>\n'), files.pdfFile().subarray(9)])
    expect(await refusal('documents', 'guide.pdf', pdfPage)).toContain('PDF 文件里夹带了网页或脚本代码')
  })
})
