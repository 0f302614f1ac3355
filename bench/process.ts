import { spawn } from 'node:child_process'

import { onCleanup } from './cleanup'
import { processTree } from './rss'

export type Child = {
  pid: number
  /** The last 200 000 characters it printed (stdout and stderr). */
  output(): string
  /** null while it runs, then e.g. "code 0" or "signal SIGTERM". */
  exit(): string | null
  exited: Promise<string>
  /** SIGTERM to its process group, SIGKILL after 10 s; resolves once it has exited. */
  stop(): Promise<void>
  /** SIGINT to its process group while it runs (wrk then stops and prints its figures as at its end). */
  interrupt(): void
}

type Options = { cwd?: string; env?: NodeJS.ProcessEnv; echo?: boolean }

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // Already gone.
  }
}

/** Starts a command in its own process group, so stop() ends it and its children and nothing else. */
export function startChild(command: string, args: string[], options: Options = {}): Child {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  let exit: string | null = null
  const append = (chunk: Buffer) => {
    if (options.echo) process.stdout.write(chunk)
    output = (output + chunk.toString()).slice(-200_000)
  }
  child.stdout.on('data', append)
  child.stderr.on('data', append)
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => {
      exit ??= `error ${error.message}`
      resolve(exit)
    })
    child.once('exit', (code, signal) => {
      exit ??= code === null ? `signal ${signal ?? '?'}` : `code ${code}`
      resolve(exit)
    })
  })
  const pid = child.pid ?? -1

  const stop = async () => {
    if (pid > 0 && exit === null) {
      killGroup(pid, 'SIGTERM')
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    // Children the leader left behind (build workers) go too.
    if (pid > 0) killGroup(pid, 'SIGKILL')
    unregister()
  }
  const unregister = onCleanup(stop)
  const interrupt = () => {
    if (pid > 0 && exit === null) killGroup(pid, 'SIGINT')
  }
  return { pid, output: () => output, exit: () => exit, exited, stop, interrupt }
}

/** Runs a command to its end; throws with the tail of its output when it fails. */
export async function runChild(label: string, command: string, args: string[], options: Options = {}): Promise<string> {
  const child = startChild(command, args, options)
  const exit = await child.exited
  await child.stop()
  if (exit !== 'code 0') throw new Error(`${label} failed (${exit}):\n${child.output().slice(-6_000)}`)
  return child.output()
}

/** Pins a process, its threads and its children to `cores` (taskset's list: `0`, `0-1`). */
export async function pinTo(pid: number, cores: string): Promise<void> {
  for (const each of processTree(pid)) await runChild(`taskset ${each}`, 'taskset', ['-a', '-p', '-c', cores, String(each)])
}
