import { z } from 'zod'

import { isStrongPassword, PASSWORD_RULE_EN } from '@/config/password-policy'

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))

const port = z.coerce.number().int().min(1).max(65_535)

// Visible ASCII only: a header value that fetch refuses would be quoted in the error it logs.
const bearerToken = optionalText.pipe(
  z
    .string()
    .regex(/^[\x21-\x7e]{1,512}$/, 'must be 1–512 visible ASCII characters (no spaces)')
    .optional(),
)

/** Setting any of these asks for media on S3-compatible storage; S3_REGION has a default and does not. */
const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

export type S3Settings = {
  bucket: string
  endpoint: string | undefined
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** bucket in the path (`endpoint/bucket/key`) rather than in the host name (`bucket.endpoint/key`) */
  forcePathStyle: boolean
  /** folder inside the bucket under which this site's uploads go, '' for the bucket's root */
  prefix: string
}

/** Where media go when S3 is configured; undefined keeps them in the local folder. */
function s3Settings(env: {
  [name in (typeof S3_VARIABLES)[number] | 'S3_REGION']?: string
}): S3Settings | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env
  if (!bucket || !accessKeyId || !secretAccessKey) return undefined
  return {
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // S3-compatible servers (MinIO above all) usually want path style; AWS wants the bucket in the host.
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (env.S3_ENDPOINT ? 'on' : 'off')) === 'on',
    prefix: env.S3_PREFIX ?? '',
  }
}

/**
 * The SQLite file in a data folder as a `file:` URL. SQLite's driver percent-decodes the path, so
 * a folder name with `%`, `?`, `#` or spaces is encoded.
 */
function sqliteUrlIn(dataDir: string): string {
  const file = `${dataDir}/site.db`.replace(/\/{2,}/g, '/')
  return `file:${encodeURI(file).replace(/[?#]/g, encodeURIComponent)}`
}

/** Setting any of these asks for outgoing mail; SMTP_SECURE has a default and does not. */
const SMTP_VARIABLES = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM'] as const
type SmtpSecurity = 'tls' | 'starttls' | 'none'
const SMTP_DEFAULT_PORTS: Record<SmtpSecurity, number> = { tls: 465, starttls: 587, none: 25 }
/** `noreply@expo.example.cn` or `展会组委会 <noreply@expo.example.cn>`. */
const SMTP_FROM_FORMAT = /^(?:([^<>]*?)\s*<([^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)>|([^\s<>@]+@[^\s<>@]+\.[^\s<>@]+))$/

export type MailSettings = {
  host: string
  port: number
  /** tls: TLS from the first byte; starttls: a plain connection that must upgrade; none: no encryption. */
  security: SmtpSecurity
  auth: { user: string; pass: string } | undefined
  fromAddress: string
  fromName: string
}

/** Where outgoing mail goes; undefined when SMTP is not configured (mail is then off). */
function mailSettings(env: {
  SMTP_HOST?: string
  SMTP_PORT?: number
  SMTP_SECURE?: SmtpSecurity
  SMTP_USER?: string
  SMTP_PASSWORD?: string
  SMTP_FROM?: string
  SITE_NAME: string
}): MailSettings | undefined {
  const from = SMTP_FROM_FORMAT.exec(env.SMTP_FROM ?? '')
  if (!env.SMTP_HOST || !from) return undefined
  const security = env.SMTP_SECURE ?? 'starttls'
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT ?? SMTP_DEFAULT_PORTS[security],
    security,
    auth: env.SMTP_USER && env.SMTP_PASSWORD ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
    fromAddress: from[2] ?? from[3] ?? '',
    fromName: from[1] || env.SITE_NAME,
  }
}

const isLoopbackHost = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.')

