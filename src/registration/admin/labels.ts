import type { Payload } from 'payload'

import { type Choice, readShownRegistrationSettings, registrationFormSettings } from '../form-settings'

/** The lists a registration's codes come from, as the settings name them. */
export type ChoiceList = 'industry' | 'purpose' | 'day'

/** R6: the list's choices in Chinese, from the registration settings (the read cache a save clears). */
export async function registrationChoices(payload: Payload): Promise<Record<ChoiceList, Choice[]>> {
  const settings = registrationFormSettings(await readShownRegistrationSettings(payload, 'zh'))
  return { industry: settings.industryChoices, purpose: settings.purposeChoices, day: settings.dayChoices }
}

/** A stored code as staff read it: its label, or the code itself marked as no longer offered. */
export function labelOf(choices: Choice[], code: string): string {
  return choices.find((choice) => choice.value === code)?.label ?? `${code}（设置中已无此项）`
}
