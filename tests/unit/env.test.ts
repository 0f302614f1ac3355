import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { EnvError, envSchema, parseEnv } from '@/config/env'
import { sqliteFile } from '@/operations/backup/sqlite'

const example = Object.fromEntries(
  fs
    .readFileSync('.env.example', 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
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

describe('configuration', () => {
  it('.env.example lists every variable the schema reads, and parses as it is', () => {
    const declared = Object.keys((envSchema.in as unknown as { shape: Record<string, unknown> }).shape).sort()
    expect(Object.keys(example).sort()).toEqual(declared)
    expect(problems(example)).toEqual([])
  })

  it('defaults: SQLite under data/, port 3000 on loopback, local content', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      DATABASE_URL: 'file:data/site.db',
      databaseDialect: 'sqlite',
      PORT: 3000,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      MEDIA_DIR: 'data/media',
      CONTENT_SOURCE: 'local',
      CORS_ORIGINS: [],
    })
  })

  it('DATA_DIR holds the SQLite file unless DATABASE_URL names another database', () => {
    expect(parseEnv({ DATA_DIR: '/srv/expo-data' })).toMatchObject({
      DATABASE_URL: 'file:/srv/expo-data/site.db',
      databaseDialect: 'sqlite',
      MEDIA_DIR: '/srv/expo-data/media',
    })
    expect(parseEnv({ DATA_DIR: '/srv/expo-data/' }).DATABASE_URL).toBe('file:/srv/expo-data/site.db')
    expect(parseEnv({ DATA_DIR: '/srv/expo-data', DATABASE_URL: '' }).DATABASE_URL).toBe('file:/srv/expo-data/site.db')
    expect(parseEnv({ DATA_DIR: '/srv/expo-data', DATABASE_URL: 'file:/var/lib/expo/site.db' }).DATABASE_URL).toBe(
      'file:/var/lib/expo/site.db',
    )
    const postgres = parseEnv({
      DATA_DIR: '/srv/expo-data',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/expo',
      PUBLIC_URL: 'https://expo.example.cn',
    })
    expect(postgres).toMatchObject({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/expo', databaseDialect: 'postgres' })
  })

  it('DATA_DIR with characters that a file: URL would read otherwise still names that folder', () => {
    const url = parseEnv({ DATA_DIR: '/srv/展会 data#1?x%' }).DATABASE_URL
    expect(url).toBe('file:/srv/%E5%B1%95%E4%BC%9A%20data%231%3Fx%25/site.db')
    expect(sqliteFile(url)).toBe('/srv/展会 data#1?x%/site.db')
  })

  it('postgres:// selects Postgres', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/expo', PUBLIC_URL: 'https://expo.example.cn' }).databaseDialect).toBe(
      'postgres',
    )
  })

  it('O2 PUBLIC_URL is required with Postgres (one origin for every instance)', () => {
    expect(problems({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/expo' }).join('\n')).toContain(
      'PUBLIC_URL: is required with a Postgres DATABASE_URL',
    )
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
    [{ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD: must be at least 10 characters with 3 of these 4'],
    [{ PAGE_CACHE: 'maybe' }, 'PAGE_CACHE'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUSTED_PROXIES: 'nginx.local' }, 'TRUSTED_PROXIES.0: must be IP addresses or CIDR ranges'],
  ])('%o is refused with a message naming %s', (env, message) => {
    const found = problems(env)
    expect(found.length).toBeGreaterThan(0)
    expect(found.join('\n')).toContain(message)
  })

  it('X2 REMOTE_API_TOKEN is its own variable: refused when equal to CONTENT_API_TOKEN or not a header value, never quoted', () => {
    expect(parseEnv({ CONTENT_API_TOKEN: 'public-1', REMOTE_API_TOKEN: 'secret-1' })).toMatchObject({
      CONTENT_API_TOKEN: 'public-1',
      REMOTE_API_TOKEN: 'secret-1',
    })
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

describe('O7 media storage configuration', () => {
  const s3 = { S3_BUCKET: 'expo-media', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-key-example' }

  it('O7 no S3_* variable keeps media in the local folder', () => {
    expect(parseEnv({}).s3).toBeUndefined()
    expect(parseEnv({ S3_REGION: 'cn-beijing' }).s3).toBeUndefined()
  })

  it('O7 AWS S3: bucket and keys, region us-east-1, bucket in the host name', () => {
    expect(parseEnv(s3).s3).toEqual({
      bucket: 'expo-media',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-key-example',
      forcePathStyle: false,
      prefix: '',
    })
  })

  it('O7 an S3-compatible endpoint turns path style on unless S3_FORCE_PATH_STYLE=off', () => {
    const minio = parseEnv({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'expo/site' }).s3
    expect(minio).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, prefix: 'expo/site' })
    const oss = parseEnv({
      ...s3,
      S3_ENDPOINT: 'https://oss-cn-beijing.aliyuncs.com',
      S3_REGION: 'cn-beijing',
      S3_FORCE_PATH_STYLE: 'off',
    }).s3
    expect(oss).toMatchObject({ region: 'cn-beijing', forcePathStyle: false })
  })

  it('O7 all or nothing: a bucket without keys names each missing variable', () => {
    const found = problems({ S3_BUCKET: 'expo-media' })
    expect(found).toHaveLength(2)
    expect(found[0]).toMatch(/^S3_ACCESS_KEY_ID: is required for media on S3 storage \(S3_BUCKET set\)/)
    expect(found[1]).toMatch(/^S3_SECRET_ACCESS_KEY: is required/)
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toEqual([
      'S3_BUCKET: is required for media on S3 storage (S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set); S3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    ])
  })

  it.each([
    [{ S3_BUCKET: 'Expo_Media' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http(s) URL'],
    [{ S3_REGION: 'US East' }, 'S3_REGION: must be a region name'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_PREFIX: '/expo/' }, 'S3_PREFIX: must be folder names'],
    [{ S3_PREFIX: 'expo/../other' }, 'S3_PREFIX: must be folder names'],
  ])('O7 %o is refused with a message naming %s', (env, message) => {
    expect(problems({ ...s3, ...env }).join('\n')).toContain(message)
  })

  it('O7 npm start stops before touching the database when S3 is half configured', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-env-'))
    const result = spawnSync('npx', ['tsx', 'scripts/prepare.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${dataDir}/site.db`,
        ...Object.fromEntries(
          ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'].map((name) => [name, '']),
        ),
        S3_BUCKET: 'expo-media',
      },
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Invalid environment:\n  - S3_ACCESS_KEY_ID: is required for media on S3 storage (S3_BUCKET set)')
    expect(fs.readdirSync(dataDir)).toEqual([])
    fs.rmSync(dataDir, { recursive: true, force: true })
  }, 30_000)
})
