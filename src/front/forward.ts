import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { Agent, request as httpRequest } from 'node:http'

import type { ErrorEnvelope } from '@/content-source/contract'

/** Headers that belong to one connection, never passed on by a proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect'])

/**
 * Hands a request to the app thread's server on its private socket and streams its answer back
 * (bodies both ways, uploads and downloads, as they come). The answer's headers are passed on as
 * they are, repeated ones (Set-Cookie) too, after any the front has set (X-Request-Id, and
 * `Connection: close` in a drain). The app being unreachable is a 503 (Retry-After) in the API's envelope.
 */
export function createForward(
  appSocket: string,
  errorHeaders: Record<string, string>,
  onError: (error: Error, request: IncomingMessage) => void,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const agent = new Agent({ keepAlive: true })
  return (request, response) =>
    new Promise<void>((resolve) => {
      // The app's answer may carry a visitor's long address twice (a redirect's Location and
      // Refresh): its head is not held to the 16 KB a visitor's is.
      const upstream = httpRequest({ socketPath: appSocket, agent, method: request.method, path: request.url, headers: passedOn(request.headers), maxHeaderSize: 64 * 1024 })
      let answered = false
      upstream.on('response', (answer) => {
        answered = true
        const own = new Set(response.getHeaderNames())
        const raw = answer.rawHeaders
        for (let index = 0; index < raw.length; index += 2) {
          const name = raw[index] as string
          const lower = name.toLowerCase()
          if (!HOP_BY_HOP.has(lower) && !own.has(lower)) response.appendHeader(name, raw[index + 1] as string)
        }
        if (!request.complete) {
          // Answered before the whole body came (a 413): the rest is read and dropped, so the
          // visitor gets the answer rather than a reset, and the connection then closes.
          response.setHeader('Connection', 'close')
          response.once('finish', () => {
            request.unpipe(upstream)
            request.resume()
          })
        }
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage)
        answer.pipe(response)
        // An answer cut short (the app's connection lost) cuts the visitor's short too, never
        // passing for a whole one.
        answer.once('error', () => response.destroy())
        answer.once('close', () => {
          if (!answer.complete) response.destroy()
          resolve()
        })
      })
      upstream.on('error', (error) => {
        // Once the answer has begun, its own stream says whether it arrived whole (a truncated one
        // ends the visitor's connection above). A body the app stopped reading (a 413 for an
        // upload over the limit) then has nowhere to go, which changes no answer.
        if (answered) return
        onError(error, request)
        if (response.headersSent) response.destroy()
        else {
          const envelope: ErrorEnvelope = { success: false, code: 503, message: '服务暂时不可用，请稍后再试', data: { items: [] } }
          response.writeHead(503, { ...errorHeaders, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' })
          response.end(JSON.stringify(envelope))
        }
        resolve()
      })
      // A visitor who leaves stops the render they asked for.
      response.once('close', () => {
        if (!response.writableFinished) upstream.destroy()
      })
      request.pipe(upstream)
    })
}

function passedOn(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const passed: IncomingHttpHeaders = {}
  for (const name in headers) if (!HOP_BY_HOP.has(name)) passed[name] = headers[name]
  return passed
}
