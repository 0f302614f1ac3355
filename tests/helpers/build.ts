import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(import.meta.dirname, '../..')

function newestMtime(entry: string): number {
  const stats = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stats) return 0
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

const STAMP = path.join(ROOT, '.next/source-stamp')
const sourcesStamp = () => String(Math.max(newestMtime(path.join(ROOT, 'src')), newestMtime(path.join(ROOT, 'next.config.ts'))))

/** Current when built from the sources as they are now: the stamp is taken when a build starts, not when it ends. */
function buildIsCurrent(): boolean {
  const built = fs.existsSync(path.join(ROOT, '.next/BUILD_ID')) && fs.existsSync(STAMP)
  return built && fs.readFileSync(STAMP, 'utf8') === sourcesStamp()
}

const SERVER_BUNDLE = path.join(ROOT, '.next/production-server.mjs')
const SERVER_SOURCES = ['server.ts', 'src', 'scripts/build-server.mjs']

/** Compiled after its sources last changed. */
function serverBundleIsCurrent(): boolean {
  const built = fs.statSync(SERVER_BUNDLE, { throwIfNoEntry: false })?.mtimeMs ?? 0
  return built >= Math.max(...SERVER_SOURCES.map((name) => newestMtime(path.join(ROOT, name))))
}

/**
 * The production build the servers under test run: `next build` when it is missing or older
 * than src/ (E2E_SKIP_BUILD=1 skips it), then server.ts compiled beside it (milliseconds) when
 * that is missing or older than its sources. Suites running beside each other each ensure the
 * build: one that is current is left as it is, never written again under a server being started.
 */
export function ensureBuild(label: string): void {
  if (process.env.E2E_SKIP_BUILD !== '1' && !buildIsCurrent()) {
    console.log(`[${label}] building the app (next build)…`)
    const stamp = sourcesStamp()
    execFileSync('npx', ['next', 'build'], { cwd: ROOT, stdio: 'inherit' })
    fs.writeFileSync(STAMP, stamp)
  }
  if (!serverBundleIsCurrent()) execFileSync('node', ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' })
}

// Run directly (`npx tsx tests/helpers/build.ts`: npm test's build step), it builds when needed.
if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) ensureBuild('test')
