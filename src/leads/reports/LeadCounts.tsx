import type { Payload } from 'payload'

import { isRegistrationStaff } from '@/accounts/access'

import { leadCountsPerExhibitor } from './figures'

/** The exhibitors the dashboard lists by name; the rest are summed in the totals. */
const SHOWN = 30

/**
 * L6: the organiser's leads block on the admin's dashboard, beside the registrations' and
 * check-in figures (管理员 and 报名管理员 only): how many visitors each exhibitor's booth
 * scanned, and how many scans. Counts only: the leads themselves are the exhibitors'.
 */
export async function LeadCounts({ payload, user }: { payload: Payload; user?: unknown }) {
  if (!isRegistrationStaff(user)) return null
  const counts = await leadCountsPerExhibitor(payload)
  const leads = counts.reduce((sum, count) => sum + count.leads, 0)
  const scans = counts.reduce((sum, count) => sum + count.scans, 0)
  return (
    <div className="lead-counts" style={{ marginBottom: '2rem' }}>
      <h2 style={{ marginBottom: '0.5rem' }}>展商线索</h2>
      <p>
        <strong data-figure="exhibitors">{counts.length}</strong> 家展商共有线索 <strong data-figure="leads">{leads}</strong> 条，扫描{' '}
        <strong data-figure="scans">{scans}</strong> 次（每家展商的每位观众一条线索；线索内容只有展商本身可见）
      </p>
      {counts.length > 0 && (
        <table style={{ width: '100%', maxWidth: '40rem', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left' }}>展商</th>
              <th style={{ textAlign: 'right' }}>线索（观众）</th>
              <th style={{ textAlign: 'right' }}>扫描次数</th>
            </tr>
          </thead>
          <tbody>
            {counts.slice(0, SHOWN).map((count) => (
              <tr key={count.exhibitor}>
                <td>{count.name}</td>
                <td style={{ textAlign: 'right' }}>{count.leads}</td>
                <td style={{ textAlign: 'right' }}>{count.scans}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
