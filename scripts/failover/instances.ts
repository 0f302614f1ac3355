/**
 * The app instances behind nginx: the production server as docs/deploy.md runs it, each on its
 * own copy of one build and a fixed port (nginx's upstream names it), killable and restartable.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { type Child, startChild } from '../../bench/process'
import { freePort, sleep, tempDir } from '../../bench/util'
import { ROOT } from '../../tests/e2e/server'

const READY_TIMEOUT_MS = 60_000

export type AppInstance = {
  name: string
  address: string
  baseURL: string
  /** Starts the server and resolves once GET /home answers 200 on it directly. */
  start(): Promise<void>
  /** SIGKILL to its process group; resolves once it is gone. */
  kill(): Promise<void>
  /** Everything its runs printed, last run last. */
  output(): string
}

function newestMtime(entry: string): number {
  const stats = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stats) return 0
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

/** The e2e setup's rule: a build newer than src/ and next.config.ts is current. */
function buildIsCurrent(): boolean {
  const buildId = fs.statSync(path.join(ROOT, '.next/BUILD_ID'), { throwIfNoEntry: false })
  return buildId !== undefined && buildId.mtimeMs > Math.max(newestMtime(path.join(ROOT, 'src')), newestMtime(path.join(ROOT, 'next.config.ts')))
}

/** `next build` when the build is missing or stale, then server.ts compiled beside it. */
export function ensureBuild(log: (line: string) => void): void {
  if (!buildIsCurrent()) {
    log('building the app (next build, a few minutes on 2 cores)…')
    execFileSync('npx', ['next', 'build'], { cwd: ROOT, stdio: 'inherit' })
  }
  // server.ts compiled next to the build: milliseconds.
  execFileSync('node', ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' })
}

async function answersHome(baseURL: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseURL}/home`, { redirect: 'manual', signal: AbortSignal.timeout(5_000) })
    await response.arrayBuffer()
    return response.status === 200
  } catch {
    return false
  }
}

/**
 * The build as a machine of a deployment has it: its own .next (Next keeps optimized images and
 * its data cache under .next/cache), the sources and packages linked.
 */
function privateAppDir(): string {
  const dir = tempDir('expo-failover-app-')
  for (const name of ['node_modules', 'package.json', 'next.config.ts', 'tsconfig.json', 'src']) {
    fs.symlinkSync(path.join(ROOT, name), path.join(dir, name))
  }
  const cache = path.join(ROOT, '.next', 'cache')
  fs.cpSync(path.join(ROOT, '.next'), path.join(dir, '.next'), { recursive: true, verbatimSymlinks: true, filter: (source) => source !== cache })
  return dir
}

export async function appInstance(name: string, env: NodeJS.ProcessEnv): Promise<AppInstance> {
  const port = await freePort()
  const address = `127.0.0.1:${port}`
  const baseURL = `http://${address}`
  const appDir = privateAppDir()
  let child: Child | null = null
  let previousOutput = ''

  const start = async () => {
    previousOutput += child?.output() ?? ''
    child = startChild('node', ['--max-old-space-size=320', '.next/production-server.mjs'], {
      cwd: appDir,
      env: { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) },
    })
    const running = child
    const deadline = Date.now() + READY_TIMEOUT_MS
    while (!(await answersHome(baseURL))) {
      const exit = running.exit()
      if (exit) throw new Error(`${name} exited before answering (${exit}):\n${running.output().slice(-4_000)}`)
      if (Date.now() > deadline) throw new Error(`${name}: GET ${baseURL}/home did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`)
      await sleep(100)
    }
  }

  const kill = async () => {
    const running = child
    if (!running || running.exit()) return
    process.kill(-running.pid, 'SIGKILL')
    await running.exited
    // Unregisters its cleanup.
    await running.stop()
  }

  return { name, address, baseURL, start, kill, output: () => previousOutput + (child?.output() ?? '') }
}
