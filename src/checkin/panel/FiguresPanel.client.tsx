'use client'

import { useEffect, useState } from 'react'

import { BEIJING } from '@/locales/dates'

import type { CheckinFigures } from '../contract'

/** K4: how often the panel asks again. */
const REFRESH_MS = 5000
const TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: BEIJING,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

function Bars({ rows }: { rows: { label: string; value: number }[] }) {
  const most = Math.max(1, ...rows.map((row) => row.value))
  return (
    <ul className="figures-bars">
      {rows.map((row) => (
        <li key={row.label}>
          <span className="figures-bars__label">{row.label}</span>
          <span className="figures-bars__bar" style={{ width: `${(row.value / most) * 100}%` }} />
          <span className="figures-bars__value">{row.value}</span>
        </li>
      ))}
    </ul>
  )
}

/** K4: the organiser's live figures of the day at the door, asked again every few seconds. */
export function FiguresPanel({ initial }: { initial: CheckinFigures }) {
  const [figures, setFigures] = useState(initial)
  const [problem, setProblem] = useState('')

  useEffect(() => {
    const timer = window.setInterval(async () => {
      try {
        const response = await fetch('/api/scans/figures', { credentials: 'same-origin', cache: 'no-store' })
        if (!response.ok) return setProblem(response.status === 401 ? '登录已过期，请刷新页面重新登录' : '统计暂不可用')
        setFigures((await response.json()) as CheckinFigures)
        setProblem('')
      } catch {
        setProblem('网络中断，稍后自动重试')
      }
    }, REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [])

  const share = figures.registered > 0 ? Math.round((figures.admitted / figures.registered) * 100) : 0
  return (
    <div className="figures">
      <h1>今日入场 {figures.day}</h1>
      <p className="figures-updated" role="status">
        更新于 {TIME.format(new Date(figures.generatedAt))}，每 {REFRESH_MS / 1000} 秒自动刷新{problem ? ` · ${problem}` : ''}
      </p>
      <dl className="figures-totals">
        <div>
          <dt>已入场</dt>
          <dd data-figure="admitted">{figures.admitted}</dd>
        </div>
        <div>
          <dt>今日登记</dt>
          <dd data-figure="registered">{figures.registered}</dd>
        </div>
        <div>
          <dt>到场率</dt>
          <dd>{share}%</dd>
        </div>
        <div>
          <dt>拒绝</dt>
          <dd>{figures.refused}</dd>
        </div>
      </dl>
      <h2>各入口</h2>
      <Bars rows={figures.perGate.map((gate) => ({ label: gate.gate, value: gate.admitted }))} />
      <h2>每小时</h2>
      <Bars rows={figures.perHour.map((hour) => ({ label: `${String(hour.hour).padStart(2, '0')}:00`, value: hour.admitted }))} />
      <h2>离线重复入场 {figures.doubleAdmissions}</h2>
      {figures.doubles.length > 0 ? (
        <table className="figures-doubles">
          <thead>
            <tr>
              <th>登记号</th>
              <th>时间</th>
              <th>入口</th>
            </tr>
          </thead>
          <tbody>
            {figures.doubles.map((double) => (
              <tr key={`${double.registrationNumber}-${double.scannedAt}`}>
                <td>{double.registrationNumber}</td>
                <td>{TIME.format(new Date(double.scannedAt))}</td>
                <td>{double.gate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>无</p>
      )}
    </div>
  )
}
