import { z } from 'zod'

import { getEnv } from '@/config/env'

import {
  articleItemSchema,
  downloadItemSchema,
  errorEnvelopeSchema,
  exhibitorItemSchema,
  informationItemSchema,
  menuItemSchema,
  pictureItemSchema,
  siteConfigSchema,
} from '@/content-source/contract'

const itemSchemas = {
  MenuItem: menuItemSchema,
  InformationItem: informationItemSchema,
  PictureItem: pictureItemSchema,
  ArticleItem: articleItemSchema,
  ExhibitorItem: exhibitorItemSchema,
  DownloadItem: downloadItemSchema,
  SiteConfig: siteConfigSchema,
  ErrorEnvelope: errorEnvelopeSchema,
} as const

export type SchemaName = keyof typeof itemSchemas

type Parameter = { name: string; required?: boolean; schema: Record<string, unknown>; description: string }

const idParam = (name: string, required: boolean, description: string): Parameter => ({
  name,
  required,
  description,
  schema: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
})
const pageParams: Parameter[] = [
  { name: 'pageIndex', description: '页码，从 1 开始', schema: { type: 'integer', minimum: 1, maximum: 100000, default: 1 } },
  { name: 'pageSize', description: '每页条数', schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
]

const listEndpoints: Record<string, { summary: string; item: SchemaName; params: Parameter[]; paged?: boolean }> = {
  GetMenuList: { summary: '菜单树；给出 menuId 时为该菜单及其子树', item: 'MenuItem', params: [idParam('menuId', false, '菜单 id')] },
  GetInformationList: { summary: '信息栏目的信息条目', item: 'InformationItem', params: [idParam('informationId', true, '信息栏目 id')] },
  GetRotationChartList: { summary: '菜单的轮播图', item: 'PictureItem', params: [idParam('menuId', true, '菜单 id')] },
  GetArticleList: {
    summary: '信息栏目的文章（informationId），或菜单的文章分页列表（menuId，最新在前）',
    item: 'ArticleItem',
    params: [
      idParam('informationId', false, '信息栏目 id'),
      idParam('menuId', false, '菜单 id'),
      { name: 'includeSubmenus', description: '按 menuId 时，同时列出子菜单的文章', schema: { type: 'boolean', default: false } },
      ...pageParams,
    ],
  },
  GetPictureList: {
    summary: '信息栏目的图片（informationId），或单张图片（PictureId）',
    item: 'PictureItem',
    params: [idParam('informationId', false, '信息栏目 id'), idParam('PictureId', false, '图片 id')],
  },
  GetArticleDetail: { summary: '一篇文章', item: 'ArticleItem', params: [idParam('id', true, '文章 id')] },
  GetExhibitorList: {
    summary: '展商名录：按名称搜索、按类别筛选、分页',
    item: 'ExhibitorItem',
    params: [
      { name: 'keyword', description: '中文或英文名称的一部分，不区分大小写', schema: { type: 'string', maxLength: 100 } },
      { name: 'category', description: '展品类别', schema: { type: 'string' } },
      ...pageParams,
    ],
    paged: true,
  },
  GetExhibitorDetail: { summary: '一家展商', item: 'ExhibitorItem', params: [idParam('id', true, '展商 id')] },
  GetDownloadList: { summary: '菜单的下载资料', item: 'DownloadItem', params: [idParam('menuId', true, '菜单 id')] },
  GetSiteConfig: { summary: '站点配置：默认标题、主题色、各版块的栏目/菜单/图片 id、备案号', item: 'SiteConfig', params: [] },
}

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` })

const envelope = (name: SchemaName, paged: boolean) => ({
  type: 'object',
  required: ['success', 'code', 'data'],
  properties: {
    success: { const: true },
    code: { const: 200 },
    message: { type: 'string' },
    data: {
      type: 'object',
      required: paged ? ['items', 'total'] : ['items'],
      properties: {
        items: { type: 'array', items: ref(name) },
        total: { type: 'integer', minimum: 0, description: '分页列表的总条数（GetArticleList 仅在按 menuId 分页时给出）' },
      },
    },
  },
})

const errorResponses = Object.fromEntries(
  [
    ['400', '参数缺失、格式错误、过长或重复'],
    ['401', '缺少或错误的访问令牌'],
    ['404', '站点、接口或 id 不存在'],
    ['405', '请求方法错误'],
    ['429', '请求过于频繁（每个地址每分钟 600 次），Retry-After 给出等待秒数'],
    ['500', '服务器内部错误'],
    ['503', '远程内容服务不可用（仅远程模式）'],
  ].map(([status, description]) => [status, { description, content: { 'application/json': { schema: ref('ErrorEnvelope') } } }]),
)

function componentSchemas(): Record<string, unknown> {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(itemSchemas)) registry.add(schema, { id })
  const { schemas } = z.toJSONSchema(registry, { uri: (id) => `#/components/schemas/${id}`, target: 'draft-2020-12' })
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema]))
}

let cached: Record<string, unknown> | undefined

/** A4: the OpenAPI 3.1 description of the content API, built from the same zod schemas it serves. */
export function openApiDocument(): Record<string, unknown> {
  cached ??= buildDocument()
  return cached
}

function buildDocument(): Record<string, unknown> {
  const siteId: Parameter = {
    name: 'siteId',
    required: true,
    description: '站点标识',
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  }
  const lang: Parameter = {
    name: 'lang',
    description: '文本的语言：zh（默认）或 en（英文版；未填英文的文本为空字符串）',
    schema: { type: 'string', enum: ['zh', 'en'], default: 'zh' },
  }
  const paths: Record<string, unknown> = {}
  for (const [name, endpoint] of Object.entries(listEndpoints)) {
    paths[`/api/Website/${name}`] = {
      get: {
        operationId: name,
        summary: endpoint.summary,
        parameters: [siteId, lang, ...endpoint.params].map((param) => ({ in: 'query', ...param })),
        responses: {
          '200': {
            description: '成功',
            headers: {
              'Content-Language': { description: '文本的语言：en（lang=en）或 zh-CN', schema: { type: 'string', enum: ['zh-CN', 'en'] } },
            },
            content: { 'application/json': { schema: envelope(endpoint.item, endpoint.paged ?? false) } },
          },
          ...errorResponses,
        },
      },
    }
  }
  paths['/api/Website/DownloadFile'] = {
    post: {
      operationId: 'DownloadFile',
      summary: '下载文件，Content-Disposition 带 UTF-8 文件名',
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['siteId', 'id'],
              properties: { siteId: { type: 'string' }, id: { type: ['integer', 'string'] } },
            },
          },
        },
      },
      responses: {
        '200': {
          description: '文件内容',
          content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
        },
        ...errorResponses,
      },
    },
  }
  return {
    openapi: '3.1.0',
    info: { title: '展会网站内容接口', version: '1.0.0', description: '所有接口都需要 siteId；参数名不区分大小写。' },
    servers: [{ url: getEnv().PUBLIC_URL }],
    security: getEnv().CONTENT_API_TOKEN ? [{ bearer: [] }] : [],
    paths,
    components: { schemas: componentSchemas(), securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  }
}
