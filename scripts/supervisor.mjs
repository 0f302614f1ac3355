/**
 * X10: what keeps `npm start`'s server running. The server process is started and, when it ends
 * without being asked to (a crash, V8 out of memory, a kill), the end is logged with its cause
 * and the process started again; SIGINT and SIGTERM are passed on to it, and once it has drained
 * and exited the supervisor exits with it. systemd does the same for a deployed instance
 * (deploy/exhibition-site@.service).
 */
import { spawn } from 'node:child_process'

/** A run shorter than this that ends in a crash counts towards a crash loop. */
const QUICK_RUN_MS = 10_000
const FIRST_RESTART_DELAY_MS = 1_000
const LONGEST_RESTART_DELAY_MS = 30_000
/** The end of the child's stderr kept for the log line of its crash. */
const STDERR_LINES_KEPT = 20
/** After the child exits, how long its stderr may take to deliver its last bytes. */
const STDERR_DRAIN_MS = 500

/**
 * The wait before the next start: a second after a crash, doubling with each further crash that
 * came soon after its start, up to half a minute.
 *
 * @param {number} quickCrashesInARow crashes in a row so far, this one included, each soon after its start
 */
export function restartDelayMs(quickCrashesInARow) {
  return Math.min(FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, quickCrashesInARow - 1), LONGEST_RESTART_DELAY_MS)
}

/**
 * Why a server process ended, from the end of its stderr: V8's fatal error (out of memory) seen
 * at any point of the run, else the last error it printed, else its last line.
 *
 * @param {{ fatalLine: string | undefined, lastLines: readonly string[], signal: NodeJS.Signals | null }} seen
 * @returns {string}
 */
export function crashCause({ fatalLine, lastLines, signal }) {
  const cause =
    fatalLine ?? lastLines.findLast((line) => /^\s*(?:Uncaught )?(?:[A-Z]\w*)?(?:Error|Exception)\b/.test(line)) ?? lastLines.at(-1)
  if (cause !== undefined) return cause.trim()
  return signal
    ? "nothing on stderr: a signal from outside (the kernel's out-of-memory killer, an operator)"
    : 'nothing on stderr (its last log lines say more)'
}

/** One JSON line on stdout, as the server's own log lines are (O8). */
function log(level, msg, fields = {}) {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields })}\n`)
}

/**
 * Runs `command args` until asked to stop, starting it again whenever it ends on its own.
 *
 * @param {{ command: string, args: readonly string[], env: NodeJS.ProcessEnv }} server
 */
export function supervise({ command, args, env }) {
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null
  let stopping = false
  let quickCrashes = 0
  /** @type {NodeJS.Timeout | undefined} */
  let restartTimer

  const start = () => {
    const startedAt = Date.now()
    /** @type {string[]} */
    const stderrLines = []
    /** @type {string | undefined} */
    let fatalLine
    let partialLine = ''
    const keep = (lines) => {
      for (const line of lines) {
        if (line.trim() === '') continue
        if (/\bFATAL ERROR\b/.test(line)) fatalLine = line
        stderrLines.push(line)
      }
      stderrLines.splice(0, Math.max(0, stderrLines.length - STDERR_LINES_KEPT))
    }
    const running = spawn(command, args, { env, stdio: ['inherit', 'inherit', 'pipe'] })
    child = running
    running.stderr.on('data', (chunk) => {
      process.stderr.write(chunk)
      const lines = (partialLine + chunk.toString()).split('\n')
      partialLine = lines.pop() ?? ''
      keep(lines)
    })
    running.once('error', (error) => {
      log('fatal', `cannot start the server process (${command}): ${error.message}`)
      process.exit(1)
    })

    const ended = (code, signal) => {
      child = null
      if (stopping) {
        // Asked to stop: the server drained (exit 0) or said why not; either way this is the end.
        process.exit(code ?? 1)
      }
      keep([partialLine])
      const ranMs = Date.now() - startedAt
      quickCrashes = ranMs < QUICK_RUN_MS ? quickCrashes + 1 : 1
      const delayMs = restartDelayMs(quickCrashes)
      const how = signal ? `killed by ${signal}` : `exit code ${code}`
      const cause = crashCause({ fatalLine, lastLines: stderrLines, signal })
      log('error', `the server process ended unexpectedly (${how}): ${cause}; restarting in ${delayMs / 1000} s`, {
        pid: running.pid,
        exitCode: code,
        signal,
        cause,
        stderr: stderrLines,
        ranMs,
        restartInMs: delayMs,
      })
      restartTimer = setTimeout(() => {
        start()
        log('info', `the server process started again (pid ${child?.pid})`)
      }, delayMs)
    }
    running.once('exit', (code, signal) => {
      // The exit can come before the last bytes of stderr (V8's out-of-memory report) are read.
      let done = false
      const once = () => {
        if (done) return
        done = true
        clearTimeout(timer)
        ended(code, signal)
      }
      const timer = setTimeout(once, STDERR_DRAIN_MS)
      if (running.stderr.readableEnded) once()
      else running.stderr.once('end', once)
    })
  }

  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      stopping = true
      clearTimeout(restartTimer)
      // A terminal's Ctrl-C reaches the server too; it drains once whatever the count.
      if (child) child.kill(signal)
      else process.exit(0)
    })
  }
  start()
}
