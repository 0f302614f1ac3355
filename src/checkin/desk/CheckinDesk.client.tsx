'use client'

import Link from 'next/link'
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'

import { BEIJING } from '@/locales/dates'

import type { ScanVia } from '../contract'
import { DOOR_OUTCOMES } from '../outcomes'
import type { DeskPlaces } from '../places'
import { startCamera } from './camera'
import { type DeskAnswer, type DeskStatus, DoorClient, type Place } from './door-client'
import { soundFor } from './sound'

const PLACE_KEY = 'checkin-place'
/** A code the camera keeps seeing is one scan, not one per frame. */
const SAME_CODE_MS = 10_000

/** The gate and device this desk stands at, remembered on the device (ids only). */
const placeListeners = new Set<() => void>()
const subscribePlace = (listener: () => void) => {
  placeListeners.add(listener)
  return () => void placeListeners.delete(listener)
}
function savePlace(place: Place) {
  localStorage.setItem(PLACE_KEY, JSON.stringify(place))
  for (const listener of placeListeners) listener()
}
function knownPlace(saved: string | null, places: DeskPlaces): Place | null {
  const place = JSON.parse(saved ?? 'null') as Place | null
  const known = place && places.gates.some((gate) => gate.id === place.gate) && places.devices.some((device) => device.id === place.device)
  return known ? place : null
}

