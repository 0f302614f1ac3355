import { beijingDate } from '@/locales/dates'
import { parseBadgeCode } from '@/registration/badge-format'

import type { OfflineKit, SyncAnswer } from '../contract'
import { SYNC_BATCH_MAX } from '../contract'
import type { DoorAnswer } from '../outcomes'
import { forgetScans, type QueuedScan, queuedScans, queueScan, readKit, saveKit } from './device-store'
import { checkOffline } from './offline-check'

export type Place = { gate: number; device: number }

/** What the desk shows for one scan: the door's answer, or why there is none. */
export type DeskAnswer =
  | (DoorAnswer & { offline: boolean })
  | { outcome: 'unverifiable'; offline: true }
  | { outcome: 'signedOut' }
  | { outcome: 'problem'; message: string }

export type DeskStatus = { online: boolean; queued: number; kitDay: string | null; signedOut: boolean; lastSync: string | null }

/** How long a scan waits for the server before the desk answers offline. */
const ONLINE_TIMEOUT_MS = 4000
const KIT_REFRESH_MS = 60_000
const SYNC_RETRY_MS = 10_000
/** Sessions end 30 minutes after their last renewal (E7): an open desk renews its own. */
const SESSION_RENEW_MS = 10 * 60_000

class Offline extends Error {}

