/**
 * Serves this product's content API (SPEC §4), its upload files and Payload's REST API (`/api/…`:
 * halls, globals, sign-in) over HTTP from the database its environment names, as a site would to
 * a remote client: for a test that imports from this product itself, or reads what an import
 * wrote. Run with tsx; prints its address once listening. PUBLIC_URL is its own address, so the
 * API's absolute picture URLs (A1) point back at it.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

const server = http.createServer()
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
process.env.PUBLIC_URL = address

// lexical alone first (src/payload/load-config.ts), then what reads the environment.
await import('lexical')
const route = await import('@/content-api/route')
const { getPayloadClient } = await import('@/payload/client')
const { openStoredFile } = await import('@/content-model/upload-storage')
const { handleEndpoints } = await import('payload')
const payload = await getPayloadClient()

const FILE_PATH = /^\/api\/(media|documents)\/file\/([^/]+)$/

async function answer(req: http.IncomingMessage): Promise<Response> {
  const url = new URL(req.url ?? '/', address)
  const file = FILE_PATH.exec(url.pathname)
  if (file) {
    const collection = file[1] as 'media' | 'documents'
    const filename = decodeURIComponent(file[2] ?? '')
    const { docs } = await payload.find({ collection, where: { filename: { equals: filename } }, limit: 1, overrideAccess: true })
    const [doc] = docs
    const stored = doc?.filename ? await openStoredFile(payload, collection, { id: doc.id, filename: doc.filename }) : null
    return stored
      ? new Response(stored.body, { headers: { 'Content-Type': doc?.mimeType ?? 'application/octet-stream' } })
      : new Response(null, { status: 404 })
  }
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  // Each method as sent (a DELETE must delete, not read); a body where a method carries one.
  const method = req.method ?? 'GET'
  const request = new Request(url, {
    method,
    headers: Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])),
    body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
  })
  // Payload's REST API, through the router the site's `/api/[...slug]` route hands requests to.
  if (!url.pathname.startsWith('/api/Website/')) return handleEndpoints({ config: payload.config, request })
  if (method !== 'GET' && method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } })
  const endpoint = url.pathname
    .replace(/^\/api\/Website\/?/, '')
    .split('/')
    .filter(Boolean)
  return route[method](request, { params: Promise.resolve({ endpoint }) })
}

server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
  answer(req).then(
    async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
    },
    (error: unknown) => {
      console.error(error)
      res.writeHead(500).end()
    },
  )
})

console.log(address)
