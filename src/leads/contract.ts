import { z } from 'zod'

import { SCAN_VIA, type ScanVia } from '@/checkin/contract'

import type { LeadRating } from './collection'
import type { LeadDetails } from './details'

const code = z.string({ message: '请扫描胸卡或输入登记号' }).trim().min(1, '请扫描胸卡或输入登记号').max(512, '不是本展会的胸卡')
const scanId = z.uuid({ message: '扫描编号须为 UUID' })
const device = z.string({ message: '请填写设备名称' }).trim().min(1, '请填写设备名称').max(60, '设备名称不超过 60 字')
const via = z.enum(Object.keys(SCAN_VIA) as [ScanVia, ...ScanVia[]], { message: '读取方式须为 camera、scanner 或 typed' })

/** L2: POST /api/leads/scan, one scan online. */
export const leadScanRequest = z.object({ code, via, device, scanId })

/** L3: the most scans one sync sends; a phone with more sends them in turns. */
export const LEAD_SYNC_MAX = 200

/** L3: POST /api/leads/sync, the scans a phone queued offline, each with its own id. */
export const leadSyncRequest = z.object({
  device,
  scans: z
    .array(z.object({ code, via, scanId, scannedAt: z.iso.datetime({ message: '扫描时间须为 ISO 8601 时间' }) }))
    .min(1, '没有要同步的扫描')
    .max(LEAD_SYNC_MAX, `每次最多同步 ${LEAD_SYNC_MAX} 条`),
})

/** L2–L4: one lead as the booth and the portal see it; the visitor's details only under consent (details.ts). */
export type LeadView = {
  id: number
  registrationNumber: string
  details: LeadDetails
  rating: LeadRating | null
  tags: string[]
  note: string
  answers: { question: string; answer: string }[]
  visits: number
  firstScannedAt: string
  lastScannedAt: string
  /** The names of the accounts that scanned the visitor. */
  scannedBy: string[]
}

/** Why a scan was refused, for the phone's screen (as at the door). */
export const LEAD_REFUSALS = {
  forged: '伪造或未知',
  revoked: '已撤销',
  reissued: '旧二维码作废',
  waitlisted: '候补中的胸卡',
  otherShow: '不是本展会的胸卡',
} as const
export type LeadRefusal = keyof typeof LEAD_REFUSALS

/** L2: the answer to one scan. */
export type LeadScanAnswer = { lead: LeadView; visit: 'first' | 'again' }

/** L3: what the server did with each synced scan. */
export type LeadSyncOutcome =
  | { scanId: string; outcome: 'first' | 'again' | 'replayed'; lead: number }
  | { scanId: string; outcome: 'refused'; reason: LeadRefusal; message: string }
export type LeadSyncAnswer = { results: LeadSyncOutcome[] }

/** L3: GET /api/leads/kit, what a phone keeps to scan offline: keys and void numbers, the questions; no visitor's details. */
export type LeadsKit = {
  keys: Record<string, string>
  revoked: string
  reissued: string
  questions: { key: string; label: { zh: string; en: string }; choices: { zh: string[]; en: string[] } }[]
}
