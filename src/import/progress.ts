import type { Progress } from './report'

const megabytes = (bytes: number): string => `${(bytes / 1_048_576).toFixed(1)} MB`

const BAR_WIDTH = 30

/** Columns a character takes on a terminal: Chinese characters and full-width forms take two. */
const columnsOf = (char: string): number => ((char.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1)

/** The line cut to the terminal's width, so that redrawing it in place never wraps. */
function fit(line: string, width: number): string {
  let used = 0
  let fitted = ''
  for (const char of line) {
    used += columnsOf(char)
    if (used > width - 1) return `${fitted}…`
    fitted += char
  }
  return fitted
}

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
    stream.write(`\r\u001b[2K${fit(line, Math.max(20, (stream.columns || 80) - 1))}`)
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
