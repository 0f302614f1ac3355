import { type Endpoint, type PayloadRequest, ValidationError } from 'payload'

import { Refusal } from '@/content-model/refusals'

import { exhibitorCategories } from '@/content-model/exhibitor-categories'

import { ownExhibitorId } from './identity'
import type { ProfileTexts } from './portal-data'
import { INTRODUCTION_MAX, introductionFromText } from './rich-text'

/** What the portal's profile form sends: both languages at once. */
type ProfileInput = ProfileTexts & {
  logo: number | null
  products: { id?: string; nameCN: string; nameEN: string; picture: number | null; descriptionCN: string; descriptionEN: string }[]
  /** 提交审核: the draft goes to the reviewers (待审核); else it stays a draft (草稿). */
  submit: boolean
}

const MAX_PRODUCTS = 20
const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max + 1) : '')
const mediaId = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null)

/** The form's input, each field cut to a bound (the collection's validation says what is too long), or the problems per field. */
function readProfile(
  body: Record<string, unknown>,
): { ok: true; profile: ProfileInput } | { ok: false; errors: { path: string; message: string }[] } {
  const errors: { path: string; message: string }[] = []
  const rows = Array.isArray(body.products) ? (body.products as Record<string, unknown>[]) : []
  if (rows.length > MAX_PRODUCTS) errors.push({ path: 'products', message: `展品最多 ${MAX_PRODUCTS} 项` })
  const category = text(body.category, 40)
  if (!(exhibitorCategories as readonly string[]).includes(category)) errors.push({ path: 'category', message: '请选择展品类别' })
  for (const field of ['introductionCN', 'introductionEN'] as const) {
    if (text(body[field], INTRODUCTION_MAX).length > INTRODUCTION_MAX)
      errors.push({ path: field, message: `企业简介不超过 ${INTRODUCTION_MAX} 字` })
  }
  const profile: ProfileInput = {
    nameCN: text(body.nameCN, 120),
    nameEN: text(body.nameEN, 200),
    category,
    website: text(body.website, 500),
    contactCN: text(body.contactCN, 500),
    contactEN: text(body.contactEN, 500),
    introductionCN: text(body.introductionCN, INTRODUCTION_MAX),
    introductionEN: text(body.introductionEN, INTRODUCTION_MAX),
    logo: mediaId(body.logo),
    products: rows.slice(0, MAX_PRODUCTS).map((row) => ({
      id: typeof row.id === 'string' ? row.id : undefined,
      nameCN: text(row.nameCN, 100),
      nameEN: text(row.nameEN, 100),
      picture: mediaId(row.picture),
      descriptionCN: text(row.descriptionCN, 500),
      descriptionEN: text(row.descriptionEN, 500),
    })),
    submit: body.submit === true,
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, profile }
}

/**
 * B2: POST /api/exhibitor-accounts/profile: the signed-in exhibitor saves its own company's
 * profile as a draft, Chinese and English, and submits it for review when asked. Saved through
 * Payload as the exhibitor (access rules, validation, review state, audit log and versions
 * apply as to any save); the published profile changes only when a reviewer publishes it.
 */
export const profileEndpoint: Endpoint = {
  path: '/profile',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const id = ownExhibitorId(req.user)
    if (id === null) throw new Refusal('请先登录展商中心', 401)
    const body = (req.json ? await req.json().catch(() => null) : null) as Record<string, unknown> | null
    if (!body || typeof body !== 'object') throw new Refusal('请求内容不是 JSON 对象', 400)
    const read = readProfile(body)
    if (!read.ok) throw new ValidationError({ collection: 'exhibitors', errors: read.errors, req }, req.t)
    const { profile } = read
    const save = { collection: 'exhibitors', id, draft: true, depth: 0, user: req.user, overrideAccess: false, req } as const
    const chinese = await req.payload.update({
      ...save,
      locale: 'zh',
      data: {
        nameCN: profile.nameCN,
        nameEN: profile.nameEN,
        category: profile.category as (typeof exhibitorCategories)[number],
        website: profile.website,
        logo: profile.logo,
        contact: profile.contactCN,
        introduction: introductionFromText(profile.introductionCN) as never,
        products: profile.products.map((row) => ({ id: row.id, name: row.nameCN, picture: row.picture, description: row.descriptionCN })),
        reviewState: profile.submit ? 'pending' : 'draft',
      },
    })
    const rowIds = (chinese.products ?? []).map((row) => row.id)
    await req.payload.update({
      ...save,
      locale: 'en',
      data: {
        contact: profile.contactEN,
        introduction: introductionFromText(profile.introductionEN) as never,
        products: profile.products.map((row, index) => ({
          id: rowIds[index],
          name: row.nameEN || row.nameCN,
          picture: row.picture,
          description: row.descriptionEN,
        })),
      },
    })
    return Response.json(
      { message: profile.submit ? '已提交审核，审核通过后在展商名录中显示' : '草稿已保存' },
      { headers: { 'Cache-Control': 'no-store, private' } },
    )
  },
}
