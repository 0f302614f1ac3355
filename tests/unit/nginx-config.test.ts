import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { NGINX } from '../../bench/nginx'
import { BROTLI_STATIC_MODULE, DEFAULT_SITE, NginxConfigError, renderNginxSite } from '../../deploy/nginx-config'
import { summarizeAccessLog } from '../../bench/failover/access-log'

const site = { ...DEFAULT_SITE, instances: ['10.0.0.11:3000', '10.0.0.12:3000'], serverName: 'expo.example.com' }

describe('O6 nginx configuration (deploy/nginx.conf.template)', () => {
  it('O6 renders one upstream server per instance, failover for idempotent requests only, and leaves no placeholder', () => {
    const config = renderNginxSite(site)
    expect(config).not.toMatch(/\{\{/)
    expect(config).toContain(
      '    server 10.0.0.11:3000 max_fails=2 fail_timeout=5s;\n    server 10.0.0.12:3000 max_fails=2 fail_timeout=5s;',
    )
    expect(config).toMatch(/^\s*proxy_next_upstream error timeout http_502 http_503 http_504;$/m)
    expect(config).not.toMatch(/^[^#]*non_idempotent/m)
    expect(config).toMatch(/^\s*server_name expo\.example\.com;$/m)
    expect(config).toMatch(/^\s*gzip off;$/m)
    expect(config).toContain('add_header Cache-Control "public, max-age=31536000, immutable";')
    expect(config).toContain('proxy_set_header X-Request-Id $request_id;')
  })

  it('W2 micro-cache: one second for anonymous GETs of pages and the content API, one fetch at a time, stale while refreshing; never for a session, Authorization on pages, the admin or Payload’s API', () => {
    const config = renderNginxSite(site)
    expect(config).toMatch(/^proxy_cache_path \/var\/cache\/nginx\/expo-pages .*keys_zone=expo_pages:/m)
    for (const directive of [
      'proxy_cache_valid 200 1s;',
      'proxy_cache_lock on;',
      'proxy_cache_use_stale updating error timeout http_502 http_503 http_504;',
      'proxy_ignore_headers Cache-Control Expires;',
    ]) {
      expect(config).toContain(`    ${directive}`)
    }
    const location = (opening: string) => {
      const start = config.indexOf(`    location ${opening} {`)
      expect(start, opening).toBeGreaterThan(0)
      return config.slice(start, config.indexOf('\n    }', start))
    }
    for (const cached of ['/', '/api/Website/']) expect(location(cached)).toContain('proxy_cache expo_pages;')
    // Never kept, and so kept out of the cache's lock too: personal answers, search, registration.
    for (const uncached of [
      '/api/',
      '/admin',
      '~ ^/api/users/(?:login|forgot-password|reset-password)$',
      '~ ^/(?:en/)?search$',
      '~ ^/(?:en/)?register(?:/|$)',
    ])
      expect(location(uncached)).not.toContain('proxy_cache')
    expect(location('/')).toContain('proxy_no_cache $expo_page_uncached $expo_private_answer;')
    expect(config).toContain('"~(?:^|;\\s*)(?:payload-token|__prerender_bypass|__next_preview_data|__next_draft_mode)=" 1;')
    expect(location('/api/Website/')).toContain('proxy_cache_key $scheme$host$request_uri|$http_origin|$http_authorization;')
  })

  it('X10 limits per address and per route: connections, request rates (stricter for sign-in and search), time-outs, body sizes; the rest of the http block as the guide renders it', () => {
    const config = renderNginxSite({
      ...site,
      unlimited: ['203.0.113.7', '10.0.0.0/8'],
      staticFiles: '/srv/expo-site/current/.next/static/',
      brotliStatic: false,
    })
    expect(config).toContain('limit_req_zone $expo_client zone=expo_req_pages:10m rate=20r/s;')
    expect(config).toContain('limit_req_zone $expo_client zone=expo_req_strict:10m rate=1r/s;')
    expect(config).toContain('    203.0.113.7 1;\n    10.0.0.0/8 1;')
    for (const directive of [
      'limit_conn expo_conn 64;',
      'limit_req_status 429;',
      'limit_conn_status 429;',
      'client_header_timeout 10s;',
      'client_body_timeout 10s;',
      'send_timeout 30s;',
      'proxy_request_buffering on;',
      'client_max_body_size 1m;',
    ]) {
      expect(config).toContain(`    ${directive}\n`)
    }
    expect(config).toMatch(
      /\/api\/users\/\(\?:login[^{]*\{\n\s*limit_req zone=expo_req_strict burst=10 nodelay;\n\s*client_max_body_size 16k;/,
    )
    expect(config).toMatch(/\/api\/documents[^{]*\{[^}]*client_max_body_size 101m;/)
    expect(config).toContain('alias /srv/expo-site/current/.next/static/;')
    expect(config).toContain('# brotli_static on;')
    expect(renderNginxSite({ ...site, brotliStatic: true })).toMatch(/^\s+brotli_static on;$/m)
  })

  it('W2 nginx accepts the rendered file (nginx -t), with and without the brotli module', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-nginx-t-'))
    for (const brotliStatic of [false, true]) {
      const siteFile = path.join(dir, 'site.conf')
      fs.writeFileSync(
        siteFile,
        renderNginxSite({
          ...site,
          accessLog: path.join(dir, 'access.log'),
          staticCacheDir: path.join(dir, 's'),
          pageCacheDir: path.join(dir, 'p'),
          brotliStatic,
        }),
      )
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((name) => `${name}_temp_path ${path.join(dir, name)};`)
        .join(' ')
      fs.writeFileSync(
        path.join(dir, 'nginx.conf'),
        `${brotliStatic ? `load_module ${BROTLI_STATIC_MODULE};` : ''}\nevents {}\nhttp { include /etc/nginx/mime.types; ${temp} include ${siteFile}; }\n`,
      )
      const result = spawnSync(
        NGINX,
        [
          '-t',
          '-p',
          dir,
          '-c',
          path.join(dir, 'nginx.conf'),
          '-e',
          path.join(dir, 'error.log'),
          '-g',
          `pid ${path.join(dir, 'nginx.pid')};`,
        ],
        { encoding: 'utf8' },
      )
      expect(result.stderr, `brotli ${brotliStatic}`).toContain('test is successful')
    }
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('X14 the limits key an IPv6 client on its /64 (its first 8 bytes), an IPv4 one on its address (also written as ::ffff:a.b.c.d); behind a CDN, its X-Forwarded-For names the client', () => {
    expect(renderNginxSite(site)).not.toMatch(/^\s*set_real_ip_from/m)
    const config = renderNginxSite({ ...site, realIpFrom: ['10.0.0.0/8', '2001:db8::/32'] })
    expect(config).toContain('    set_real_ip_from 10.0.0.0/8;\n    set_real_ip_from 2001:db8::/32;\n    real_ip_header X-Forwarded-For;\n')
    expect(config).toMatch(/^\s*real_ip_recursive on;$/m)
    const group = config.slice(config.indexOf('map $binary_remote_addr $expo_address_group {'))
    expect(group.slice(0, group.indexOf('\n}'))).toContain('"~^(?s)\\x00{10}\\xff\\xff(.{4})$" $1;\n    "~^(?s)(.{8}).{8}$" $1;')
    expect(config).toContain('    default $expo_address_group;')
    expect(config).toContain('limit_conn_zone $expo_client zone=expo_conn:10m;')
  })

  it('O6 bad values are refused with a message naming them, before they reach nginx', () => {
    expect(() => renderNginxSite({ ...site, instances: [] })).toThrow('at least one --instance host:port is needed')
    expect(() => renderNginxSite({ ...site, instances: ['10.0.0.11'] })).toThrow('instance "10.0.0.11" is not host:port')
    expect(() => renderNginxSite({ ...site, instances: ['a:1; include /etc/passwd'] })).toThrow(NginxConfigError)
    expect(() => renderNginxSite({ ...site, serverName: 'x; return 200' })).toThrow('server name "x; return 200" must be one word')
    expect(() => renderNginxSite(site, 'listen {{LISTEN}}; {{PORTS}}')).toThrow('unknown placeholder {{PORTS}}')
    expect(() => renderNginxSite({ ...site, unlimited: ['office'] })).toThrow(
      'unlimited address "office" is not an IP address or CIDR range',
    )
    expect(() => renderNginxSite({ ...site, realIpFrom: ['cdn; real_ip_header X-Real-IP'] })).toThrow(
      'real-ip-from address "cdn; real_ip_header X-Real-IP" is not an IP address or CIDR range',
    )
    expect(() => renderNginxSite({ ...site, staticFiles: '.next/static' })).toThrow(
      'static files folder ".next/static" must be an absolute path',
    )
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
    await expect(summarizeAccessLog(file, { loadStart: 0, killedAt: 1, restartedAt: 2 })).rejects.toThrow(
      'a line not in the expo_site format',
    )
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
