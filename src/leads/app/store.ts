import type { ScanVia } from '@/checkin/contract'
import { createDeviceStore } from '@/checkin/desk/device-store'

import type { LeadsKit } from '../contract'

/**
 * L3: what a booth's phone keeps in IndexedDB, and all it keeps: the kit (public key, void badge
 * numbers, the questions) and the scans made offline until sent (id, code, how read, time). A code
 * holds a registration number and a signature, no name: a lost phone gives away no visitor's details.
 */
export type QueuedLeadScan = { scanId: string; code: string; via: ScanVia; scannedAt: string }

export const { readKit, saveKit, queueScan, queuedScans, forgetScans } = createDeviceStore<LeadsKit, QueuedLeadScan>('leads', 'kit')
