/**
 * The app instances behind nginx: the production server as docs/deploy.md runs it, each on its
 * own copy of one build and a fixed port (nginx's upstream names it), killable and restartable.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'

import { onCleanup } from '../cleanup'
import { type Child, startChild } from '../process'
import { freePort, sleep } from '../util'
import { isolatedAppDir } from '../../tests/e2e/server'

const READY_TIMEOUT_MS = 60_000

export type StopSignal = 'SIGKILL' | 'SIGTERM'

export type AppInstance = {
  name: string
  address: string
  baseURL: string
  /** Starts the server and resolves once its /readyz answers 200 (database reachable, migrated). */
  start(): Promise<void>
  /** The signal to its process group (SIGTERM: it drains first); resolves once it is gone. */
  kill(signal: StopSignal): Promise<void>
  /** Everything its runs printed, last run last. */
  output(): string
  /** The pid of its node process while it runs. */
  pid(): number | null
}

/** The environment docs/deploy.md gives every instance: same database, secret, public URL and media. */
export function instanceEnv(databaseURL: string, publicURL: string, dataDir: string): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !/^(PORT|HOST|MEDIA_DIR|NODE_OPTIONS|CONTENT_SOURCE|CONTENT_API_URL|S3_.*)$/.test(name),
  )
  return {
    ...Object.fromEntries(inherited),
    NODE_ENV: 'production',
    DATABASE_URL: databaseURL,
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: publicURL,
    TRUSTED_PROXIES: '127.0.0.1',
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

async function isReady(baseURL: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(5_000) })
    await response.arrayBuffer()
    return response.status === 200
  } catch {
    return false
  }
}

export async function appInstance(name: string, env: NodeJS.ProcessEnv): Promise<AppInstance> {
  const port = await freePort()
  const address = `127.0.0.1:${port}`
  const baseURL = `http://${address}`
  const appDir = isolatedAppDir()
  onCleanup(() => fs.rmSync(appDir, { recursive: true, force: true }))
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
    while (!(await isReady(baseURL))) {
      const exit = running.exit()
      if (exit) throw new Error(`${name} exited before answering (${exit}):\n${running.output().slice(-4_000)}`)
      if (Date.now() > deadline) throw new Error(`${name}: GET ${baseURL}/readyz did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`)
      await sleep(100)
    }
  }

  const kill = async (signal: StopSignal) => {
    const running = child
    if (!running || running.exit()) return
    process.kill(-running.pid, signal)
    await running.exited
    // Unregisters its cleanup.
    await running.stop()
  }

  return {
    name,
    address,
    baseURL,
    start,
    kill,
    output: () => previousOutput + (child?.output() ?? ''),
    pid: () => (child && !child.exit() ? child.pid : null),
  }
}
