import type { Payload } from 'payload'

import { recordAudit } from '@/audit-log'
import { HALLS_SLUG } from '@/floor-plan/halls'
import { LOCALES, type Locale } from '@/locales/languages'
import { REGISTRATION_SETTINGS_SLUG } from '@/registration/settings'

import type { MediaLibrary } from './media-library'
import { reasonOf, type Origin } from './origin'
import type { ImportReport } from './report'
import { inTransaction } from './write'

/** An account at the origin (another instance of this product) that may read its registration settings. */
export type SourceAccount = { email: string; password: string }

type Localized<T> = Partial<Record<Locale, T>>
type SourceHall = {
  id: number
  name: Localized<string> | string
  plan: number | { id: number } | null
  booths?: { id?: string; boothId: string; number: string; exhibitor?: number | { id: number } | null }[]
  sortOrder?: number | null
}
type SourceMedia = { id: number; url?: string | null; alt?: string | null; filename?: string | null }

/** What this product has beyond the seed's contract, read through its Payload REST API. */
export type ProductExtras = {
  /** The floor plan's halls; null when the origin has none to give (the original backend). */
  halls: SourceHall[] | null
  /** The plan of each hall, by the source media id: its address at the origin. */
  plans: Map<number, SourceMedia>
  /** The registration settings, as stored there (both languages); null when they could not be read. */
  registration: Record<string, unknown> | null
  /** Why the registration settings were not read. */
  registrationReason: 'not-offered' | 'no-account' | 'refused' | null
}

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  typeof value === 'object' && value !== null ? value.id : (value ?? null)

/** A value read with `locale=all`, in one language: each `{ zh, en }` object becomes its `locale` text. */
export function inLocale(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale))
  if (typeof value !== 'object' || value === null) return value
  const keys = Object.keys(value)
  if (keys.length > 0 && keys.every((key) => (LOCALES as readonly string[]).includes(key)))
    return (value as Localized<unknown>)[locale] ?? undefined
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, inLocale(field, locale)]))
}

/** What the REST answer holds besides what an editor sets: ids and dates Payload makes itself. */
const OWN_FIELDS = new Set(['createdAt', 'updatedAt', 'globalType', '_status', 'planMarkup', 'planViewBox', 'planBoothIds'])
const settable = (doc: Record<string, unknown>) => Object.fromEntries(Object.entries(doc).filter(([key]) => !OWN_FIELDS.has(key)))

/**
 * J5: from another instance of this product, the floor plan (halls, their SVG plans, the booths
 * and the exhibitors they are let to) and the registration settings (the notice, the lists, the
 * show days, the opening times), through its Payload REST API. Halls are public; the registration
 * settings only to one of its 管理员 or 报名管理员 (`--source-user`), as its admin would show them.
 */
