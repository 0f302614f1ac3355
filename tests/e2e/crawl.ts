/** One answer of the server, as text: what a visitor (or anything between) can read of it. */
export type Fetched = { target: string; status: number; headers: string; body: string }

const ASSET = /(?:\/_next\/)?static\/(?:chunks|css|media|[\w-]{8,})\/[\w\-./~%@]+/g
const LINK = /\s(?:href|src)="(\/[^"]*)"/g

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")

/** Pages of the public site worth following: not assets, APIs, the optimizer or the admin. */
const isPage = (target: string) => !/^\/(?:_next|api|admin)(?:\/|$)/.test(target)

/**
 * Records every answer it fetches from one server, so a test can search all of them at once
 * (bodies, headers), and follows pages to their links and their /_next/static assets, and
 * scripts to the chunks they load.
 */
export class Crawl {
  readonly fetched: Fetched[] = []

  constructor(private readonly baseURL: string) {}

  async fetch(target: string, init: RequestInit = {}): Promise<Fetched> {
    const response = await fetch(new URL(target, this.baseURL), { redirect: 'manual', ...init })
    const body = Buffer.from(await response.arrayBuffer()).toString('utf8')
    const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')
    const entry = { target, status: response.status, headers, body }
    this.fetched.push(entry)
    return entry
  }

  /**
   * Each page as a browser loads it and as the router fetches it (RSC), the same-origin pages
   * it links to (up to `maxPages`), and every static asset referenced by any of them.
   * Returns the page and asset targets fetched.
   */
  async site(seeds: readonly string[], maxPages = 200): Promise<{ pages: string[]; assets: string[] }> {
    const pages = new Set<string>()
    const assets = new Set<string>()
    const queue = [...seeds]
    const assetQueue: string[] = []
    const collect = (text: string) => {
      for (const [found] of text.matchAll(ASSET)) {
        const asset = found.startsWith('/_next/') ? found : `/_next/${found}`
        if (!assets.has(asset)) {
          assets.add(asset)
          assetQueue.push(asset)
        }
      }
    }
    while (queue.length > 0 && pages.size < maxPages) {
      const target = queue.shift() as string
      if (pages.has(target)) continue
      pages.add(target)
      const html = await this.fetch(target)
      const flight = await this.fetch(target, { headers: { RSC: '1' } })
      for (const text of [html.body, flight.body]) collect(text)
      for (const [, link = ''] of html.body.matchAll(LINK)) {
        const next = decodeEntities(link)
        if (isPage(next) && !pages.has(next)) queue.push(next)
      }
    }
    while (assetQueue.length > 0) {
      const asset = assetQueue.shift() as string
      const answer = await this.fetch(asset)
      if (/\.(?:js|css)$/.test(asset)) collect(answer.body)
    }
    return { pages: [...pages], assets: [...assets] }
  }

  /** The answers whose body or headers contain `needle`, as "target (where)". */
  containing(needle: string): string[] {
    return this.fetched.flatMap((entry) => [
      ...(entry.body.includes(needle) ? [`${entry.target} (body)`] : []),
      ...(entry.headers.includes(needle) ? [`${entry.target} (headers)`] : []),
    ])
  }
}