const TIME = new Intl.DateTimeFormat('zh-CN', { timeZone: BEIJING, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

const HEADLINES: Record<DeskAnswer['outcome'], string> = {
  ...DOOR_OUTCOMES,
  unverifiable: '无法离线核验',
  signedOut: '请重新登录',
  problem: '无法检票',
}

function AnswerDetails({ answer }: { answer: DeskAnswer }) {
  if (answer.outcome === 'unverifiable')
    return answer.via === 'typed' ? (
      <p>手输登记号需联网核验（离线无法核对姓名），未放行、未记录：请恢复网络后再输，或扫描观众的胸卡二维码。</p>
    ) : (
      <p>此码需联网核验（旧版胸卡），请恢复网络后再扫，或请观众出示新版电子胸卡。</p>
    )
  if (answer.outcome === 'signedOut') return <p>登录已过期。离线记录仍保存在本机，重新登录后自动同步。</p>
  if (answer.outcome === 'problem') return <p>{answer.message}</p>
  return (
    <>
      {answer.via === 'typed' && answer.outcome !== 'forged' && (
        <p className="desk-answer__typed">手输登记号：请核对姓名和单位与本人相符</p>
      )}
      {answer.name && <p className="desk-answer__name">{answer.name}</p>}
      {answer.company && <p>{answer.company}</p>}
      {answer.registrationNumber && <p className="desk-answer__number">登记号 {answer.registrationNumber}</p>}
      {answer.days && <p>参观日期：{answer.days.join('、')}</p>}
      {answer.first && (
        <p className="desk-answer__first">
          首次入场 {TIME.format(new Date(answer.first.at))}
          {answer.first.gate ? `，${answer.first.gate}` : ''}
          {answer.first.staff ? `，检票员 ${answer.first.staff}` : ''}
        </p>
      )}
      {answer.reason && <p>{answer.reason}</p>}
      {answer.offline && <p className="desk-answer__offline">离线核验，已存入待同步队列</p>}
    </>
  )
}

/**
 * K1, K3: the door's check-in desk for one phone or scanner: choose the gate and device once,
 * then scan with the camera, a handheld scanner (it types the code and Enter) or the number
 * typed by hand. The answer fills the screen in its colour, with its sound; offline the desk
 * goes on from the signed badge and sends its queue when the network is back.
 */
export function CheckinDesk({ places, staff, figuresLink }: { places: DeskPlaces; staff: string; figuresLink: boolean }) {
  const saved = useSyncExternalStore(
    subscribePlace,
    () => localStorage.getItem(PLACE_KEY),
    () => null,
  )
  const place = useMemo(() => knownPlace(saved, places), [saved, places])
  const [choosing, setChoosing] = useState(false)
  const [answer, setAnswer] = useState<DeskAnswer | null>(null)
  const [answers, setAnswers] = useState(0)
  const [status, setStatus] = useState<DeskStatus | null>(null)
  const [cameraOn, setCameraOn] = useState(false)
  const [cameraProblem, setCameraProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const client = useRef<DoorClient | null>(null)
  const video = useRef<HTMLVideoElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const typed = useRef<HTMLInputElement>(null)
  const lastCode = useRef({ code: '', at: 0 })

  useEffect(() => {
    const door = new DoorClient(setStatus)
    client.current = door
    void door.start()
    if ('serviceWorker' in navigator)
      void navigator.serviceWorker.register('/checkin/sw.js', { scope: '/checkin' }).then(async () => {
        // What this page loaded (its scripts, styles and the reader), so that it opens again offline.
        const urls = [location.pathname, ...performance.getEntriesByType('resource').map((entry) => entry.name)]
        ;(await navigator.serviceWorker.ready).active?.postMessage({ type: 'cache', urls })
      })
    return () => door.stop()
  }, [])

  const check = useCallback(
    async (code: string, via: ScanVia) => {
      const door = client.current
      if (!door || !place || !code.trim()) return
      setBusy(true)
      try {
        const result = await door.scan(code, via, place)
        setAnswer(result)
        setAnswers((count) => count + 1)
        soundFor(result.outcome)
      } finally {
        setBusy(false)
      }
    },
    [place],
  )

  // The camera keeps running across answers; each code it reads goes to the latest `check`.
  const latestCheck = useRef(check)
  useEffect(() => {
    latestCheck.current = check
  }, [check])

  useEffect(() => {
    if (!cameraOn || !video.current) return
    let stop: (() => void) | undefined
    let cancelled = false
    setCameraProblem('')
    startCamera(video.current, (code) => {
      const now = Date.now()
      if (code === lastCode.current.code && now - lastCode.current.at < SAME_CODE_MS) return
      lastCode.current = { code, at: now }
      void latestCheck.current(code, 'camera')
    })
      .then((stopCamera) => {
        if (cancelled) stopCamera()
        else stop = stopCamera
      })
      .catch((error: unknown) => {
        setCameraProblem(
          error instanceof Error && error.name === 'NotAllowedError' ? '未获准使用摄像头：请在浏览器设置中允许' : '无法打开摄像头',
        )
        setCameraOn(false)
      })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [cameraOn])

  /** X16: the scanner's field (a handheld scanner types the code and Enter) and the field for a number typed by hand. */
  const submitFrom = (field: HTMLInputElement | null, via: ScanVia) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!field) return
    const code = field.value
    field.value = ''
    void check(code, via)
    field.focus()
  }

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const chosen = { gate: Number(form.get('gate')), device: Number(form.get('device')) }
    savePlace(chosen)
    setChoosing(false)
  }

  const gateName = places.gates.find((gate) => gate.id === place?.gate)?.name
  const deviceName = places.devices.find((device) => device.id === place?.device)?.name

  if (choosing || !place)
    return (
      <form className="desk-setup" onSubmit={choose}>
        <h1>选择入口和设备</h1>
        {places.gates.length === 0 || places.devices.length === 0 ? (
          <p className="desk-problem">尚未设置入口或检票设备：请报名管理员在后台“检票入场”中添加。</p>
        ) : (
          <>
            <label>
              入口
              <select name="gate" defaultValue={place?.gate} required>
                {places.gates.map((gate) => (
                  <option key={gate.id} value={gate.id}>
                    {gate.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              设备
              <select name="device" defaultValue={place?.device} required>
                {places.devices.map((device) => (
                  <option key={device.id} value={device.id}>
                    {device.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="desk-button desk-button--primary">
              开始检票
            </button>
          </>
        )}
      </form>
    )

  const tone = answer ? `desk-answer--${answer.outcome}` : 'desk-answer--idle'
  return (
    <div className="desk">
      <header className="desk-bar">
        <button type="button" className="desk-bar__place" onClick={() => setChoosing(true)} aria-label="更换入口和设备">
          {gateName} · {deviceName}
        </button>
        <span
          className={`desk-bar__net ${status?.online === false ? 'desk-bar__net--off' : ''}`}
          role="status"
          data-kit-day={status?.kitDay ?? undefined}
          data-kit-tag={status?.kitTag ?? undefined}
        >
          {status?.online === false ? '离线' : '在线'}
          {status && status.queued > 0 ? ` · 待同步 ${status.queued}` : ''}
        </span>
      </header>
      {status?.signedOut && (
        <p className="desk-problem">
          登录已过期：
          <button type="button" className="desk-button" onClick={() => location.reload()}>
            重新登录
          </button>
          （待同步的记录保留在本机）
        </p>
      )}
      <section className={`desk-answer ${tone}`} aria-live="assertive" data-outcome={answer?.outcome ?? 'idle'} data-count={answers}>
        <p className="desk-answer__headline">{answer ? HEADLINES[answer.outcome] : '请扫描胸卡'}</p>
        {answer && <AnswerDetails answer={answer} />}
      </section>
      <div className={`desk-camera ${cameraOn ? 'desk-camera--on' : ''}`}>
        <video ref={video} muted playsInline aria-label="摄像头画面" />
      </div>
      {cameraProblem && <p className="desk-problem">{cameraProblem}</p>}
      <div className="desk-controls">
        <form className="desk-entry" onSubmit={(event) => submitFrom(input.current, 'scanner')(event)}>
          <label htmlFor="desk-code" className="visually-hidden">
            扫码枪扫描胸卡二维码
          </label>
          <input
            id="desk-code"
            ref={input}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            placeholder="扫码枪扫描胸卡二维码"
            autoFocus
          />
          <button type="submit" className="desk-button" disabled={busy}>
            核验
          </button>
        </form>
        <form className="desk-entry" onSubmit={(event) => submitFrom(typed.current, 'typed')(event)}>
          <label htmlFor="desk-typed" className="visually-hidden">
            手输登记号
          </label>
          <input
            id="desk-typed"
            ref={typed}
            name="typed"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            placeholder="手输登记号（如 K7M2-QH9X）"
          />
          <button type="submit" className="desk-button" disabled={busy}>
            核对
          </button>
        </form>
        <button type="button" className="desk-button desk-button--primary desk-button--camera" onClick={() => setCameraOn(!cameraOn)}>
          {cameraOn ? '关闭摄像头' : '摄像头扫码'}
        </button>
        <p className="desk-staff">
          检票员 {staff}
          {figuresLink && (
            <>
              {' · '}
              <Link href="/checkin/panel">入场统计</Link>
            </>
          )}
        </p>
      </div>
    </div>
  )
}
