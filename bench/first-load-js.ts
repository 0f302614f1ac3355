/** The JavaScript a first visit to a page downloads, gzip-9 each file as a server would send it. */
import { gzipSync } from 'node:zlib'

import { getRaw } from './util'

export type Chunk = { url: string; rawBytes: number; gzipBytes: number }
export type FirstLoadJs = {
  page: string
  gzipBytes: number
  rawBytes: number
  chunks: Chunk[]
  /** <script nomodule> (legacy polyfills): modern browsers neither fetch nor run them, so not counted. */
  noModule: Chunk[]
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}=["']([^"']*)["']`, 'i').exec(tag)?.[1]

/** Every /_next/ script the HTML loads: <script src>, modulepreload and preload-as-script links. */
export function scriptUrls(html: string): { urls: string[]; noModule: string[] } {
  const urls = new Set<string>()
  const noModule = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src')
    if (src) (/\snomodule\b/i.test(tag) ? noModule : urls).add(decode(src))
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase()
    const as = attribute(tag, 'as')?.toLowerCase()
    const href = attribute(tag, 'href')
    if (href && (rel === 'modulepreload' || (rel === 'preload' && as === 'script'))) urls.add(decode(href))
  }
  const ours = (list: Set<string>) => [...list].filter((url) => url.startsWith('/_next/'))
  return { urls: ours(urls).filter((url) => !noModule.has(url)), noModule: ours(noModule) }
}

async function chunkOf(baseURL: string, url: string): Promise<Chunk> {
  const script = await getRaw(`${baseURL}${url}`)
  if (script.status !== 200) throw new Error(`GET ${url} answered ${script.status}`)
  return { url, rawBytes: script.body.length, gzipBytes: gzipSync(script.body, { level: 9 }).length }
}

export async function measureFirstLoadJs(baseURL: string, page: string): Promise<FirstLoadJs> {
  const response = await getRaw(`${baseURL}${page}`)
  if (response.status !== 200) throw new Error(`GET ${page} answered ${response.status}`)
  const { urls, noModule } = scriptUrls(response.body.toString('utf8'))
  const chunks: Chunk[] = []
  for (const url of urls) chunks.push(await chunkOf(baseURL, url))
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes)
  return {
    page,
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    rawBytes: chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0),
    chunks,
    noModule: await Promise.all(noModule.map((url) => chunkOf(baseURL, url))),
  }
}
