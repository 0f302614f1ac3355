import { timingSafeEqual } from 'node:crypto'

import { getEnv } from '@/config/env'
import { ApiError } from '@/content-source/errors'

import type { ErrorEnvelope } from '@/content-source/contract'

const CACHE_CONTROL_OK = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60'

/** A content answer may be kept (under its Vary); an error or a file never. */
export const cacheControlFor = (status: number, method = 'GET') => (status === 200 && method === 'GET' ? CACHE_CONTROL_OK : 'no-store')

/**
 * X3: what a shared cache (CDN) must key an answer on besides its URL. Every answer depends on
 * Origin (its CORS headers); while CONTENT_API_TOKEN is set, an answer behind the token also
 * depends on Authorization (401 without it, content with it). The openapi.json and preflight
 * answers are not behind the token (`guarded: false`).
 */
export function varyFor(guarded: boolean): string {
  return guarded && getEnv().CONTENT_API_TOKEN ? 'Authorization, Origin' : 'Origin'
}

/** A2: CORS with credentials, for the configured origins only; with the X3 Vary. */
export function corsHeaders(request: Request, { guarded = true } = {}): Record<string, string> {
  const vary = varyFor(guarded)
  const origin = request.headers.get('origin')
  if (!origin || !getEnv().CORS_ORIGINS.includes(origin)) return { Vary: vary }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': 'Content-Disposition',
    Vary: vary,
  }
}

export function preflight(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(request, { guarded: false }),
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      'Access-Control-Max-Age': '86400',
    },
  })
}

/** A2: when CONTENT_API_TOKEN is set, every call carries it as a bearer token. */
export function assertAuthorized(request: Request): void {
  const token = getEnv().CONTENT_API_TOKEN
  if (!token) return
  const header = request.headers.get('authorization') ?? ''
  const given = Buffer.from(header.replace(/^Bearer\s+/i, ''))
  const expected = Buffer.from(token)
  if (!/^Bearer\s+/i.test(header) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(401, '授权失败：缺少或错误的访问令牌')
  }
}

type JsonInit = { status?: number; headers?: Record<string, string>; guarded?: boolean }

export function jsonResponse(request: Request, body: unknown, init: JsonInit = {}): Response {
  const status = init.status ?? 200
  return Response.json(body, {
    status,
    headers: {
      ...corsHeaders(request, { guarded: init.guarded ?? true }),
      'Cache-Control': cacheControlFor(status),
      ...init.headers,
    },
  })
}

export function errorResponse(request: Request, error: unknown): Response {
  const known = error instanceof ApiError
  if (!known) console.error('content API error', error)
  const status = known ? error.status : 500
  const body: ErrorEnvelope = {
    success: false,
    code: status,
    message: known ? error.message : '服务器内部错误',
    data: { items: [] },
  }
  const headers: Record<string, string> = status === 405 ? { Allow: 'GET, POST, OPTIONS' } : {}
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer'
  return jsonResponse(request, body, { status, headers })
}
