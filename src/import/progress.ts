import type { Progress } from './report'

const megabytes = (bytes: number): string => `${(bytes / 1_048_576).toFixed(1)} MB`

const BAR_WIDTH = 30

/**
 * I3: on a terminal one line redrawn in place, a bar of the items done and the bytes downloaded;
 * elsewhere (a log file, CI) one plain line per step.
 */
export function createProgress(stream: NodeJS.WriteStream): Progress {
  let done = 0
  let total = 0
  let bytes = 0
  const tty = stream.isTTY === true

  const draw = (label: string): void => {
    const ratio = total > 0 ? Math.min(1, done / total) : 0
    const filled = Math.round(ratio * BAR_WIDTH)
    const bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`
    const line = `${bar} ${done}/${total || '?'} 项 · ${megabytes(bytes)} · ${label}`
    const width = Math.max(20, (stream.columns ?? 100) - 1)
    stream.write(`\r\u001b[2K${line.length > width ? `${line.slice(0, width - 1)}…` : line}`)
  }

  return {
    expect(count) {
      total = count
    },
    reading(label) {
      if (tty) draw(label)
      else stream.write(`${label}\n`)
    },
    item(label) {
      done += 1
      if (tty) draw(label)
      else stream.write(`[${done}/${total || '?'}] ${label}\n`)
    },
    bytes(count) {
      bytes += count
    },
    done() {
      if (tty) stream.write('\n')
      else stream.write(`共 ${done} 项，下载 ${megabytes(bytes)}\n`)
    },
  }
}
