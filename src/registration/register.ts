import { randomUUID } from 'node:crypto'

import { type Payload, ValidationError } from 'payload'

import type { Registration } from '@/payload-types'

import { REGISTRATIONS_SLUG } from './collection'
import { type FormProblems, mobileFieldOf, type ValidRegistration } from './form'
import { hashToken, newRegistrationNumber, newSecret } from './secrets'

export type RegisterOutcome = { ok: true; registrationNumber: string; token: string } | { ok: false; problems: FormProblems }

/** Attempts at a fresh registration number when one drawn is taken (40 random bits: rare). */
const NUMBER_ATTEMPTS = 3

const uniqueFailure = (error: unknown, field: string): boolean =>
  error instanceof ValidationError && error.data.errors.some((problem) => problem.path === field)

/**
 * R1–R5: stores a valid submission, one registration per person, all or none: a mobile already
 * registered is refused before anything is written, and one registered by a simultaneous
 * submission (the database's unique index decides) takes back what this one wrote. The group
 * shares one private-link token, so the link of the one who registered opens every badge of it;
 * the link goes back to the caller once, only its hash is kept.
 */
export async function registerVisitors(payload: Payload, registration: ValidRegistration, language: 'zh' | 'en'): Promise<RegisterOutcome> {
  const { people } = registration
  const taken = await payload.find({
    collection: REGISTRATIONS_SLUG,
    where: { mobile: { in: people.map((person) => person.mobile) } },
    select: { mobile: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const alreadyRegistered = (mobile: string) => taken.docs.some((doc) => doc.mobile === mobile)
  const refused = people.filter((person) => alreadyRegistered(person.mobile))
  if (refused.length > 0)
    return { ok: false, problems: Object.fromEntries(refused.map((person) => [mobileFieldOf(person.row), 'registered'])) }

  const token = newSecret()
  const accessTokenHash = hashToken(token)
  const groupId = people.length > 1 ? randomUUID() : undefined
  const consentedAt = new Date().toISOString()
  const created: number[] = []
  let leadNumber = ''
  try {
    for (const person of people) {
      const doc = await createWithFreshNumber(payload, {
        name: person.name,
        mobile: person.mobile,
        email: person.email,
        jobTitle: person.jobTitle,
        company: registration.company,
        industry: registration.industry,
        purpose: registration.purpose,
        days: registration.days,
        invitationCode: registration.invitationCode,
        groupId,
        language,
        noticeConsent: true,
        noticeVersion: registration.noticeVersion,
        consentedAt,
        shareWithExhibitors: registration.shareWithExhibitors,
        status: 'registered',
        badgeIssue: 0,
        accessTokenHash,
      })
      created.push(doc.id)
      if (person.row === 0) leadNumber = doc.registrationNumber
    }
  } catch (error) {
    if (created.length > 0) await payload.delete({ collection: REGISTRATIONS_SLUG, where: { id: { in: created } }, overrideAccess: true })
    const lost = people.find((person) => uniqueFailure(error, 'mobile') && person.row >= created.length)
    if (lost) return { ok: false, problems: { [mobileFieldOf(lost.row)]: 'registered' } }
    throw new Error('a registration could not be stored', { cause: error })
  }
  return { ok: true, registrationNumber: leadNumber, token }
}

type NewRegistration = Omit<Registration, 'id' | 'createdAt' | 'updatedAt' | 'registrationNumber' | 'badgeSecret'>

async function createWithFreshNumber(payload: Payload, data: NewRegistration) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await payload.create({
        collection: REGISTRATIONS_SLUG,
        data: { ...data, registrationNumber: newRegistrationNumber(), badgeSecret: newSecret() },
        overrideAccess: true,
        depth: 0,
      })
    } catch (error) {
      if (attempt >= NUMBER_ATTEMPTS || !(uniqueFailure(error, 'registrationNumber') || uniqueFailure(error, 'badgeSecret'))) throw error
    }
  }
}
