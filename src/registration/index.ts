export { REGISTRATIONS_SLUG, Registrations } from './collection'
export { REGISTRATION_SETTINGS_SLUG, RegistrationSettings } from './settings'
