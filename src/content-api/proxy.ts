import { getEnv } from '@/config/env'
import { ApiError, notFound } from '@/content-source/errors'

import { cacheControlFor, corsHeaders } from './http'

const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'content-length', 'content-language']
const TIMEOUT_MS = 10_000

/**
 * In remote mode the content lives on the remote service, so this instance's /api/Website/*
 * forwards there: the browser's calls (menu refresh, ad, downloads) stay same-origin and see
 * the same content as the pages, and the remote's secret (REMOTE_API_TOKEN, X2) never reaches
 * the browser: browsers authenticate here with CONTENT_API_TOKEN, this server to the remote.
 */
export async function forwardToRemote(request: Request): Promise<Response> {
  const env = getEnv()
  const source = new URL(request.url)
  // The endpoint as the browser spelled it (the remote may match paths case-sensitively), and
  // only a plain name: the secret goes with the call, so nothing may steer it elsewhere.
  const endpoint = source.pathname.slice(source.pathname.lastIndexOf('/') + 1)
  if (!/^[A-Za-z]{1,64}$/.test(endpoint)) throw notFound('接口不存在')
  const target = new URL(`/api/Website/${endpoint}${source.search}`, env.CONTENT_API_URL)
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (env.REMOTE_API_TOKEN) headers.Authorization = `Bearer ${env.REMOTE_API_TOKEN}`
  const contentType = request.headers.get('content-type')
  if (contentType) headers['Content-Type'] = contentType
  let answer: Response
  try {
    answer = await fetch(target, {
      method: request.method,
      headers,
      body: request.method === 'POST' ? await request.text() : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    console.error(`content API proxy: ${target.href} failed`, error)
    throw new ApiError(503, '内容服务暂时不可用，请稍后重试', { cause: error })
  }
  // The browser's own token passed this site's check: a refusal is about REMOTE_API_TOKEN.
  if (answer.status === 401 || answer.status === 403) {
    await answer.body?.cancel()
    console.error(`content API proxy: the remote refused REMOTE_API_TOKEN (HTTP ${answer.status}) for ${target.pathname}`)
    throw new ApiError(503, '内容服务暂时不可用，请稍后重试')
  }
  // This site's own policy (X3), as in local mode: the remote's may not know it sits behind a token.
  const forwarded = new Headers({ ...corsHeaders(request), 'Cache-Control': cacheControlFor(answer.status, request.method) })
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers.get(name)
    if (value) forwarded.set(name, value)
  }
  return new Response(answer.body, { status: answer.status, headers: forwarded })
}
