import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DEFAULT_SITE, NginxConfigError, renderNginxSite } from '../../deploy/nginx-config'
import { summarizeAccessLog } from '../../scripts/failover/access-log'

const site = { ...DEFAULT_SITE, instances: ['10.0.0.11:3000', '10.0.0.12:3000'], serverName: 'expo.example.com' }

describe('O6 nginx configuration (deploy/nginx.conf.template)', () => {
  it('O6 renders one upstream server per instance, failover for idempotent requests only, and leaves no placeholder', () => {
    const config = renderNginxSite(site)
    expect(config).not.toMatch(/\{\{/)
    expect(config).toContain('    server 10.0.0.11:3000 max_fails=2 fail_timeout=5s;\n    server 10.0.0.12:3000 max_fails=2 fail_timeout=5s;')
    expect(config).toMatch(/^\s*proxy_next_upstream error timeout http_502 http_503 http_504;$/m)
    expect(config).not.toMatch(/^[^#]*non_idempotent/m)
    expect(config).toMatch(/^\s*server_name expo\.example\.com;$/m)
    expect(config).toMatch(/^\s*gzip off;$/m)
    expect(config).toContain('add_header Cache-Control "public, max-age=31536000, immutable";')
    expect(config).toContain('proxy_set_header X-Request-Id $request_id;')
  })

  it('O6 bad values are refused with a message naming them, before they reach nginx', () => {
    expect(() => renderNginxSite({ ...site, instances: [] })).toThrow('at least one --instance host:port is needed')
    expect(() => renderNginxSite({ ...site, instances: ['10.0.0.11'] })).toThrow('instance "10.0.0.11" is not host:port')
    expect(() => renderNginxSite({ ...site, instances: ['a:1; include /etc/passwd'] })).toThrow(NginxConfigError)
    expect(() => renderNginxSite({ ...site, serverName: 'x; return 200' })).toThrow('server name "x; return 200" must be one word')
    expect(() => renderNginxSite(site, 'listen {{LISTEN}}; {{PORTS}}')).toThrow('unknown placeholder {{PORTS}}')
  })
})

describe('O6 failover load test: reading the access log', () => {
  const line = (status: number, upstream: string, upstreamStatus: string, msec: number) =>
    `127.0.0.1 - - [23/Nov/2026:11:00:00 +0000] "GET /home HTTP/1.1" ${status} 9682 "-" "-" rt=0.004 upstream="${upstream}" upstream_status="${upstreamStatus}" request_id=0123abcd msec=${msec.toFixed(3)}`

  it('O6 counts failures, retries and who answered in each phase; a line in another format is an error', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-access-log-'))
    const file = path.join(dir, 'access.log')
    const a = '127.0.0.1:3001'
    const b = '127.0.0.1:3002'
    fs.writeFileSync(
      file,
      [
        line(200, a, '200', 99),
        line(200, a, '200', 100.5),
        line(200, `${a}, ${b}`, '502, 200', 110.1),
        line(502, `${a}, ${b}`, '502, 502', 111),
        line(200, '-', '-', 112),
        line(499, b, '-', 125),
        line(200, a, '200', 121),
      ].join('\n') + '\n',
    )
    const summary = await summarizeAccessLog(file, { loadStart: 100_000, killedAt: 110_000, restartedAt: 120_000 })
    expect(summary).toMatchObject({ requests: 6, serverErrors: 1, badGateway: 1, clientClosed: 1, retried: 2 })
    expect(summary.failures).toHaveLength(1)
    expect(summary.perInstance.get(a)).toEqual({ beforeKill: 1, whileDown: 0, afterRestart: 1 })
    expect(summary.perInstance.get(b)).toEqual({ beforeKill: 0, whileDown: 2, afterRestart: 1 })
    expect(summary.perInstance.get('nginx cache')).toEqual({ beforeKill: 0, whileDown: 1, afterRestart: 0 })

    fs.appendFileSync(file, '127.0.0.1 - - [23/Nov/2026:11:00:00 +0000] "GET / HTTP/1.1" 200 1\n')
    await expect(summarizeAccessLog(file, { loadStart: 0, killedAt: 1, restartedAt: 2 })).rejects.toThrow('a line not in the expo_site format')
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