/** Every environment variable the app reads, with its default. `.env.example` mirrors this list. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Unset: SQLite in the data folder (`file:$DATA_DIR/site.db`). */
    DATABASE_URL: z
      .string()
      .refine((value) => /^(file:|postgres:\/\/|postgresql:\/\/)/.test(value), {
        message: 'must start with file: (SQLite) or postgres:// (Postgres)',
      })
      .optional(),
    PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DATA_DIR: z.string().min(1).default('data'),
    /** K3: the badge-signing Ed25519 private key, its 32-byte seed in base64; unset: generated into the data folder. */
    BADGE_SIGNING_KEY: optionalText.pipe(
      z
        .string()
        .refine((value) => Buffer.from(value, 'base64').length === 32 && /^[A-Za-z0-9+/]{43}=?$/.test(value), {
          message: 'must be an Ed25519 private key: 32 bytes in base64 (openssl rand -base64 32)',
        })
        .optional(),
    ),
    MEDIA_DIR: optionalText,
    SITE_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ or -, at most 64 characters')
      .default('nuclear-expo'),
    CONTENT_SOURCE: z.enum(['local', 'remote']).default('local'),
    CONTENT_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The public bearer browsers send to this site's /api/Website/* (the pages hand it out). */
    CONTENT_API_TOKEN: bearerToken,
    /** X2: the secret this server sends to the remote content service; never leaves the server. */
    REMOTE_API_TOKEN: bearerToken,
    CORS_ORIGINS: csv.pipe(z.array(z.url({ protocol: /^https?$/ }))),
    VIDEO_EMBED_HOSTS: z
      .string()
      .default('player.bilibili.com,v.qq.com,player.youku.com')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim().toLowerCase())
          .filter(Boolean),
      ),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().refine(isStrongPassword, PASSWORD_RULE_EN).optional(),
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    /** Encode the banners' and covers' sizes at start and when published (src/site/lib/image-warmup.ts). */
    IMAGE_WARMUP: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUSTED_PROXIES: csv.pipe(
      z.array(
        z.string().refine((value) => /^[\d.]+(\/\d{1,2})?$|^[\da-f:]+(\/\d{1,3})?$/i.test(value), {
          message: 'must be IP addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)',
        }),
      ),
    ),
    // Media on S3-compatible storage (AWS S3, MinIO, Aliyun OSS, Tencent COS…): all or nothing.
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens')
      .optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://oss-cn-beijing.aliyuncs.com' }).optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as us-east-1 or cn-beijing')
      .default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).optional(),
    S3_PREFIX: z
      .string()
      .regex(
        /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/,
        'must be folder names (letters, digits, _ - .) joined by /, without a leading or trailing /',
      )
      .optional(),
    // G2: WeChat's JS-SDK share card; the signature endpoint exists only with both set.
    WECHAT_APP_ID: z
      .string()
      .regex(/^wx[0-9a-f]{16}$/i, 'must be an official account AppID: wx and 16 hex digits')
      .optional(),
    WECHAT_APP_SECRET: z
      .string()
      .regex(/^[0-9a-f]{32}$/i, 'must be the 32 hex digits of the AppSecret')
      .optional(),
    WECHAT_API_BASE: z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://api.weixin.qq.com' })
      .default('https://api.weixin.qq.com')
      .transform((value) => value.replace(/\/+$/, '')),
    // G4: Baidu's active push (站长平台 › 普通收录 › API 提交): the token of the site PUBLIC_URL names.
    BAIDU_PUSH_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9]{8,64}$/, "must be the token of Baidu's push API (letters and digits)")
      .optional(),
    BAIDU_PUSH_API: z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://data.zz.baidu.com' })
      .default('http://data.zz.baidu.com')
      .transform((value) => value.replace(/\/+$/, '')),
    // Site settings for a remote backend without GetSiteConfig (the original one names them nowhere).
    AD_PICTURE_ID: optionalText,
    FOOTER_COLUMNS_INFORMATION_ID: optionalText,
    FOOTER_INFORMATION_ID: optionalText,
    HEADER_INFORMATION_ID: optionalText,
    HOME_CARDS_INFORMATION_ID: optionalText,
    HOME_MENU_ID: optionalText,
    ICP_NUMBER: optionalText,
    PARTNERS_INFORMATION_ID: optionalText,
    PSB_NUMBER: optionalText,
    QR_INFORMATION_ID: optionalText,
    SITE_NAME: optionalText.transform((value) => value ?? '中国国际核工业展览会'),
    SPECIAL_MENU_IDS: csv,
    // Outgoing mail (password reset) through an SMTP server: SMTP_HOST and SMTP_FROM, or none.
    SMTP_HOST: z
      .string()
      .regex(
        /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$|^[0-9a-fA-F:]*:[0-9a-fA-F:.]*$/,
        'must be a host name or IP address such as smtp.exmail.qq.com (no scheme, no port)',
      )
      .optional(),
    SMTP_PORT: port.optional(),
    SMTP_SECURE: z
      .enum(['tls', 'starttls', 'none'], {
        message: 'must be tls (TLS from the start, port 465), starttls (upgrade required, port 587) or none (a relay on this machine)',
      })
      .optional(),
    SMTP_USER: optionalText,
    SMTP_PASSWORD: optionalText,
    SMTP_FROM: optionalText.pipe(
      z
        .string()
        .regex(SMTP_FROM_FORMAT, 'must be an e-mail address, optionally with a name: 展会组委会 <noreply@expo.example.cn>')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.CONTENT_SOURCE === 'remote' && !env.CONTENT_API_URL) {
      ctx.addIssue({ code: 'custom', path: ['CONTENT_API_URL'], message: 'is required when CONTENT_SOURCE=remote' })
    }
    if (env.REMOTE_API_TOKEN && env.REMOTE_API_TOKEN === env.CONTENT_API_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['REMOTE_API_TOKEN'],
        message: "must differ from CONTENT_API_TOKEN, which every visitor's browser receives",
      })
    }
    if (env.DATABASE_URL && !env.DATABASE_URL.startsWith('file:') && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'is required with a Postgres DATABASE_URL: every instance must use the one address visitors use (e.g. https://expo.example.cn)',
      })
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' })
    }
    if (Boolean(env.WECHAT_APP_ID) !== Boolean(env.WECHAT_APP_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['WECHAT_APP_SECRET'], message: 'WECHAT_APP_ID and WECHAT_APP_SECRET go together' })
    }
    const s3Given = S3_VARIABLES.filter((name) => env[name] !== undefined)
    for (const name of S3_REQUIRED) {
      if (s3Given.length > 0 && env[name] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required for media on S3 storage (${s3Given.join(', ')} set); S3 needs ${S3_REQUIRED.join(', ')}`,
        })
      }
    }
    const smtpGiven = SMTP_VARIABLES.filter((name) => env[name] !== undefined)
    if (smtpGiven.length > 0 && !env.SMTP_HOST) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: `is required for outgoing mail (${smtpGiven.join(', ')} set)` })
    }
    if (env.SMTP_HOST && !env.SMTP_FROM) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_FROM'],
        message: 'is required with SMTP_HOST: the sender of the mails, e.g. 展会组委会 <noreply@expo.example.cn>',
      })
    }
    if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_PASSWORD'], message: 'SMTP_USER and SMTP_PASSWORD go together' })
    }
    if (env.SMTP_SECURE === 'none' && env.SMTP_PASSWORD && env.SMTP_HOST && !isLoopbackHost(env.SMTP_HOST)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_SECURE'],
        message: `none would send SMTP_PASSWORD unencrypted to ${env.SMTP_HOST}: use starttls or tls (none is for a relay on this machine)`,
      })
    }
    if (env.SMTP_HOST && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required with SMTP_HOST: the mails link to the site there (e.g. https://expo.example.cn)',
      })
    }
  })
  .transform((env) => {
    const DATABASE_URL = env.DATABASE_URL ?? sqliteUrlIn(env.DATA_DIR)
    return {
      ...env,
      PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      DATABASE_URL,
      MEDIA_DIR: env.MEDIA_DIR ?? `${env.DATA_DIR}/media`,
      databaseDialect: DATABASE_URL.startsWith('file:') ? ('sqlite' as const) : ('postgres' as const),
      s3: s3Settings(env),
      mail: mailSettings(env),
    }
  })

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // `NAME=` in a .env file means "not set", as it does for most tools.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = envSchema.safeParse(given)
  if (result.success) return result.data
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`))
}

let cached: Env | undefined

/** The validated environment of this process, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** Forget the parsed environment so the next getEnv() reads process.env again (tests). */
export function resetEnvCache(): void {
  cached = undefined
}
