'use client'

import Link from 'next/link'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'

import type { ScanVia } from '@/checkin/contract'
import { startCamera } from '@/checkin/desk/camera'
import { verifyBadgeOffline } from '@/checkin/desk/offline-check'

import { LEAD_SYNC_MAX, type LeadScanAnswer, type LeadsKit, type LeadSyncAnswer, type LeadView } from '../contract'
import { forgetScans, queuedScans, queueScan, readKit, saveKit } from './store'
import { type LeadsLanguage, leadsText } from './text'

/** What the screen shows for the last scan. */
type Shown =
  | { kind: 'idle' }
  | { kind: 'lead'; lead: LeadView; visit: LeadScanAnswer['visit']; typed: boolean }
  | { kind: 'refused'; message: string }
  | { kind: 'queued' }
  | { kind: 'unverifiable' }
  | { kind: 'signedOut' }

const ONLINE_TIMEOUT_MS = 4000
const KIT_REFRESH_MS = 60_000
const SYNC_RETRY_MS = 10_000
const DEVICE_KEY = 'leads-device'

class Offline extends Error {}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(ONLINE_TIMEOUT_MS),
    })
  } catch (error) {
    throw new Offline('no answer', { cause: error })
  }
}

const messageOf = (body: unknown): string =>
  (body as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message ?? '服务器拒绝了请求'

/**
 * L1–L4 /leads: booth staff scan visitors' badges (camera, handheld scanner, typed number), see
 * the lead under the visitor's consent, and qualify it. Offline, a signed badge is verified with
 * the kit's public key and queued with its own id, sent once the network is back.
 */
export function LeadsApp({ staff, language: initialLanguage }: { staff: string; language: LeadsLanguage }) {
  const [language, setLanguage] = useState<LeadsLanguage>(initialLanguage)
  const text = leadsText(language)
  const [online, setOnline] = useState(true)
  const [queued, setQueued] = useState(0)
  const [device, setDevice] = useState('')
  const [shown, setShownNow] = useState<Shown>({ kind: 'idle' })
  const [answers, setAnswers] = useState(0)
  const setShown = (next: Shown) => {
    setShownNow(next)
    setAnswers((count) => count + 1)
  }
  const [kit, setKit] = useState<LeadsKit | null>(null)
  const [cameraOn, setCameraOn] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const stopCamera = useRef<(() => void) | null>(null)
  const lastCode = useRef<{ code: string; at: number }>({ code: '', at: 0 })

  useEffect(() => {
    // The device's name and kit as kept on this phone, read once it has rendered.
    const kept = window.setTimeout(() => setDevice(localStorage.getItem(DEVICE_KEY) ?? ''), 0)
    void readKit().then((stored) => stored && setKit(stored))
    if ('serviceWorker' in navigator) {
      void navigator.serviceWorker.register('/leads/sw.js', { scope: '/leads' }).then(async () => {
        const ready = await navigator.serviceWorker.ready
        const urls = [location.pathname, ...performance.getEntriesByType('resource').map((entry) => entry.name)]
        ready.active?.postMessage({ type: 'cache', urls })
      })
    }
    return () => window.clearTimeout(kept)
  }, [])

  const refreshKit = useCallback(async () => {
    try {
      const response = await call('/api/leads/kit')
      if (response.status === 401) return setShown({ kind: 'signedOut' })
      if (!response.ok) return
      const fresh = (await response.json()) as LeadsKit
      setKit(fresh)
      setOnline(true)
      await saveKit(fresh)
    } catch {
      setOnline(false)
    }
  }, [])

  const sync = useCallback(async () => {
    const queue = await queuedScans()
    setQueued(queue.length)
    if (queue.length === 0) return
    const batch = queue.slice(0, LEAD_SYNC_MAX)
    try {
      const response = await call('/api/leads/sync', {
        method: 'POST',
        body: JSON.stringify({ device: device || 'phone', scans: batch }),
      })
      if (!response.ok) return
      setOnline(true)
      const answer = (await response.json()) as LeadSyncAnswer
      await forgetScans(answer.results.map((result) => result.scanId))
      setQueued((await queuedScans()).length)
    } catch {
      setOnline(false)
    }
  }, [device])

  useEffect(() => {
    const first = window.setTimeout(() => {
      void refreshKit()
      void sync()
    }, 0)
    const kitTimer = window.setInterval(() => void refreshKit(), KIT_REFRESH_MS)
    const syncTimer = window.setInterval(() => void sync(), SYNC_RETRY_MS)
    const back = () => {
      setOnline(true)
      void sync()
    }
    window.addEventListener('online', back)
    return () => {
      window.clearTimeout(first)
      window.clearInterval(kitTimer)
      window.clearInterval(syncTimer)
      window.removeEventListener('online', back)
    }
  }, [refreshKit, sync])

  const offlineScan = async (code: string, via: ScanVia, scanId: string) => {
    setOnline(false)
    const held = kit ?? (await readKit()) ?? null
    const verified = held && via !== 'typed' ? await verifyBadgeOffline(code, held) : null
    if (!verified) return setShown({ kind: 'unverifiable' })
    if (verified.outcome !== 'valid') return setShown({ kind: 'refused', message: verified.reason })
    await queueScan({ scanId, code, via, scannedAt: new Date().toISOString() })
    setQueued((await queuedScans()).length)
    setShown({ kind: 'queued' })
  }

  const scan = async (code: string, via: ScanVia) => {
    const trimmed = code.trim()
    if (!trimmed) return
    const scanId = crypto.randomUUID()
    try {
      const response = await call('/api/leads/scan', {
        method: 'POST',
        body: JSON.stringify({ code: trimmed, via, device: device || 'phone', scanId }),
      })
      setOnline(true)
      const body: unknown = await response.json().catch(() => null)
      if (response.status === 401) return setShown({ kind: 'signedOut' })
      if (!response.ok) return setShown({ kind: 'refused', message: messageOf(body) })
      const answer = body as LeadScanAnswer
      setShown({ kind: 'lead', lead: answer.lead, visit: answer.visit, typed: via === 'typed' })
    } catch (error) {
      if (error instanceof Offline) return offlineScan(trimmed, via, scanId)
      throw error
    }
  }

  // The camera keeps running across answers; each code it reads goes to the latest `scan`.
  const latestScan = useRef(scan)
  useEffect(() => {
    latestScan.current = scan
  })

  const onCameraCode = (code: string) => {
    // A badge held before the camera is read many times a second: one scan per badge per moment.
    const now = Date.now()
    if (code === lastCode.current.code && now - lastCode.current.at < 3000) return
    lastCode.current = { code, at: now }
    void latestScan.current(code, 'camera')
  }

  const toggleCamera = async () => {
    if (stopCamera.current) {
      stopCamera.current()
      stopCamera.current = null
      return setCameraOn(false)
    }
    if (!video.current) return
    stopCamera.current = await startCamera(video.current, onCameraCode)
    setCameraOn(true)
  }

  const submit = (via: ScanVia) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const field = event.currentTarget.elements.namedItem('code') as HTMLInputElement
    void scan(field.value, via)
    field.value = ''
  }

  return (
    <main className="desk leads" lang={language === 'en' ? 'en' : 'zh-CN'}>
      <header className="desk-bar">
        <span className="desk-staff">{staff}</span>
        <span role="status" className="leads-net" data-online={online} data-queued={queued}>
          {online ? text.online : text.offline}
          {queued > 0 && ` · ${text.queued(queued)}`}
        </span>
        <button type="button" className="desk-button" onClick={() => setLanguage(language === 'en' ? 'zh' : 'en')}>
          {text.language}
        </button>
      </header>
      <label className="leads-device">
        {text.device}
        <input
          value={device}
          maxLength={60}
          onChange={(event) => {
            setDevice(event.target.value)
            localStorage.setItem(DEVICE_KEY, event.target.value)
          }}
        />
      </label>
      <section className="desk-controls">
        <button type="button" className="desk-button desk-button--camera" onClick={() => void toggleCamera()}>
          {cameraOn ? text.stopCamera : text.camera}
        </button>
        <video ref={video} className={cameraOn ? 'desk-camera desk-camera--on' : 'desk-camera'} muted playsInline />
        <form className="desk-entry" onSubmit={submit('scanner')}>
          <label>
            {text.scanner}
            <input id="leads-code" name="code" autoComplete="off" autoFocus maxLength={512} />
          </label>
        </form>
        <form className="desk-entry" onSubmit={submit('typed')}>
          <label>
            {text.typed}
            <input id="leads-typed" name="code" autoComplete="off" maxLength={12} />
          </label>
          <button type="submit" className="desk-button desk-button--primary">
            {text.scan}
          </button>
        </form>
      </section>
      <div className="leads-answer" data-kind={shown.kind} data-count={answers}>
        <Answer shown={shown} language={language} kit={kit} />
      </div>
    </main>
  )
}

