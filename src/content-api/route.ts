import { getEnv } from '@/config/env'
import { LANGUAGE_TAGS } from '@/locales/languages'
import { getPayloadClient } from '@/payload/client'
import { contentDisposition } from '@/content-model/uploads/serve'
import { ApiError, badRequest, notFound } from '@/content-source/errors'
import { getDownloadFile } from '@/content-source/queries/downloads'
import { readingLocale } from '@/content-source/queries/published'

import type { Envelope } from '@/content-source/contract'
import { getEndpoint, POST_ENDPOINT } from './endpoints'
import { assertAuthorized, corsHeaders, errorResponse, jsonResponse, preflight } from './http'
import { openApiDocument } from './openapi'
import { Params } from './params'
import { forwardToRemote } from './proxy'

const MAX_BODY_BYTES = 4096

type Context = { params: Promise<{ endpoint?: string[] }> }

async function endpointName(context: Context): Promise<string> {
  const segments = (await context.params).endpoint ?? []
  if (segments.length !== 1 || !segments[0]) throw notFound('接口不存在')
  return segments[0].toLowerCase()
}

/** siteId is required on every call and must name this site. */
function assertSite(params: Params): void {
  const siteId = params.requiredText('siteId')
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(siteId)) throw badRequest('参数 siteId 格式错误')
  if (siteId !== getEnv().SITE_ID) throw notFound(`站点 ${siteId} 不存在`)
}

export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const name = await endpointName(context)
    if (name === 'openapi.json') return jsonResponse(request, openApiDocument(), { guarded: false })
    assertAuthorized(request)
    if (getEnv().CONTENT_SOURCE === 'remote') return await forwardToRemote(request)
    const endpoint = getEndpoint(name)
    if (!endpoint) throw name === POST_ENDPOINT ? new ApiError(405, 'DownloadFile 只接受 POST 请求') : notFound('接口不存在')
    const params = new Params(new URL(request.url).searchParams)
    assertSite(params)
    const payload = await getPayloadClient()
    const locale = params.locale()
    const data = await readingLocale(locale, () => endpoint(params, payload))
    const body: Envelope<unknown> = { success: true, code: 200, data }
    // G5: says which language the texts are in (a remote-mode site tells an English answer from a backend that ignores lang).
    return jsonResponse(request, body, { headers: { 'Content-Language': LANGUAGE_TAGS[locale] } })
  } catch (error) {
    return errorResponse(request, error)
  }
}

async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) throw badRequest('请求体过大')
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new ApiError(400, '请求体不是有效的 JSON', { cause: error })
  }
}

/** DownloadFile: the file as an attachment under its real UTF-8 name. */
export async function POST(request: Request, context: Context): Promise<Response> {
  try {
    const name = await endpointName(context)
    assertAuthorized(request)
    if (getEnv().CONTENT_SOURCE === 'remote') return await forwardToRemote(request)
    if (name !== POST_ENDPOINT) {
      throw getEndpoint(name) ? new ApiError(405, '该接口只接受 GET 请求') : notFound('接口不存在')
    }
    const params = Params.fromBody(await readJsonBody(request))
    assertSite(params)
    const file = await getDownloadFile(await getPayloadClient(), params.requiredId('id'))
    return new Response(file.body, {
      headers: {
        ...corsHeaders(request),
        'Content-Type': file.mimeType,
        'Content-Length': String(file.size),
        'Content-Disposition': contentDisposition(file.fileName),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    return errorResponse(request, error)
  }
}

const methodNotAllowed = (request: Request) => errorResponse(request, new ApiError(405, '不支持的请求方法'))

export const OPTIONS = (request: Request) => preflight(request)
export const PUT = methodNotAllowed
export const PATCH = methodNotAllowed
export const DELETE = methodNotAllowed
