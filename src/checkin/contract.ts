import { z } from 'zod'

import { DOOR_OUTCOMES, type DoorOutcome } from './outcomes'
import type { ReEntryRule } from './settings'

const id = z.number({ message: '请选择' }).int().positive({ message: '请选择' })
const code = z.string({ message: '请扫描胸卡或输入登记号' }).trim().min(1, '请扫描胸卡或输入登记号').max(512, '不是本展会的胸卡')
const scanId = z.uuid({ message: '扫描编号须为 UUID' })
const outcomes = Object.keys(DOOR_OUTCOMES) as [DoorOutcome, ...DoorOutcome[]]

/**
 * X16: how a code reached the desk. A call that does not say is taken as read by a scanner: a
 * bare registration number counts only when the staff typed it (and then checks the name shown).
 */
export const SCAN_VIA = { camera: '摄像头', scanner: '扫码枪', typed: '手输登记号' } as const
export type ScanVia = keyof typeof SCAN_VIA
const via = z
  .enum(Object.keys(SCAN_VIA) as [ScanVia, ...ScanVia[]], { message: '读取方式须为 camera、scanner 或 typed' })
  .default('scanner')

/** K1, K2: POST /api/scans/check, a scan online. */
export const checkRequest = z.object({ code, via, gate: id, device: id, scanId: scanId.optional() })

/** K3: the most scans one sync sends; a device with more sends them in turns. */
export const SYNC_BATCH_MAX = 200

/** K3: POST /api/scans/sync, the scans a device queued while offline, each with its own id. */
export const syncRequest = z.object({
  gate: id,
  device: id,
  scans: z
    .array(
      z.object({
        scanId,
        code,
        via,
        scannedAt: z.iso.datetime({ message: '扫描时间须为 ISO 8601 时间' }),
        outcome: z.enum(outcomes, { message: '离线结果无效' }),
      }),
    )
    .min(1, '没有要同步的扫描')
    .max(SYNC_BATCH_MAX, `每次最多同步 ${SYNC_BATCH_MAX} 条`),
})

/** K3: what the server did with each synced scan. */
export type SyncedScan = { scanId: string; outcome: DoorOutcome; taken: boolean; doubleAdmission: boolean }
export type SyncAnswer = { results: SyncedScan[]; taken: number; alreadyTaken: number; doubleAdmissions: number }

/**
 * K3, Z4: GET /api/scans/kit, what a device keeps to go on admitting offline: no names, no
 * mobiles. The sets are number-set.ts's compact encoding (5 bytes a badge, 7 with its issue).
 */
export type OfflineKit = {
  day: string
  reEntry: ReEntryRule
  /** Key id → raw Ed25519 public key (base64url). */
  keys: Record<string, string>
  /** Registration numbers whose badges are void (revoked, cancelled, waiting). */
  revoked: string
  /** Badges re-issued, each with its current issue: a signed badge of an older issue is void. */
  reissued: string
  /** Registration numbers admitted already under the re-entry rule (today, or during the show). */
  admitted: string
}

/** K4: GET /api/scans/figures. */
export type CheckinFigures = {
  day: string
  registered: number
  admitted: number
  refused: number
  doubleAdmissions: number
  perGate: { gate: string; admitted: number }[]
  perHour: { hour: number; admitted: number }[]
  /** K3: badges let in twice while a device was offline (found when its scans came in). */
  doubles: { registrationNumber: string; scannedAt: string; gate: string }[]
  generatedAt: string
}

/** The field errors of a refused request, as Payload's error envelope carries them. */
export const fieldProblems = (error: z.ZodError): { path: string; message: string }[] =>
  error.issues.map((issue) => ({ path: issue.path.join('.') || 'body', message: issue.message }))
