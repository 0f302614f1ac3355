/** Memory and CPU of a process tree, read from /proc (Linux). */
import fs from 'node:fs'

const read = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: number, file = `/proc/${pid}/stat`): string[] | null {
  const stat = read(file)
  if (!stat) return null
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
}

/** The pid and all its descendants alive now. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const parent = Number(statFields(Number(name))?.[1] ?? Number.NaN)
    if (!Number.isFinite(parent)) continue
    children.set(parent, [...(children.get(parent) ?? []), Number(name)])
  }
  const tree: number[] = []
  const queue = [root]
  while (queue.length > 0) {
    const pid = queue.shift()
    if (pid === undefined || tree.includes(pid)) continue
    tree.push(pid)
    queue.push(...(children.get(pid) ?? []))
  }
  return tree
}

export function rssKiB(pid: number): number {
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(read(`/proc/${pid}/status`) ?? '')?.[1] ?? 0)
}

/** utime + stime in ms (clock ticks at the usual 100 Hz) of a stat file's fields. */
function statCpuMs(fields: string[] | null): number {
  // utime and stime are the 14th and 15th fields of stat, 12th and 13th after the name.
  return fields ? (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10 : 0
}

/** utime + stime of the tree in ms. */
export function cpuMs(pids: readonly number[]): number {
  return pids.reduce((total, pid) => total + statCpuMs(statFields(pid)), 0)
}

/** utime + stime in ms of a process's main thread alone (the thread Node runs JavaScript on). */
export function mainThreadCpuMs(pid: number): number {
  return statCpuMs(statFields(pid, `/proc/${pid}/task/${pid}/stat`))
}

export type ProcessPeak = { pid: number; command: string; peakMiB: number }

function commandOf(pid: number): string {
  return (read(`/proc/${pid}/cmdline`) ?? '').split('\0').join(' ').trim().slice(0, 120)
}

/** Samples the summed VmRSS of a process tree every `intervalMs`; the tree is re-read each second. */
export class RssSampler {
  private timer: NodeJS.Timeout | null = null
  private pids: number[] = []
  private ticks = 0
  private readonly perProcess = new Map<number, ProcessPeak>()
  peakKiB = 0
  samples = 0

  constructor(private readonly root: number) {}

  start(intervalMs = 100): void {
    this.sample()
    this.timer = setInterval(() => this.sample(), intervalMs)
  }

  stop(): { peakMiB: number; samples: number; processes: ProcessPeak[] } {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    const processes = [...this.perProcess.values()].sort((a, b) => b.peakMiB - a.peakMiB)
    return { peakMiB: this.peakKiB / 1024, samples: this.samples, processes }
  }

  private sample(): void {
    if (this.ticks++ % 10 === 0) this.pids = processTree(this.root)
    let total = 0
    for (const pid of this.pids) {
      const kiB = rssKiB(pid)
      total += kiB
      const known = this.perProcess.get(pid)
      if (!known) this.perProcess.set(pid, { pid, command: commandOf(pid), peakMiB: kiB / 1024 })
      else known.peakMiB = Math.max(known.peakMiB, kiB / 1024)
    }
    this.samples += 1
    this.peakKiB = Math.max(this.peakKiB, total)
  }
}
