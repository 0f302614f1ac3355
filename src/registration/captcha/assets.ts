import fs from 'node:fs/promises'
import path from 'node:path'

/** Where the widget asks for a challenge (one address for both editions). */
export const CAPTCHA_CHALLENGE_URL = '/register/captcha'

/** The installed `altcha` widget (its files are served from this site: no CDN, nothing from elsewhere). */
const WIDGET_DIR = path.join(process.cwd(), 'node_modules', 'altcha')

const JS = 'text/javascript; charset=utf-8'

/**
 * The widget's build for a strict Content-Security-Policy (`dist/external`: no inline workers,
 * styles in a file of their own), its Chinese words, and the SHA-256 worker that solves the
 * challenge, each under a name of ours.
 */
const WIDGET_FILES: Record<string, { file: string; type: string }> = {
  'altcha.js': { file: 'dist/external/altcha.min.js', type: JS },
  'altcha.css': { file: 'dist/external/altcha.css', type: 'text/css; charset=utf-8' },
  'zh-cn.js': { file: 'dist/i18n/zh-cn.js', type: JS },
  'sha-worker.js': { file: 'dist/workers/sha.js', type: JS },
}

let version: Promise<string> | undefined

/** The widget's version: it names the files' folder, so that a browser's copy is never stale after an upgrade. */
const captchaWidgetVersion = (): Promise<string> =>
  (version ??= fs.readFile(path.join(WIDGET_DIR, 'package.json'), 'utf8').then((text) => (JSON.parse(text) as { version: string }).version))

/** Where the widget's files are served. */
export const captchaAssetsBase = async (): Promise<string> => `/captcha/${await captchaWidgetVersion()}`

/**
 * The module the form loads: the widget, its Chinese words, and the worker that solves the
 * SHA-256 challenges (registered before any challenge can start: the widget solves on focus).
 */
const setupModule = (base: string) =>
  [
    `import '${base}/altcha.js'`,
    `import '${base}/zh-cn.js'`,
    `globalThis.$altcha.algorithms.set('SHA-256', () => new Worker('${base}/sha-worker.js'))`,
    '',
  ].join('\n')

export type CaptchaAsset = { body: string; type: string }

/** One of the widget's files by the name the form uses, or null for any other name or version. */
export async function captchaAsset(requestedVersion: string, name: string): Promise<CaptchaAsset | null> {
  if (requestedVersion !== (await captchaWidgetVersion())) return null
  if (name === 'setup.js') return { body: setupModule(await captchaAssetsBase()), type: JS }
  const entry = Object.hasOwn(WIDGET_FILES, name) ? WIDGET_FILES[name] : undefined
  if (!entry) return null
  return { body: await fs.readFile(path.join(WIDGET_DIR, entry.file), 'utf8'), type: entry.type }
}
