import { beijingDate } from '@/locales/dates'
import { parseBadgeCode } from '@/registration/badge-format'

import type { OfflineKit, ScanVia, SyncAnswer } from '../contract'
import { SYNC_BATCH_MAX } from '../contract'
import type { DoorAnswer } from '../outcomes'
import { forgetScans, type QueuedScan, queuedScans, queueScan, readKit, saveKit, type StoredKit } from './device-store'
import { checkOffline } from './offline-check'

export type Place = { gate: number; device: number }

/** What the desk shows for one scan: the door's answer, or why there is none. */
export type DeskAnswer =
  | (DoorAnswer & { via: ScanVia; offline: boolean })
  | { outcome: 'unverifiable'; via: ScanVia; offline: true }
  | { outcome: 'signedOut' }
  | { outcome: 'problem'; message: string }

export type DeskStatus = {
  online: boolean
  queued: number
  kitDay: string | null
  /** The ETag of the kit held: it changes when a newer kit is in use. */
  kitTag: string | null
  signedOut: boolean
  lastSync: string | null
}

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
  private kit: StoredKit | undefined
  private timers: number[] = []
  private syncing = false
  status: DeskStatus = { online: true, queued: 0, kitDay: null, kitTag: null, signedOut: false, lastSync: null }

  constructor(private readonly onStatus: (status: DeskStatus) => void) {}

  private set(change: Partial<DeskStatus>) {
    this.status = { ...this.status, ...change }
    this.onStatus(this.status)
  }

  async start(): Promise<void> {
    this.kit = await readKit()
    this.set({
      queued: (await queuedScans()).length,
      kitDay: this.kit?.kit.day ?? null,
      kitTag: this.kit?.etag ?? null,
      online: navigator.onLine,
    })
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
        headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
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

  /** K3: the kit (public key, void badges, today's admissions), fetched again while online; unchanged, the server answers 304. */
  async refreshKit(): Promise<void> {
    try {
      const held = this.kit?.etag
      const response = await this.call('/api/scans/kit', held ? { headers: { 'If-None-Match': held } } : {})
      if (response.status === 304 && this.kit) return
      if (!response.ok) return
      const kit = (await response.json()) as OfflineKit
      // The server's kit holds the admissions it has seen; those still queued here are added to it.
      this.kit = { kit, etag: response.headers.get('ETag'), admittedHere: await this.queuedAdmissions() }
      await saveKit(this.kit)
      this.set({ kitDay: kit.day, kitTag: this.kit.etag })
    } catch (error) {
      if (!(error instanceof Offline)) throw error
    }
  }

  /** Today's admissions still in the queue: the server has not seen them yet. */
  private async queuedAdmissions(): Promise<string[]> {
    const today = beijingDate(new Date())
    return (await queuedScans()).flatMap((scan) => {
      const number = scan.outcome === 'admitted' && beijingDate(new Date(scan.scannedAt)) === today ? parseBadgeCode(scan.code) : null
      return number ? [number.registrationNumber] : []
    })
  }

  private async remember(registrationNumber: string | undefined) {
    if (!this.kit || !registrationNumber) return
    this.kit = { ...this.kit, admittedHere: [...new Set([...this.kit.admittedHere, registrationNumber])] }
    await saveKit(this.kit)
  }

  async scan(code: string, via: ScanVia, place: Place): Promise<DeskAnswer> {
    const scanId = crypto.randomUUID()
    try {
      const response = await this.call('/api/scans/check', { method: 'POST', body: JSON.stringify({ code, via, scanId, ...place }) })
      const body = (await response.json()) as DoorAnswer
      if (response.status === 401) return { outcome: 'signedOut' }
      if (response.status === 422) return { ...body, via, offline: false }
      if (!response.ok) return { outcome: 'problem', message: messageOf(body) }
      if (body.outcome === 'admitted') await this.remember(body.registrationNumber)
      return { ...body, via, offline: false }
    } catch (error) {
      if (!(error instanceof Offline)) throw error
    }
    return this.scanOffline(code, via, scanId, place)
  }

  private async scanOffline(code: string, via: ScanVia, scanId: string, place: Place): Promise<DeskAnswer> {
    const now = new Date()
    if (!this.kit) return { outcome: 'unverifiable', via, offline: true }
    const answer = await checkOffline(code, this.kit.kit, new Set(this.kit.admittedHere), now)
    if (!answer) return { outcome: 'unverifiable', via, offline: true }
    if (answer.outcome !== 'forged') {
      await queueScan({ scanId, code: code.trim(), via, scannedAt: now.toISOString(), outcome: answer.outcome, ...place })
      this.set({ queued: (await queuedScans()).length })
    }
    if (answer.outcome === 'admitted') await this.remember(answer.registrationNumber)
    return { ...answer, via, offline: true }
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
          const body = {
            gate,
            device,
            scans: batch.map(({ scanId, code, via, scannedAt, outcome }) => ({ scanId, code, via, scannedAt, outcome })),
          }
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
