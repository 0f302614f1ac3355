import Link from 'next/link'
import type { Payload } from 'payload'

import { isRegistrationStaff } from '@/accounts/access'

import { readRegistrationFormSettings } from '../form-settings'
import { type Count, registrationStats } from './stats'

const BAR_HEIGHT = 22
const CHART_WIDTH = 640
const LABEL_WIDTH = 140

/** R6: registered (and checked in) per show day as horizontal bars: a small SVG, no chart library. */
function DayChart({ counts, labels }: { counts: Count[]; labels: Map<string, string> }) {
  const most = Math.max(1, ...counts.map((count) => count.registered + count.waitlisted))
  const scale = (value: number) => Math.round(((CHART_WIDTH - LABEL_WIDTH - 200) * value) / most)
  const height = counts.length * (BAR_HEIGHT + 8) + 8
  return (
    <svg
      className="registration-dashboard__chart"
      role="img"
      aria-label="每日登记人数"
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      width="100%"
      style={{ maxWidth: CHART_WIDTH }}
    >
      {counts.map((count, index) => {
        const y = 8 + index * (BAR_HEIGHT + 8)
        return (
          <g key={count.key}>
            <text x={0} y={y + 15} fontSize={13} fill="currentColor">
              {labels.get(count.key) ?? count.key}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={scale(count.registered)} height={BAR_HEIGHT} fill="#0b5394" />
            <rect x={LABEL_WIDTH} y={y} width={scale(count.checkedIn)} height={BAR_HEIGHT} fill="#6aa84f" />
            <rect x={LABEL_WIDTH + scale(count.registered)} y={y} width={scale(count.waitlisted)} height={BAR_HEIGHT} fill="#f1c232" />
            <text x={LABEL_WIDTH + scale(count.registered + count.waitlisted) + 6} y={y + 15} fontSize={13} fill="currentColor">
              {count.registered}
              {count.waitlisted ? ` + 候补 ${count.waitlisted}` : ''}（入场 {count.checkedIn}）
            </text>
          </g>
        )
      })}
    </svg>
  )
}

function CountTable({ title, counts, labels }: { title: string; counts: Count[]; labels?: Map<string, string> }) {
  return (
    <section style={{ flex: '1 1 16rem', minWidth: 0 }}>
      <h3 style={{ marginBottom: '0.5rem' }}>{title}</h3>
      {counts.length === 0 ? (
        <p style={{ opacity: 0.7 }}>暂无登记</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left' }}>{title.replace('按', '')}</th>
              <th style={{ textAlign: 'right' }}>已登记</th>
              <th style={{ textAlign: 'right' }}>候补</th>
              <th style={{ textAlign: 'right' }}>已入场</th>
            </tr>
          </thead>
          <tbody>
            {counts.slice(0, 20).map((count) => (
              <tr key={count.key}>
                <td>{labels?.get(count.key) ?? count.key}</td>
                <td style={{ textAlign: 'right' }}>{count.registered}</td>
                <td style={{ textAlign: 'right' }}>{count.waitlisted}</td>
                <td style={{ textAlign: 'right' }}>{count.checkedIn}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

/**
 * R6: the dashboard's registration block for 管理员 and 报名管理员 (nothing for anyone else):
 * totals, a bar chart per show day, and counts per industry and invitation code.
 */
export async function RegistrationDashboard({ payload, user }: { payload: Payload; user?: unknown }) {
  if (!isRegistrationStaff(user)) return null
  const [stats, settings] = await Promise.all([registrationStats(payload), readRegistrationFormSettings(payload, 'zh')])
  const dayLabels = new Map(settings.dayChoices.map((day) => [day.value, day.label]))
  const industryLabels = new Map(settings.industryChoices.map((choice) => [choice.value, choice.label]))
  return (
    <div className="registration-dashboard" style={{ marginBottom: '2rem' }}>
      <h2 style={{ marginBottom: '0.5rem' }}>观众登记</h2>
      <p>
        已登记 <strong>{stats.total}</strong> 人 · 候补 <strong>{stats.waitlisted}</strong> 人 · 已入场 <strong>{stats.checkedIn}</strong>{' '}
        人 · <Link href="/admin/collections/registrations">登记列表与导出</Link>
      </p>
      <DayChart counts={stats.byDay} labels={dayLabels} />
      <p style={{ fontSize: '0.85em', opacity: 0.75 }}>蓝：已登记　绿：其中已入场　黄：候补</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2rem' }}>
        <CountTable title="按参观日期" counts={stats.byDay} labels={dayLabels} />
        <CountTable title="按行业" counts={stats.byIndustry} labels={industryLabels} />
        <CountTable title="按邀请码" counts={stats.byCode} />
      </div>
    </div>
  )
}