const messageOf = (body: unknown): string =>
  (body as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message ?? '服务器拒绝了请求'

/**
 * K1, K3: the desk's link to the door: each scan goes to the server while it answers; when the
 * network drops (or the server fails) the desk answers from the signed badge and the kit, and
 * queues the scan with its own id to send when the network is back.
 */
export class DoorClient {
  private kit: OfflineKit | undefined
  private timers: number[] = []
  private syncing = false
  status: DeskStatus = { online: true, queued: 0, kitDay: null, signedOut: false, lastSync: null }

  constructor(private readonly onStatus: (status: DeskStatus) => void) {}

  private set(change: Partial<DeskStatus>) {
    this.status = { ...this.status, ...change }
    this.onStatus(this.status)
  }

  async start(): Promise<void> {
    this.kit = await readKit()
    this.set({ queued: (await queuedScans()).length, kitDay: this.kit?.day ?? null, online: navigator.onLine })
    const back = () => void this.sync().then(() => this.refreshKit())
    const dropped = () => this.set({ online: false })
    window.addEventListener('online', back)
    window.addEventListener('offline', dropped)
    this.timers.push(
      window.setInterval(() => void this.refreshKit(), KIT_REFRESH_MS),
      window.setInterval(() => void this.sync(), SYNC_RETRY_MS),
      window.setInterval(() => void this.call('/api/users/refresh-token', { method: 'POST' }).catch(() => undefined), SESSION_RENEW_MS),
    )
    this.stop = () => {
      window.removeEventListener('online', back)
      window.removeEventListener('offline', dropped)
      for (const timer of this.timers) window.clearInterval(timer)
    }
    await this.refreshKit()
    await this.sync()
  }

  stop = (): void => {}

  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    if (!navigator.onLine) throw new Offline()
    let response: Response
    try {
      response = await fetch(path, {
        ...init,
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { 'Content-Type': 'application/json' },
        signal: AbortSignal.timeout(ONLINE_TIMEOUT_MS),
      })
    } catch {
      this.set({ online: false })
      throw new Offline()
    }
    if (response.status >= 500) {
      this.set({ online: false })
      throw new Offline()
    }
    this.set({ online: true, ...(response.status === 401 ? { signedOut: true } : {}) })
    return response
  }

  /** K3: the kit (public key, void badges, today's admissions), fetched again while online. */
  async refreshKit(): Promise<void> {
    try {
      const response = await this.call('/api/scans/kit')
      if (!response.ok) return
      this.kit = (await response.json()) as OfflineKit
      await this.mergeQueuedAdmissions()
      await saveKit(this.kit)
      this.set({ kitDay: this.kit.day })
    } catch (error) {
      if (!(error instanceof Offline)) throw error
    }
  }

  /** Admissions still in the queue belong to the day's admitted list the server has not seen yet. */
  private async mergeQueuedAdmissions() {
    if (!this.kit) return
    const today = beijingDate(new Date())
    const admitted = new Set(this.kit.day === today ? this.kit.admitted : [])
    for (const scan of await queuedScans())
      if (scan.outcome === 'admitted' && beijingDate(new Date(scan.scannedAt)) === today) {
        const number = parseBadgeCode(scan.code)?.registrationNumber
        if (number) admitted.add(number)
      }
    this.kit = { ...this.kit, day: today, admitted: [...admitted] }
  }

  private async remember(registrationNumber: string | undefined) {
    if (!this.kit || !registrationNumber) return
    await this.mergeQueuedAdmissions()
    this.kit = { ...this.kit, admitted: [...new Set([...this.kit.admitted, registrationNumber])] }
    await saveKit(this.kit)
  }

  async scan(code: string, place: Place): Promise<DeskAnswer> {
    const scanId = crypto.randomUUID()
    try {
      const response = await this.call('/api/scans/check', { method: 'POST', body: JSON.stringify({ code, scanId, ...place }) })
      const body = (await response.json()) as DoorAnswer
      if (response.status === 401) return { outcome: 'signedOut' }
      if (response.status === 422) return { ...body, offline: false }
      if (!response.ok) return { outcome: 'problem', message: messageOf(body) }
      if (body.outcome === 'admitted') await this.remember(body.registrationNumber)
      return { ...body, offline: false }
    } catch (error) {
      if (!(error instanceof Offline)) throw error
    }
    return this.scanOffline(code, scanId, place)
  }

  private async scanOffline(code: string, scanId: string, place: Place): Promise<DeskAnswer> {
    const now = new Date()
    if (!this.kit) return { outcome: 'unverifiable', offline: true }
    await this.mergeQueuedAdmissions()
    const answer = await checkOffline(code, this.kit, new Set(this.kit.admitted), now)
    if (!answer) return { outcome: 'unverifiable', offline: true }
    if (answer.outcome !== 'forged') {
      await queueScan({ scanId, code: code.trim(), scannedAt: now.toISOString(), outcome: answer.outcome, ...place })
      this.set({ queued: (await queuedScans()).length })
    }
    if (answer.outcome === 'admitted') await this.remember(answer.registrationNumber)
    return { ...answer, offline: true }
  }

  /** K3: sends the queued scans in batches (per gate and device); each leaves the queue once the server has taken it. */
  async sync(): Promise<SyncAnswer | null> {
    if (this.syncing) return null
    this.syncing = true
    try {
      const queue = await queuedScans()
      const places = new Map<string, QueuedScan[]>()
      for (const scan of queue) {
        const place = `${scan.gate}:${scan.device}`
        places.set(place, [...(places.get(place) ?? []), scan])
      }
      let last: SyncAnswer | null = null
      for (const scans of places.values())
        for (let start = 0; start < scans.length; start += SYNC_BATCH_MAX) {
          const batch = scans.slice(start, start + SYNC_BATCH_MAX)
          const [{ gate, device }] = batch as [QueuedScan]
          const body = { gate, device, scans: batch.map(({ scanId, code, scannedAt, outcome }) => ({ scanId, code, scannedAt, outcome })) }
          const response = await this.call('/api/scans/sync', { method: 'POST', body: JSON.stringify(body) })
          if (!response.ok) return null
          last = (await response.json()) as SyncAnswer
          await forgetScans(last.results.map((result) => result.scanId))
          this.set({ queued: (await queuedScans()).length, lastSync: new Date().toISOString() })
        }
      return last
    } catch (error) {
      if (!(error instanceof Offline)) throw error
      return null
    } finally {
      this.syncing = false
    }
  }
}
