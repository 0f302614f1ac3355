import { z } from 'zod'

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

/** Every environment variable the app reads, with its default. `.env.example` mirrors this list. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: z
      .string()
      .default('file:./data/site.db')
      .refine((value) => /^(file:|postgres:\/\/|postgresql:\/\/)/.test(value), {
        message: 'must start with file: (SQLite) or postgres:// (Postgres)',
      }),
    PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DATA_DIR: z.string().min(1).default('data'),
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
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUSTED_PROXIES: csv.pipe(
      z.array(
        z.string().refine((value) => /^[\d.]+(\/\d{1,2})?$|^[\da-f:]+(\/\d{1,3})?$/i.test(value), {
          message: 'must be IP addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)',
        }),
      ),
    ),
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
  })
  .superRefine((env, ctx) => {
    if (env.CONTENT_SOURCE === 'remote' && !env.CONTENT_API_URL) {
      ctx.addIssue({ code: 'custom', path: ['CONTENT_API_URL'], message: 'is required when CONTENT_SOURCE=remote' })
    }
    if (env.REMOTE_API_TOKEN && env.REMOTE_API_TOKEN === env.CONTENT_API_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['REMOTE_API_TOKEN'],
        message: 'must differ from CONTENT_API_TOKEN, which every visitor\'s browser receives',
      })
    }
    if (!env.DATABASE_URL.startsWith('file:') && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required with a Postgres DATABASE_URL: every instance must use the one address visitors use (e.g. https://expo.example.cn)',
      })
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' })
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    MEDIA_DIR: env.MEDIA_DIR ?? `${env.DATA_DIR}/media`,
    databaseDialect: env.DATABASE_URL.startsWith('file:') ? ('sqlite' as const) : ('postgres' as const),
  }))

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
