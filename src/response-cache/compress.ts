import type { ServerResponse } from 'node:http'
import type { Transform } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

import { cacheControlFor, type Encoding } from './policy'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i

/**
 * The head of a response-cache miss, decided once when Next writes it: a success is as cacheable
 * downstream (a CDN) as a hit, Next's private no-store replaced by the route's Cache-Control
 * (unless it sets a cookie); and
 * the body goes out compressed in the encoding the client chose, streamed through zlib at a fast
 * setting while Next renders (the stored copy is compressed again for the hits). Whatever wraps
 * `write`/`end` after this sees the uncompressed body.
 */
export function decideMissHead(response: ServerResponse, encoding: Encoding): void {
  const write = response.write.bind(response) as (...args: unknown[]) => boolean
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  let stream: Transform | null | undefined

  const decide = (status: number, headerArgs: unknown[]) => {
    const type = String(response.getHeader('content-type') ?? headerAmong(headerArgs, 'content-type') ?? '')
    // An answer that sets a cookie is for its visitor only: Next's Cache-Control stays.
    if (status === 200 && !response.hasHeader('set-cookie') && headerAmong(headerArgs, 'set-cookie') === undefined) {
      dropHeaderAmong(headerArgs, 'cache-control')
      response.setHeader('Cache-Control', cacheControlFor(type || undefined))
    }
    if (
      encoding === 'identity' ||
      status < 200 ||
      status === 204 ||
      status === 304 ||
      !COMPRESSIBLE.test(type) ||
      response.getHeader('content-encoding')
    ) {
      stream = null
      return
    }
    stream = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 6 })
    stream.on('data', (chunk: Buffer) => write(chunk))
    stream.on('end', () => end())
    response.setHeader('Content-Encoding', encoding)
    response.removeHeader('Content-Length')
    dropHeaderAmong(headerArgs, 'content-length')
    const vary = response.getHeader('vary')
    if (!/\baccept-encoding\b/i.test(String(vary ?? '')))
      response.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
  }

  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (stream === undefined) decide(status, rest)
    return writeHead(status, ...rest)
  }) as ServerResponse['writeHead']

  // Writing the body before any writeHead: the status and headers are final now.
  const ensureHead = () => {
    if (stream === undefined && !response.headersSent) response.writeHead(response.statusCode)
  }

  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    ensureHead()
    if (!stream) return write(chunk, ...rest)
    if (typeof rest[0] === 'string') stream.write(chunk, rest[0] as BufferEncoding)
    else stream.write(chunk)
    return true
  }) as ServerResponse['write']

  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    ensureHead()
    if (!stream) return end(chunk, ...rest)
    const done = [chunk, ...rest].find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (done) response.once('finish', done)
    if (chunk === undefined || typeof chunk === 'function') stream.end()
    else if (typeof rest[0] === 'string') stream.end(chunk, rest[0] as BufferEncoding)
    else stream.end(chunk)
    return response
  }) as ServerResponse['end']
}

/** A header among writeHead's arguments (Next passes some there rather than through setHeader). */
export function headerAmong(args: unknown[], name: string): unknown {
  for (const arg of args) {
    if (!arg || typeof arg !== 'object' || Array.isArray(arg)) continue
    for (const [key, value] of Object.entries(arg)) if (key.toLowerCase() === name) return value
  }
  return undefined
}

/** Removes a header from writeHead's arguments. */
export function dropHeaderAmong(args: unknown[], name: string): void {
  for (const arg of args) {
    if (!arg || typeof arg !== 'object' || Array.isArray(arg)) continue
    for (const key of Object.keys(arg)) if (key.toLowerCase() === name) delete (arg as Record<string, unknown>)[key]
  }
}
