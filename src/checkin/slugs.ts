/** The check-in collections and global, by slug (one place, so the rooms' modules need not import each other). */
export const GATES_SLUG = 'gates'
export const DEVICES_SLUG = 'checkin-devices'
export const SCANS_SLUG = 'scans'
export const CHECKIN_SETTINGS_SLUG = 'checkin-settings'
