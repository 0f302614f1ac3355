export { CheckinDevices, DEVICES_SLUG, Gates, GATES_SLUG } from './gates'
export { SCANS_SLUG, Scans } from './scans'
export { CHECKIN_SETTINGS_SLUG, CheckinSettings } from './settings'
