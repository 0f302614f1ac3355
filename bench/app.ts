/**
 * The app under test, isolated from the checkout: a private build in a temp folder, a throwaway
 * database, and the production server (server.ts) on a free port of 127.0.0.1.
 */
import fs from 'node:fs'
import path from 'node:path'

import { serverProcessEnv } from '../deploy/server-process.mjs'
import { type Child, runChild, startChild } from './process'
import { freePort, sleep, tempDir } from './util'

export const ROOT = path.resolve(import.meta.dirname, '..')

/**
 * Copied, not symlinked: Turbopack refuses sources reached through a link leaving the project
 * folder. `next build` type-checks every .ts of the project, and scripts/ imports bench/, tests/
 * and deploy/: without them the build fails.
 */
const SNAPSHOT = [
  'package.json',
  'package-lock.json',
  'next.config.ts',
  'tsconfig.json',
  'server.ts',
  'src',
  'scripts',
  'public',
  'bench',
  'tests',
  'deploy',
]
const BUILD_INPUTS = ['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'server.ts']

export type PreparedApp = {
  appDir: string
  dataDir: string
  env: NodeJS.ProcessEnv
  build: 'built' | 'copied'
  /** What was built: `git describe` of the working tree (`-dirty` with uncommitted changes), or BENCH_COMMIT's commit. */
  source: string
}
export type RunningApp = { baseURL: string; child: Child }

function newestMtime(entry: string): number {
  const stats = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stats) return 0
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

/** Whether ./.next (of the checkout the bench runs from) holds a finished build newer than everything it was built from. */
export function mainBuildIsCurrent(): boolean {
  const built = fs.statSync(path.join(ROOT, '.next/BUILD_ID'), { throwIfNoEntry: false })?.mtimeMs ?? 0
  return built > Math.max(...BUILD_INPUTS.map((name) => newestMtime(path.join(ROOT, name))))
}

async function git(args: string[]): Promise<string> {
  return (await runChild(`git ${args.join(' ')}`, 'git', args, { cwd: ROOT })).trim()
}

/**
 * The sources to build: the working tree as it is, or with BENCH_COMMIT the files of that commit
 * (`git archive`), so that a recorded run names exactly what it measured.
 */
async function snapshot(appDir: string, log: (message: string) => void): Promise<string> {
  const commit = process.env.BENCH_COMMIT
  if (commit) {
    const sha = await git(['rev-parse', '--verify', `${commit}^{commit}`])
    log(`copying the sources of ${sha} (BENCH_COMMIT=${commit}, git archive)…`)
    const archive = path.join(appDir, '.bench-source.tar')
    await git(['archive', '--output', archive, sha, ...SNAPSHOT.filter((name) => fs.existsSync(path.join(ROOT, name)))])
    await runChild('tar', 'tar', ['-xf', archive, '-C', appDir])
    fs.rmSync(archive)
    return sha
  }
  for (const name of SNAPSHOT) {
    const source = path.join(ROOT, name)
    if (fs.existsSync(source)) fs.cpSync(source, path.join(appDir, name), { recursive: true })
  }
  return git(['describe', '--always', '--dirty'])
}

export async function prepareApp(log: (message: string) => void): Promise<PreparedApp> {
  const appDir = tempDir('expo-bench-app-')
  const dataDir = tempDir('expo-bench-data-')
  const source = await snapshot(appDir, log)
  // Hard links: a private node_modules in seconds, without the 1 GB copy (same file system).
  log('linking node_modules (cp -al)…')
  await runChild('cp -al node_modules', 'cp', ['-al', path.join(ROOT, 'node_modules'), path.join(appDir, 'node_modules')])

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'Bench-password-123',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  // Would point uploads or reads outside the throwaway data folder.
  for (const name of ['MEDIA_DIR', 'PORT', 'HOST', 'PUBLIC_URL', 'NODE_OPTIONS']) delete env[name]

  log(`seeding a throwaway database in ${dataDir} (scripts/prepare.ts)…`)
  await runChild('scripts/prepare.ts', 'npx', ['tsx', 'scripts/prepare.ts'], { cwd: appDir, env })

  if (process.env.BENCH_SKIP_BUILD === '1' && !process.env.BENCH_COMMIT && mainBuildIsCurrent()) {
    log('BENCH_SKIP_BUILD=1 and ./.next is current: copying it (without .next/cache)…')
    const cache = path.join(ROOT, '.next', 'cache')
    fs.cpSync(path.join(ROOT, '.next'), path.join(appDir, '.next'), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => source !== cache,
    })
    await runChild('build-server', 'node', ['scripts/build-server.mjs'], { cwd: appDir, env })
    return { appDir, dataDir, env, build: 'copied', source }
  }
  if (process.env.BENCH_SKIP_BUILD === '1')
    log('BENCH_SKIP_BUILD=1 but ./.next is missing or stale (or BENCH_COMMIT is set): building anyway.')
  log(`building in ${appDir} (next build, a few minutes on 2 cores)…`)
  const started = Date.now()
  await runChild('npm run build', 'npm', ['run', 'build'], { cwd: appDir, env: { ...env, NODE_ENV: 'production' } })
  log(`built in ${Math.round((Date.now() - started) / 1000)} s`)
  return { appDir, dataDir, env, build: 'built', source }
}

/**
 * `node .next/production-server.mjs` (server.ts compiled) as `npm start` runs it, once /home
 * answers 200 and its pictures are encoded; `env` adds to the app's environment (PAGE_CACHE=off).
 */
export async function startApp(app: PreparedApp, extraNodeArgs: string[] = [], env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const child = startChild('node', [...extraNodeArgs, '.next/production-server.mjs'], {
    cwd: app.appDir,
    env: {
      ...app.env,
      ...serverProcessEnv(app.env),
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
    },
  })
  const warmsImages = (env.IMAGE_WARMUP ?? app.env.IMAGE_WARMUP) !== 'off'
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const exit = child.exit()
    if (exit) throw new Error(`server.ts exited before answering (${exit}):\n${child.output().slice(-6_000)}`)
    const status = await fetch(`${baseURL}/home`, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
      .then(async (response) => (await response.arrayBuffer(), response.status))
      .catch(() => 0)
    // The banners' and covers' sizes are encoded once at start: measured load waits for that
    // (unless the warm-up is off: Lighthouse's SEO and accessibility scores do not wait on it).
    if (status === 200 && (warmsImages === false || child.output().includes('"event":"image-warmup"'))) return { baseURL, child }
    await sleep(500)
  }
  await child.stop()
  throw new Error(`GET ${baseURL}/home did not answer 200 and encode its pictures within 120 s:\n${child.output().slice(-6_000)}`)
}
