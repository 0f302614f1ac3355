import { spawn, type ChildProcess } from 'node:child_process'

import { waitFor } from './poll'

export type ScriptProcess = {
  child: ChildProcess
  /** stdout and stderr so far, interleaved as they came. */
  output: () => string
  /** Resolves with the exit code (null when killed by a signal) once the process ended. */
  exited: Promise<number | null>
  /** The first line of stdout matching `pattern`, waited for up to `timeoutMs`. */
  line: (pattern: RegExp, timeoutMs?: number) => Promise<string>
  stop: () => Promise<void>
}

/** Runs a TypeScript script of the repository with tsx (`npm run` would put npm between it and a signal). */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): ScriptProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  let stdout = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
    stdout += chunk.toString('utf8')
  })
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let ended = false
  void exited.then(() => (ended = true))
  return {
    child,
    output: () => output,
    exited,
    // A script that loads Payload under tsx: some 10 s alone, past 60 s once in CI's busiest minutes.
    line: (pattern, timeoutMs = 180_000) =>
      waitFor(
        `a line matching ${pattern} from ${script}`,
        async () => {
          const found = stdout.split('\n').find((line) => pattern.test(line))
          if (found === undefined && ended) throw new Error(`${script} ended without it:\n${output}`)
          return found
        },
        timeoutMs,
      ),
    stop: async () => {
      if (!ended) child.kill('SIGTERM')
      await exited
    },
  }
}
