/**
 * The response cache's hit path alone, for bench/headers-cost.ts: answers one captured page from
 * `withResponseCache`, its stored entry with or without the security headers (HEADERS=on|off).
 * Compiled by esbuild and run with plain node, like the production server.
 */
import fs from 'node:fs'
import { createServer } from 'node:http'

import { parseEnv } from '@/config/env'
import { withResponseCache } from '@/response-cache'
import { createSecurityHeaders } from '@/security/headers'

const body = fs.readFileSync(process.env.BODY_FILE ?? '')
const headers = process.env.HEADERS === 'on' ? createSecurityHeaders(parseEnv({})).forPage().headers : {}
const handle = withResponseCache(async (_request, response) => {
  for (const name in headers) response.setHeader(name, headers[name] as string)
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.end(body)
})
const server = createServer((request, response) => void handle(request, response))
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'))
