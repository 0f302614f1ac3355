import type { Payload } from 'payload'

/** Options every local-API call of the seed passes: no cache revalidation, no access checks. */
export const seedOptions = {
  context: { disableRevalidate: true },
  overrideAccess: true,
} as const

export type SeedContext = {
  payload: Payload
  log: (msg: string) => void
}

export type Upload = {
  /** File name, with extension; may be Chinese. */
  name: string
  mimetype: string
  data: Buffer
}

/**
 * The seed's options with a context object of the upload's own: the S3 adapter marks the
 * context it is given while it stores a file and unmarks a copy, so a shared one would keep
 * every later upload out of the bucket.
 */
const uploadOptions = () => ({ ...seedOptions, context: { ...seedOptions.context } })

/** Stores an image in the `media` collection and returns its id. */
export async function uploadMedia(ctx: SeedContext, alt: string, upload: Upload): Promise<number> {
  const doc = await ctx.payload.create({
    collection: 'media',
    data: { alt },
    file: { data: upload.data, mimetype: upload.mimetype, name: upload.name, size: upload.data.length },
    ...uploadOptions(),
  })
  return doc.id
}

/** Stores a downloadable file in the `documents` collection and returns the stored document. */
export async function uploadDocument(ctx: SeedContext, upload: Upload): Promise<{ id: number; filename: string }> {
  const doc = await ctx.payload.create({
    collection: 'documents',
    data: {},
    file: { data: upload.data, mimetype: upload.mimetype, name: upload.name, size: upload.data.length },
    ...uploadOptions(),
  })
  return { id: doc.id, filename: doc.filename ?? '' }
}

/** A date in Beijing time (UTC+8) as an ISO string. */
export function beijing(date: string, time = '10:00'): string {
  return new Date(`${date}T${time}:00+08:00`).toISOString()
}

const DAY_MS = 86_400_000
/** Noon in Beijing: the same calendar day in UTC, whatever the shift. */
const beijingNoon = (date: string) => Date.parse(`${date}T12:00:00+08:00`)

/**
 * SPEC §7, E5: demo dates move back by whole days so that the newest is the day before seeding:
 * nothing is dated in the future, which would mean "scheduled", and their spacing stays.
 */
export function inThePast(dates: string[], now = Date.now()): (date: string) => string {
  const newest = Math.max(...dates.map(beijingNoon))
  const shiftDays = Math.max(0, Math.ceil((newest - (now - DAY_MS)) / DAY_MS))
  return (date) => new Date(beijingNoon(date) - shiftDays * DAY_MS).toISOString().slice(0, 10)
}
