import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../../bench/ports'
import { SERVER_NODE_ARGS, serverProcessEnv } from '../../deploy/server-process.mjs'
import { waitFor } from '../helpers/poll'

export const ROOT = path.resolve(import.meta.dirname, '../..')
const READY_TIMEOUT_MS = 120_000

export type RunningServer = {
  baseURL: string
  pid: number
  /** Everything the server printed so far (stdout and stderr). */
  output(): string
  /** Resolves with the exit code (null when ended by a signal) and signal once the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Sends a signal to the server's process group. */
  kill(signal: NodeJS.Signals): void
  stop(): Promise<void>
}

export { freePort }

/** The environment every e2e process (seed, fixtures, server) shares for one data folder. */
export function dataEnv(dataDir: string): NodeJS.ProcessEnv {
  // PUBLIC_URL is required with Postgres; a test that switches DATABASE_URL keeps this one.
  return { PUBLIC_URL: 'http://localhost:3000', ...process.env, DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`, DATA_DIR: dataDir }
}

/**
 * The server is started: its warm-up has ended (Z1: /readyz no longer says `starting`, whatever
 * the database's state) and /home answers 200; with `readyOnly`, /readyz answers 200 and no page
 * has been requested (the test's own first request is the first).
 */
async function waitUntilReady(baseURL: string, exited: () => string | null, readyOnly: boolean): Promise<void> {
  const answering = async (path: string, done: (response: Response) => Promise<boolean>) => {
    const exit = exited()
    if (exit) throw new Error(`the server exited before it answered (${exit})`)
    try {
      const response = await fetch(`${baseURL}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
      return (await done(response)) ? true : undefined
    } catch {
      return undefined // Not listening yet.
    }
  }
  await waitFor(
    `GET ${baseURL}/readyz to say ${readyOnly ? 'ready' : 'the warm-up ended'}`,
    () =>
      answering('/readyz', async (response) =>
        readyOnly ? response.status === 200 : ((await response.json()) as { status?: string }).status !== 'starting',
      ),
    READY_TIMEOUT_MS,
    250,
  )
  if (readyOnly) return
  await waitFor(
    `GET ${baseURL}/home to answer 200`,
    () => answering('/home', async (response) => (await response.arrayBuffer(), response.status === 200)),
    READY_TIMEOUT_MS,
    250,
  )
}

/**
 * A private view of the build, as each machine of a deployment has its own: Next keeps the
 * optimized images under .next/cache, which servers of different data folders must not share.
 * Everything else of .next is only read at run time, so it is linked, not copied.
 */
export function isolatedAppDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-app-'))
  for (const name of ['node_modules', 'package.json', 'next.config.ts', 'tsconfig.json', 'src']) {
    fs.symlinkSync(path.join(ROOT, name), path.join(dir, name))
  }
  fs.mkdirSync(path.join(dir, '.next', 'cache'), { recursive: true })
  for (const name of fs.readdirSync(path.join(ROOT, '.next'))) {
    if (name !== 'cache') fs.symlinkSync(path.join(ROOT, '.next', name), path.join(dir, '.next', name))
  }
  return dir
}

/**
 * The production server (server.ts compiled: Next behind the response cache, as `npm start` serves it) on
 * a private copy of the build against one data folder, on a free port of 127.0.0.1. `asNpmStart`:
 * with the heap limit and the environment `npm start` gives it (deploy/server-process.mjs), for
 * tests of what the process as a whole holds; `readyOnly`: started once /readyz says ready, before
 * any page is asked for.
 */
