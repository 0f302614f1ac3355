import type { CollectionConfig } from 'payload'

import { checkinEndpoints } from './endpoints'
import { ScanRecords } from './scans'

export { CheckinDevices, DEVICES_SLUG, Gates, GATES_SLUG } from './gates'
export { SCANS_SLUG } from './scans'
export { CHECKIN_SETTINGS_SLUG, CheckinSettings } from './settings'

/** K1–K4: the scans, with the door's endpoints under /api/scans/. */
export const Scans: CollectionConfig = { ...ScanRecords, endpoints: checkinEndpoints }
