import type { Payload } from 'payload'

import type { Registration } from '@/payload-types'

import { REGISTRATIONS_SLUG } from './collection'

/**
 * R8: what a visitor downloads of their registration (and of the colleagues they registered with
 * it): every field they gave and the consent record, without the stored secrets.
 */
export function ownDataExport(registrations: Registration[]) {
  return {
    exportedAt: new Date().toISOString(),
    registrations: registrations.map((registration) => ({
      registrationNumber: registration.registrationNumber,
      name: registration.name,
      mobile: registration.mobile,
      email: registration.email ?? null,
      company: registration.company,
      jobTitle: registration.jobTitle ?? null,
      industry: registration.industry,
      purpose: registration.purpose,
      days: registration.days,
      invitationCode: registration.invitationCode ?? null,
      group: registration.groupId ? true : false,
      language: registration.language,
      status: registration.status,
      consent: {
        notice: registration.noticeConsent,
        noticeVersion: registration.noticeVersion,
        consentedAt: registration.consentedAt,
        shareWithExhibitors: registration.shareWithExhibitors ?? false,
        shareWithdrawnAt: registration.shareWithdrawnAt ?? null,
      },
      registeredAt: registration.createdAt,
    })),
  }
}

/** R8: deletes for good every registration a private link opens. */
export async function deleteOwnRegistrations(payload: Payload, registrations: Registration[]): Promise<void> {
  await payload.delete({
    collection: REGISTRATIONS_SLUG,
    where: { id: { in: registrations.map((registration) => registration.id) } },
    overrideAccess: true,
  })
}

/** R8: withdraws the consent to share with exhibitors of every registration a private link opens, recording when. */
export async function withdrawSharingConsent(payload: Payload, registrations: Registration[]): Promise<void> {
  await payload.update({
    collection: REGISTRATIONS_SLUG,
    where: { id: { in: registrations.map((registration) => registration.id) } },
    data: { shareWithExhibitors: false, shareWithdrawnAt: new Date().toISOString() },
    overrideAccess: true,
  })
}
