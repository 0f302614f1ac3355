export { ExhibitorAccounts } from './accounts'
export { withBoothStaff } from './booth-staff'
export { EXHIBITOR_ACCOUNTS_SLUG, isExhibitorAccount, ownExhibitorId } from './identity'
export { withExhibitorSelfService, withExhibitorUploads } from './self-service'
