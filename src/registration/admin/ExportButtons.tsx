import type { Payload } from 'payload'

import { RegistrationFilters } from './RegistrationFilters.client'
import { registrationChoices } from './labels'

/**
 * R6: above the registrations list: the list's filters (by label, from the registration
 * settings) for the list and for the four exports (CSV or XLSX; everything, or the exhibitors'
 * list of consenting visitors), each export recorded in the audit log.
 */
export async function RegistrationExportButtons({ payload }: { payload: Payload }) {
  const choices = await registrationChoices(payload)
  return <RegistrationFilters days={choices.day} industries={choices.industry} purposes={choices.purpose} />
}