function Answer({ shown, language, kit }: { shown: Shown; language: LeadsLanguage; kit: LeadsKit | null }) {
  const text = leadsText(language)
  switch (shown.kind) {
    case 'idle':
      return <section className="desk-answer desk-answer--idle" aria-live="polite" />
    case 'refused':
      return (
        <section className="desk-answer desk-answer--forged" role="alert">
          <h2>{text.refused}</h2>
          <p>{shown.message}</p>
        </section>
      )
    case 'queued':
      return (
        <section className="desk-answer desk-answer--unverifiable" role="status">
          <p>{text.savedOffline}</p>
        </section>
      )
    case 'unverifiable':
      return (
        <section className="desk-answer desk-answer--unverifiable" role="alert">
          <p>{text.unverifiable}</p>
        </section>
      )
    case 'signedOut':
      return (
        <section className="desk-answer desk-answer--problem" role="alert">
          <p>
            <Link href="/leads">{text.signedOut}</Link>
          </p>
        </section>
      )
    case 'lead':
      return <LeadCard key={`${shown.lead.id}-${shown.lead.visits}`} shown={shown} language={language} kit={kit} />
  }
}

function LeadCard({ shown, language, kit }: { shown: Extract<Shown, { kind: 'lead' }>; language: LeadsLanguage; kit: LeadsKit | null }) {
  const text = leadsText(language)
  const { lead } = shown
  const [status, setStatus] = useState('')
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const tags = String(form.get('tags') ?? '')
      .split(/[,，、]/)
      .map((tag) => tag.trim())
      .filter(Boolean)
    const answers = (kit?.questions ?? []).flatMap((question) => {
      const answer = String(form.get(`q-${question.key}`) ?? '').trim()
      return answer ? [{ question: question.key, answer }] : []
    })
    const rating = form.get('rating')
    try {
      const response = await call(`/api/leads/${lead.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ rating: rating || null, tags, note: String(form.get('note') ?? ''), answers }),
      })
      setStatus(response.ok ? text.saved : messageOf(await response.json().catch(() => null)))
    } catch {
      setStatus(text.offline)
    }
  }
  const answerOf = (key: string) => lead.answers.find((answer) => answer.question === key)?.answer ?? ''
  return (
    <section className="desk-answer desk-answer--admitted leads-card" aria-live="polite">
      <h2>
        {shown.visit === 'first' ? text.first : text.again} · {text.visits(lead.visits)}
      </h2>
      <p className="leads-number">{lead.registrationNumber}</p>
      {lead.details.shared ? (
        <dl className="leads-details">
          <dt className="visually-hidden">name</dt>
          <dd className="leads-name">{lead.details.name}</dd>
          <dd>{lead.details.company}</dd>
          {lead.details.jobTitle && <dd>{lead.details.jobTitle}</dd>}
          {lead.details.mobile && <dd>{lead.details.mobile}</dd>}
          {lead.details.email && <dd>{lead.details.email}</dd>}
        </dl>
      ) : (
        <p className="leads-no-consent">{text.noConsent}</p>
      )}
      {shown.typed && <p>{text.typedHint}</p>}
      <form className="leads-qualify" onSubmit={(event) => void save(event)}>
        <fieldset>
          <legend>{text.rating}</legend>
          {(['hot', 'warm', 'cold'] as const).map((rating) => (
            <label key={rating}>
              <input type="radio" name="rating" value={rating} defaultChecked={lead.rating === rating} /> {text.ratings[rating]}
            </label>
          ))}
        </fieldset>
        <label>
          {text.tags}
          <input name="tags" defaultValue={lead.tags.join(', ')} />
        </label>
        {(kit?.questions ?? []).map((question) => (
          <label key={question.key}>
            {question.label[language]}
            {question.choices[language].length > 0 ? (
              <select name={`q-${question.key}`} defaultValue={answerOf(question.key)}>
                <option value="" />
                {question.choices[language].map((choice) => (
                  <option key={choice}>{choice}</option>
                ))}
              </select>
            ) : (
              <input name={`q-${question.key}`} maxLength={200} defaultValue={answerOf(question.key)} />
            )}
          </label>
        ))}
        <label>
          {text.note}
          <textarea name="note" maxLength={2000} defaultValue={lead.note} />
        </label>
        <button type="submit" className="desk-button desk-button--primary">
          {text.save}
        </button>
        {status && <p role="status">{status}</p>}
      </form>
    </section>
  )
}