export async function startServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  { asNpmStart = false, readyOnly = false }: { asNpmStart?: boolean; readyOnly?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const appDir = isolatedAppDir()
  const child = spawn('node', [...(asNpmStart ? SERVER_NODE_ARGS : []), '.next/production-server.mjs'], {
    cwd: appDir,
    // No image warm-up unless a test asks for it: each server's private build starts with no
    // encoded pictures, and encoding them all at every start would cost the suite minutes of CPU.
    env: {
      ...dataEnv(dataDir),
      PUBLIC_URL: baseURL,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      IMAGE_WARMUP: 'off',
      ...(asNpmStart ? serverProcessEnv() : {}),
      ...extraEnv,
    },
    // Its own process group, so stop() ends the server and nothing else.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let exit: string | null = null
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = `code ${code ?? '–'}, signal ${signal ?? '–'}`
      resolve({ code, signal })
    }),
  )
  const pid = child.pid
  if (pid === undefined) throw new Error('could not start the server')

  const stop = async () => {
    if (!exit) {
      process.kill(-pid, 'SIGTERM')
      const killed = setTimeout(() => exit ?? process.kill(-pid, 'SIGKILL'), 10_000)
      await exited
      clearTimeout(killed)
    }
    fs.rmSync(appDir, { recursive: true, force: true })
  }

  try {
    await waitUntilReady(baseURL, () => exit, readyOnly)
  } catch (error) {
    await stop()
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${output}`, { cause: error })
  }
  const kill = (signal: NodeJS.Signals) => {
    if (!exit) process.kill(-pid, signal)
  }
  return { baseURL, pid, output: () => output, exited, kill, stop }
}

/** The first admin every e2e data folder gets (scripts/prepare.ts creates it). */
export const E2E_ADMIN = { email: 'admin@e2e.example', password: 'E2e-admin-password' } as const

/**
 * Variables that scripts/prepare.ts checks but that change nothing it writes: only the server
 * reads them (tokens, CORS, the response cache, the log level, where remote content comes from).
 */
const READ_BY_THE_SERVER_ONLY = new Set([
  'CONTENT_API_TOKEN',
  'CORS_ORIGINS',
  'PAGE_CACHE',
  'LOG_LEVEL',
  'CONTENT_API_URL',
  'REMOTE_API_TOKEN',
])

/**
 * Prepares a data folder exactly as `npm start` does: migrations, demo content (none for an instance
 * whose content is remote), first admin. Copied from the run's prepared folder of the same kind when
 * `extraEnv` changes nothing prepare writes; prepared afresh with any other variable.
 */
export function prepareData(dataDir: string, extraEnv: Record<string, string> = {}): void {
  const templates = process.env[DATA_TEMPLATE_VARIABLE]
  const { CONTENT_SOURCE, ...others } = extraEnv
  const copyable =
    (CONTENT_SOURCE === undefined || CONTENT_SOURCE === 'remote') && Object.keys(others).every((name) => READ_BY_THE_SERVER_ONLY.has(name))
  if (!templates || !copyable) return runPrepare(dataDir, extraEnv)
  const template = path.join(templates, CONTENT_SOURCE === 'remote' ? 'remote' : 'demo')
  if (!fs.existsSync(path.join(template, 'site.db'))) runPrepare(template, extraEnv)
  fs.cpSync(template, dataDir, { recursive: true })
}

function runPrepare(dataDir: string, extraEnv: Record<string, string>): void {
  runScript(['scripts/prepare.ts'], { ...dataEnv(dataDir), ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, ...extraEnv })
}

/**
 * Where a run keeps the data folders that `prepareData` copies (the demo, and one for instances
 * whose content is remote): migrating and seeding cost seconds of CPU each, a copy of the folder
 * milliseconds. A global set-up creates the folder and names it here; the test files' workers inherit the name.
 */
const DATA_TEMPLATE_VARIABLE = 'EXPO_TEST_DATA_TEMPLATE'

/** For a global set-up: one prepared demo for the run's test files; the returned function removes it. */
export function shareDemoData(): () => void {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-test-template-'))
  process.env[DATA_TEMPLATE_VARIABLE] = template
  return () => fs.rmSync(template, { recursive: true, force: true })
}

/**
 * Node ends a process whose entry module has not finished loading with exit code 13 and prints
 * nothing ("unsettled top-level await"). Our scripts have no top-level await, so a 13 means none
 * of the script ran (it happened once in CI, on a loaded machine, with nothing printed), and
 * running it again is safe.
 */
const ENTRY_NEVER_RAN = 13

/** Runs a tsx script; on failure the error carries its exit and what it printed (a worker's stdio is not shown). */
function runScript(args: string[], env: NodeJS.ProcessEnv, attempt = 1): string {
  try {
    return execFileSync(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env, encoding: 'utf8', stdio: 'pipe' })
  } catch (error) {
    const {
      status,
      signal,
      stdout = '',
      stderr = '',
    } = error as { status?: number | null; signal?: string | null; stdout?: string; stderr?: string }
    if (status === ENTRY_NEVER_RAN && attempt === 1) return runScript(args, env, attempt + 1)
    throw new Error(
      `tsx ${args.join(' ')} failed (exit ${status ?? '–'}, signal ${signal ?? '–'}, attempt ${attempt}):\n${stdout}\n${stderr}`,
      { cause: error },
    )
  }
}

/** Runs a tsx script against one data folder and returns what it printed. */
export function runDataScript(dataDir: string, script: string, args: string[] = []): string {
  return runScript([script, ...args], dataEnv(dataDir))
}

/** Runs tests/e2e/fixtures.ts against one data folder and returns what it printed. */
export function runFixtures(dataDir: string, args: string[]): string {
  return runScript(['tests/e2e/fixtures.ts', ...args], dataEnv(dataDir))
}
