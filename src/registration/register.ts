import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { Registration } from '@/payload-types'

import { REGISTRATIONS_SLUG } from './slugs'
import { type FormProblems, mobileFieldOf, type ValidRegistration } from './form'
import { type Availability, overCap, readAvailability } from './availability'
import { personalLinkToken } from './badges'
import { queueRegistrationMail } from './mail'
import { hashToken, newRegistrationNumber, newSecret } from './secrets'

/** One registration stored by a submission, in the order of the form's rows (the one who registers first). */
export type StoredPerson = { id: number; registrationNumber: string; email: string | null }

export type RegisterOutcome =
  | { ok: true; registrationNumber: string; token: string; ids: number[]; stored: StoredPerson[]; waitlisted?: boolean }
  | { ok: false; problems: FormProblems }

/** Attempts at a fresh registration number when one drawn is taken (40 random bits: rare). */
const NUMBER_ATTEMPTS = 3

/**
 * Whether Payload refused the save for `field` (a unique index: a simultaneous submission won).
 * Read from the error's shape, not `instanceof ValidationError`: in the production build the
 * route's copy of Payload's class is not the one the error was made with.
 */
const uniqueFailure = (error: unknown, field: string): boolean => {
  const problems = (error as { data?: { errors?: unknown } } | null)?.data?.errors
  return Array.isArray(problems) && problems.some((problem) => (problem as { path?: unknown } | null)?.path === field)
}

/**
 * R1–R5: stores a valid submission, one registration per person, all or none: a group with a
 * mobile already registered is refused before anything is written (one message naming none, X15), and a mobile registered
 * before (one person) or by a simultaneous submission (the database's unique index decides)
 * takes back what this one wrote. The group shares one private-link token, so the link of the
 * one who registered opens every badge of it; the link goes back to the caller once, only its
 * hash is kept.
 */
export async function registerVisitors(
  payload: Payload,
  registration: ValidRegistration,
  language: 'zh' | 'en',
  status: 'registered' | 'waitlisted' = 'registered',
): Promise<RegisterOutcome> {
  const { people } = registration
  // A group is refused whole before anything is written; for one person the unique index answers alone.
  if (people.length > 1) {
    const taken = await payload.find({
      collection: REGISTRATIONS_SLUG,
      where: { mobile: { in: people.map((person) => person.mobile) } },
      select: { mobile: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    // X15: one answer for the whole group, naming no mobile: a group is no faster a way to learn
    // which numbers are registered than one submission (and one captcha) per number.
    if (taken.docs.length > 0) return { ok: false, problems: { form: 'groupRegistered' } }
  }

  const token = newSecret()
  const accessTokenHash = hashToken(token)
  const groupId = people.length > 1 ? randomUUID() : undefined
  const consentedAt = new Date().toISOString()
  const created: number[] = []
  const stored: StoredPerson[] = []
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
        status,
        badgeIssue: 0,
        badgeType: 'visitor',
        accessTokenHash,
      })
      created.push(doc.id)
      stored.push({ id: doc.id, registrationNumber: doc.registrationNumber, email: person.email })
      if (person.row === 0) leadNumber = doc.registrationNumber
    }
  } catch (error) {
    // The rows are written in the order of `people`: the one that failed is the next after those stored.
    const lost = uniqueFailure(error, 'mobile') ? people[created.length] : undefined
    // Every row this submission wrote carries its token's hash, also one left half-written by an
    // insert that failed after its main row (the adapter writes `days` in a statement of its own);
    // a mobile refused by the unique index on the first row left nothing to take back.
    if (created.length > 0 || !lost)
      await payload.delete({
        collection: REGISTRATIONS_SLUG,
        where: { accessTokenHash: { equals: accessTokenHash } },
        overrideAccess: true,
      })
    if (lost) return { ok: false, problems: people.length > 1 ? { form: 'groupRegistered' } : { [mobileFieldOf(lost.row)]: 'registered' } }
    throw new Error('a registration could not be stored', { cause: error })
  }
  return { ok: true, registrationNumber: leadNumber, token, ids: created, stored }
}

type NewRegistration = Omit<Registration, 'id' | 'createdAt' | 'updatedAt' | 'registrationNumber' | 'badgeSecret'>

/**
 * One registration row, written by the database adapter, not Payload's create operation: this is
 * the busiest write of the show (R9, bench:register-steps), the form's parser already checked every field
 * against the collection's limits, and the collection's hooks act on updates and deletes only
 * (tests/unit/registration-direct-write.test.ts fails when a hook is added). The unique indexes still decide.
 */
async function createWithFreshNumber(payload: Payload, data: NewRegistration): Promise<Pick<Registration, 'id' | 'registrationNumber'>> {
  for (let attempt = 1; ; attempt += 1) {
    const registrationNumber = newRegistrationNumber()
    try {
      const { id } = await payload.db.create({
        collection: REGISTRATIONS_SLUG,
        data: { ...data, registrationNumber, badgeSecret: newSecret() },
        select: { id: true },
      })
      return { id: id as number, registrationNumber }
    } catch (error) {
      if (attempt >= NUMBER_ATTEMPTS || !(uniqueFailure(error, 'registrationNumber') || uniqueFailure(error, 'badgeSecret'))) throw error
    }
  }
}

/**
 * R1–R7: a valid submission as the form's route takes it: refused while registration is not open
 * (or no longer), stored on the waiting list when one of its days is full (an e-mail is then
 * required: it is how they hear of a place), and confirmed by mail to each person who gave an
 * e-mail (queued: a mail server that fails does not fail the registration). `availability`:
 * the opening times and full days when the caller has read them already.
 */
export async function submitRegistration(
  payload: Payload,
  registration: ValidRegistration,
  language: 'zh' | 'en',
  known?: Availability,
): Promise<RegisterOutcome> {
  const availability = known ?? (await readAvailability(payload))
  if (availability.window.state !== 'open') return { ok: false, problems: { form: availability.window.state } }
  const [lead] = registration.people
  const full = registration.days.some((day) => availability.fullDays.includes(day))
  if (full && !lead?.email) return { ok: false, problems: { email: 'waitlistEmail' } }
  const outcome = await registerVisitors(payload, registration, language, full ? 'waitlisted' : 'registered')
  if (!outcome.ok) return outcome
  let waitlisted = full
  // Places taken by submissions stored at the same moment: the later ones wait.
  if (!full && (await overCap(payload, availability.capPerDay, registration.days, outcome.ids))) {
    if (!lead?.email) {
      await payload.delete({ collection: REGISTRATIONS_SLUG, where: { id: { in: outcome.ids } }, overrideAccess: true })
      return { ok: false, problems: { email: 'waitlistEmail' } }
    }
    await payload.update({
      collection: REGISTRATIONS_SLUG,
      where: { id: { in: outcome.ids } },
      data: { status: 'waitlisted' },
      overrideAccess: true,
    })
    waitlisted = true
  }
  // R3, J1: everyone who gave an e-mail gets their own mail: the one who registered the group's
  // link, each colleague their own link to their badge alone.
  const kind = waitlisted ? 'waitlisted' : 'confirmation'
  const accessTokenHash = hashToken(outcome.token)
  for (const [index, person] of outcome.stored.entries()) {
    if (!person.email) continue
    const token =
      index === 0 ? outcome.token : personalLinkToken(payload.secret, { registrationNumber: person.registrationNumber, accessTokenHash })
    await queueRegistrationMail(payload, { id: person.id, email: person.email }, kind, token)
  }
  return { ...outcome, waitlisted }
}
