export { ExhibitorAccounts } from './accounts'
export { withBoothStaff } from './booth-staff'
export {
  ACCOUNT_ROLE_LABELS,
  accountExhibitorId,
  type AccountRole,
  EXHIBITOR_ACCOUNTS_SLUG,
  isExhibitorAccount,
  isStaffAccount,
  ownExhibitorId,
} from './identity'
export { withExhibitorSelfService, withExhibitorUploads } from './self-service'
