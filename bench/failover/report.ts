/** The failover run's figures as printed by `npm run loadtest:failover`, ending in PASS or FAIL. */
import { PHASES } from './access-log'
import type { FailoverRun } from './run'

const count = (value: number) => value.toLocaleString('en-US').replace(/,/g, ' ')
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`)

export function printFailoverRun(run: FailoverRun, log: (line: string) => void): void {
  const { settings, wrk, accessLog, timeline } = run
  const at = (epochMs: number) => `${((epochMs - timeline.loadStart) / 1000).toFixed(1)} s`
  const [killed] = run.instances
  log('')
  log(
    `Failover through nginx: ${wrk.seconds.toFixed(0)} s (at least ${settings.seconds} s, and ${settings.afterBackSeconds} s after the restart is ready), ${settings.connections} connections, ${settings.threads} wrk threads (${settings.timeoutSeconds} s timeout), ${run.instances.length} instances, ${run.nginxVersion}`,
  )
  log(`paths in turn: ${run.paths.join(', ')}`)
  if (killed)
    log(
      `${killed.name} (${killed.address}) sent ${settings.stopSignal} at ${at(timeline.killedAt)}, restarted at ${at(timeline.restartedAt)}, ready again at ${at(timeline.backAt)}`,
    )
  log('')
  log(`requests          ${count(wrk.requests)} in ${wrk.seconds.toFixed(1)} s (${count(Math.round(wrk.rps))} req/s)`)
  log(`latency           p50 ${ms(wrk.p50Ms)}, p99 ${ms(wrk.p99Ms)}, max ${ms(wrk.maxMs)}`)
  const socket = wrk.socketErrors
  log(`socket errors     connect ${socket.connect}, read ${socket.read}, write ${socket.write}, timeout ${socket.timeout}`)
  log(`non-2xx/3xx       ${wrk.badStatus}`)
  log(
    `nginx access log  ${count(accessLog.requests)} requests: ${accessLog.serverErrors} with 5xx (${accessLog.badGateway} × 502), ` +
      `${count(accessLog.retried)} retried on the other instance, ${accessLog.clientClosed} × 499 (wrk's requests in flight at its end)`,
  )
  const errors = [...run.nginxErrors].sort((a, b) => b[1] - a[1])
  log(`nginx error log   ${errors.length === 0 ? 'empty' : 'by message:'}`)
  for (const [message, times] of errors.slice(0, 8)) log(`  ${count(times)} × ${message}`)
  log('')
  log(`answered by                    before the kill   ${killed?.name ?? 'instance'} down   after its restart`)
  for (const [answeredBy, phases] of accessLog.perInstance) {
    const name = run.instances.find((instance) => instance.address === answeredBy)?.name ?? ''
    const cells = PHASES.map((phase) => count(phases[phase]).padStart(15)).join('   ')
    log(`${`${answeredBy} ${name}`.padEnd(30)} ${cells}`)
  }
  log('slowest requests (nginx request time; when they ended):')
  for (const { endedAt, line } of accessLog.slowest) log(`  at ${at(endedAt)}: ${line}`)
  log('')
  if (run.problems.length === 0) {
    const back = killed ? (accessLog.perInstance.get(killed.address)?.afterRestart ?? 0) : 0
    log(`PASS: no request failed; ${killed?.name} was killed, restarted and answered ${count(back)} requests after its restart.`)
    return
  }
  log('FAIL:')
  for (const problem of run.problems) log(`  - ${problem}`)
  if (accessLog.failures.length > 0) {
    log('failed requests as nginx logged them (first 10):')
    for (const line of accessLog.failures) log(`  ${line}`)
  }
  log(run.diagnostics)
}
