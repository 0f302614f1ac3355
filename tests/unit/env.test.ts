import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { EnvError, envSchema, parseEnv } from '@/config/env'

const example = Object.fromEntries(
  fs
    .readFileSync('.env.example', 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
)

const problems = (env: Record<string, string>) => {
  try {
    parseEnv(env)
    return []
  } catch (error) {
    if (error instanceof EnvError) return error.problems
    throw error
  }
}

describe('configuration (issue 2 item 7)', () => {
  it('.env.example lists every variable the schema reads, and parses as it is', () => {
    const declared = Object.keys((envSchema.in as unknown as { shape: Record<string, unknown> }).shape).sort()
    expect(Object.keys(example).sort()).toEqual(declared)
    expect(problems(example)).toEqual([])
  })

  it('defaults: SQLite under data/, port 3000 on loopback, local content', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      DATABASE_URL: 'file:./data/site.db',
      databaseDialect: 'sqlite',
      PORT: 3000,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      MEDIA_DIR: 'data/media',
      CONTENT_SOURCE: 'local',
      CORS_ORIGINS: [],
    })
  })

  it('postgres:// selects Postgres', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/expo', PUBLIC_URL: 'https://expo.example.cn' }).databaseDialect).toBe('postgres')
  })

  it('O2 PUBLIC_URL is required with Postgres (one origin for every instance)', () => {
    expect(problems({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/expo' }).join('\n')).toContain('PUBLIC_URL: is required with a Postgres DATABASE_URL')
  })

  it('O8 TRUSTED_PROXIES takes addresses and CIDR ranges; LOG_LEVEL defaults to info', () => {
    const env = parseEnv({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1' })
    expect(env.TRUSTED_PROXIES).toEqual(['127.0.0.1', '10.0.0.0/8', '::1'])
    expect(env.LOG_LEVEL).toBe('info')
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must start with file:'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ PAYLOAD_SECRET: 'short' }, 'PAYLOAD_SECRET: must be at least 32 characters'],
    [{ SITE_ID: 'a site' }, 'SITE_ID'],
    [{ CONTENT_SOURCE: 'remote' }, 'CONTENT_API_URL: is required when CONTENT_SOURCE=remote'],
    [{ CORS_ORIGINS: 'https://ok.example, not a url' }, 'CORS_ORIGINS'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together'],
    [{ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD: must be at least 12 characters'],
    [{ PAGE_CACHE: 'maybe' }, 'PAGE_CACHE'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUSTED_PROXIES: 'nginx.local' }, 'TRUSTED_PROXIES.0: must be IP addresses or CIDR ranges'],
  ])('%o is refused with a message naming %s', (env, message) => {
    const found = problems(env)
    expect(found.length).toBeGreaterThan(0)
    expect(found.join('\n')).toContain(message)
  })

  it('X2 REMOTE_API_TOKEN is its own variable: refused when equal to CONTENT_API_TOKEN or not a header value, never quoted', () => {
    expect(parseEnv({ CONTENT_API_TOKEN: 'public-1', REMOTE_API_TOKEN: 'secret-1' })).toMatchObject({ CONTENT_API_TOKEN: 'public-1', REMOTE_API_TOKEN: 'secret-1' })
    expect(parseEnv({}).REMOTE_API_TOKEN).toBeUndefined()
    const same = problems({ CONTENT_API_TOKEN: 'shared-value-9', REMOTE_API_TOKEN: 'shared-value-9' }).join('\n')
    expect(same).toContain('REMOTE_API_TOKEN: must differ from CONTENT_API_TOKEN')
    const spaced = problems({ REMOTE_API_TOKEN: 'two words\r\nX-Injected: 1' }).join('\n')
    expect(spaced).toContain('REMOTE_API_TOKEN: must be 1–512 visible ASCII characters')
    for (const message of [same, spaced]) expect(message).not.toMatch(/shared-value-9|two words/)
  })

  it('every bad value is reported at once, not the first only', () => {
    expect(problems({ PORT: 'x', SITE_ID: 'a b', PAGE_CACHE: 'maybe' })).toHaveLength(3)
  })
})