export async function readProductExtras(
  origin: Origin,
  account: SourceAccount | undefined,
  report: ImportReport,
  product: boolean,
): Promise<ProductExtras> {
  const extras: ProductExtras = { halls: null, plans: new Map(), registration: null, registrationReason: 'not-offered' }
  // The original backend has no Payload REST API: nothing to ask it.
  if (!product) return extras
  let token: string | undefined
  if (account) {
    try {
      const answer = await origin.rest<{ token?: string }>('/api/users/login', { method: 'POST', body: account })
      token = answer.token
    } catch (error) {
      report.fail(`以 ${account.email} 登录原站`, reasonOf(error))
    }
  }
  try {
    const { docs } = await origin.rest<{ docs: SourceHall[] }>('/api/halls?locale=all&depth=0&pagination=false&sort=sortOrder', { token })
    extras.halls = docs
    for (const hall of docs) {
      const plan = idOf(hall.plan)
      if (plan !== null) extras.plans.set(plan, await origin.rest<SourceMedia>(`/api/media/${plan}?depth=0`, { token }))
    }
  } catch (error) {
    report.fail('读取展位图（/api/halls）', reasonOf(error))
  }
  if (!token) {
    extras.registrationReason = account ? 'refused' : 'no-account'
    return extras
  }
  try {
    extras.registration = await origin.rest<Record<string, unknown>>(`/api/globals/${REGISTRATION_SETTINGS_SLUG}?locale=all&depth=0`, {
      token,
    })
    extras.registrationReason = null
  } catch (error) {
    extras.registrationReason = 'refused'
    report.fail('读取观众登记设置', reasonOf(error))
  }
  return extras
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Saves the halls (each under its source id, as every imported item: an old `/floorplan` link
 * and the exhibitors' booth links stay right) and the registration settings, each language in
 * turn, only when something differs from what is here, published, with its 导入 entry.
 */
export async function saveProductExtras(
  payload: Payload,
  report: ImportReport,
  extras: ProductExtras,
  {
    dryRun,
    source,
    media,
    exhibitorId,
  }: { dryRun: boolean; source: string; media: MediaLibrary; exhibitorId: (id: number) => Promise<number | null> },
): Promise<void> {
  for (const hall of extras.halls ?? []) {
    const name = typeof hall.name === 'string' ? { zh: hall.name } : hall.name
    const label = `展馆「${name.zh ?? hall.id}」`
    const planSource = extras.plans.get(idOf(hall.plan) ?? 0)
    const plan = await media.picture(planSource?.url, planSource?.alt || `${name.zh ?? ''}平面图`)
    if (plan === null) {
      report.fail(label, '平面图未能获取，本展馆未导入')
      continue
    }
    // One look-up after the other: they may share the run's transaction, and a Postgres client
    // takes one query at a time.
    const booths = []
    for (const booth of hall.booths ?? []) {
      const exhibitor = idOf(booth.exhibitor)
      booths.push({ boothId: booth.boothId, number: booth.number, exhibitor: exhibitor === null ? null : await exhibitorId(exhibitor) })
    }
    const data = { plan, booths, sortOrder: hall.sortOrder ?? 0 }
    const { docs } = await payload.find({
      collection: HALLS_SLUG,
      where: { id: { equals: hall.id } },
      depth: 0,
      overrideAccess: true,
      locale: 'all',
      trash: true,
    })
    const existing = docs[0] as unknown as
      (Record<string, unknown> & { name?: Localized<string>; booths?: Record<string, unknown>[] }) | undefined
    const unchanged =
      existing &&
      same(existing.name?.zh, name.zh) &&
      same(existing.name?.en ?? null, name.en ?? null) &&
      same(idOf(existing.plan as number), plan) &&
      same(existing.sortOrder, data.sortOrder) &&
      same(
        (existing.booths ?? []).map(({ boothId, number, exhibitor }) => ({ boothId, number, exhibitor: exhibitor ?? null })),
        booths,
      )
    if (unchanged) {
      report.count('halls', 'unchanged')
      continue
    }
    if (dryRun) {
      report.count('halls', existing ? 'updated' : 'created')
      continue
    }
    try {
      await inTransaction(payload, async (req) => {
        const options = { collection: HALLS_SLUG, overrideAccess: true, draft: false, depth: 0, req } as const
        const zh = { ...data, name: name.zh ?? '', _status: 'published' as const }
        const doc = existing
          ? await payload.update({ ...options, id: hall.id, data: zh })
          : await payload.create({ ...options, data: { ...zh, id: hall.id } })
        if (name.en) await payload.update({ ...options, id: doc.id, locale: 'en', data: { name: name.en, _status: 'published' } })
        await recordAudit(req, {
          action: 'import',
          collection: HALLS_SLUG,
          documentId: doc.id,
          title: label,
          detail: `${existing ? '更新' : '新建'}：${source}，来源 ID ${hall.id}`,
        })
      })
      report.count('halls', existing ? 'updated' : 'created')
    } catch (error) {
      report.fail(label, reasonOf(error))
    }
  }

  if (!extras.registration) return
  const wanted = settable(extras.registration)
  const current = settable(
    (await payload.findGlobal({ slug: REGISTRATION_SETTINGS_SLUG, depth: 0, overrideAccess: true, locale: 'all' })) as unknown as Record<
      string,
      unknown
    >,
  )
  if ((Object.keys(wanted) as string[]).every((field) => same(current[field], wanted[field]))) {
    report.count(REGISTRATION_SETTINGS_SLUG, 'unchanged')
    return
  }
  if (dryRun) return report.count(REGISTRATION_SETTINGS_SLUG, 'updated')
  try {
    await inTransaction(payload, async (req) => {
      for (const locale of LOCALES) {
        const data = inLocale(wanted, locale) as Record<string, unknown>
        await payload.updateGlobal({ slug: REGISTRATION_SETTINGS_SLUG, data, locale, overrideAccess: true, depth: 0, req })
      }
      await recordAudit(req, { action: 'import', collection: REGISTRATION_SETTINGS_SLUG, title: '观众登记设置', detail: `更新：${source}` })
    })
    report.count(REGISTRATION_SETTINGS_SLUG, 'updated')
  } catch (error) {
    report.fail('观众登记设置', reasonOf(error))
  }
}
