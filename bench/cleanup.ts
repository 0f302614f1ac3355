/**
 * Everything the benchmark starts or creates registers its undoing here, so a failure or a
 * Ctrl-C still stops the server, nginx, Chromium and wrk and removes the temp folders.
 */
type Task = () => Promise<void> | void

const tasks: Task[] = []
let running: Promise<void> | null = null

/** Registers a task; the returned function unregisters it (after it was done by hand). */
export function onCleanup(task: Task): () => void {
  tasks.push(task)
  return () => {
    const index = tasks.indexOf(task)
    if (index >= 0) tasks.splice(index, 1)
  }
}

/** Runs every registered task, newest first; one that fails does not stop the others. */
export function cleanupAll(): Promise<void> {
  running ??= (async () => {
    while (tasks.length > 0) {
      const task = tasks.pop()
      try {
        await task?.()
      } catch (error) {
        console.error('cleanup failed:', error instanceof Error ? error.message : error)
      }
    }
    running = null
  })()
  return running
}

let stopping = false

/** Whether a signal asked the benchmark to stop (its failures are then expected). */
export const isStopping = () => stopping

export function installSignalHandlers(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // tsx forwards the terminal's Ctrl-C, so one press arrives twice: repeats are ignored.
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      console.error(`\n${signal}: stopping what the benchmark started…`)
      setTimeout(() => process.exit(130), 60_000).unref()
      void cleanupAll().finally(() => process.exit(130))
    })
  }
}
