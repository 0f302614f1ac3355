import fs from 'node:fs'
import { parseArgs } from 'node:util'

import type { Env } from '@/config/env'
import { siteConfigFromEnv } from '@/content-source/remote-config'
import { DEFAULT_TIMEOUT_MS } from '@/http-client'

import type { SourceAccount } from './product-extras'
import { configFileSchema, type ImportedSiteConfig } from './read-site'

export const USAGE = `Usage: npm run import -- --from <origin> --site-id <id> [--token <token>] [--config ids.json] [--dry-run] [--prune] [--timeout <ms>]

  --from       the old backend's address, e.g. https://api.expo.example.cn (its /api/Website/… paths are read)
  --site-id    the siteId the old backend expects
  --token      sent as Authorization: Bearer <token> (default: REMOTE_API_TOKEN)
  --config     a JSON file naming the settings' ids (headerInformationId, homeMenuId, …) when the
               old backend has no GetSiteConfig; else the *_ID variables are read, as remote mode does
  --dry-run    read and download everything, write nothing, print the same summary
  --prune      move to the 回收站 what an earlier import brought and the old backend no longer has
  --timeout    per request, in milliseconds (default ${DEFAULT_TIMEOUT_MS}); a slow answer is tried 3 more times
  --source-user  an account (管理员 or 报名管理员) at the old site when it is another instance of this
               product, to carry its registration settings; its password from IMPORT_SOURCE_PASSWORD`

export type CommandLine = {
  from: string
  siteId: string
  token?: string
  config: Partial<ImportedSiteConfig>
  dryRun: boolean
  prune: boolean
  timeoutMs: number
  /** J5: an account at an origin that is this product, for its registration settings. */
  account?: SourceAccount
}

/** A mistake on the command line, said with the usage. */
export class UsageError extends Error {
  override readonly name = 'UsageError'
}

function readConfigFile(file: string): Partial<ImportedSiteConfig> {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    throw new UsageError(`--config ${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new UsageError(`--config ${file}: not valid JSON`)
  }
  const parsed = configFileSchema.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`)
    throw new UsageError(`--config ${file}: ${problems.join('; ')}`)
  }
  return parsed.data
}

/**
 * The ids the environment names (the `*_ID` variables of remote mode), without the ones it leaves
 * unset; not SITE_NAME, whose default would overwrite the name the settings have.
 */
function configFromEnv(env: Env, siteId: string): Partial<ImportedSiteConfig> {
  const { themeColor: _theme, exhibition: _exhibition, siteName: _name, ...config } = siteConfigFromEnv(env, siteId)
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== null && value !== ''))
}

export function parseCommandLine(argv: string[], env: Env, sourcePassword?: string): CommandLine {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      options: {
        from: { type: 'string' },
        'site-id': { type: 'string' },
        token: { type: 'string' },
        config: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        prune: { type: 'boolean', default: false },
        timeout: { type: 'string' },
        'source-user': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const from = values.from
  if (!from || !URL.canParse(from) || !/^https?:$/.test(new URL(from).protocol)) {
    throw new UsageError("--from must be the old backend's http(s) address, e.g. --from https://api.expo.example.cn")
  }
  const siteId = values['site-id']?.trim()
  if (!siteId) throw new UsageError('--site-id is required: the siteId the old backend expects')
  const timeoutMs = values.timeout === undefined ? DEFAULT_TIMEOUT_MS : Number(values.timeout)
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 600_000) {
    throw new UsageError('--timeout must be a whole number of milliseconds between 100 and 600000')
  }
  const email = values['source-user']?.trim()
  if (email && !sourcePassword)
    throw new UsageError('--source-user needs the password in IMPORT_SOURCE_PASSWORD (kept off the command line)')
  return {
    from: from.replace(/\/+$/, ''),
    siteId,
    // Remote mode's secret for the same backend, unless given: kept off the command line (and `ps`).
    token: values.token || env.REMOTE_API_TOKEN || undefined,
    config: { ...configFromEnv(env, siteId), ...(values.config ? readConfigFile(values.config) : {}) },
    dryRun: values['dry-run'] ?? false,
    prune: values.prune ?? false,
    timeoutMs,
    ...(email && sourcePassword ? { account: { email, password: sourcePassword } } : {}),
  }
}
