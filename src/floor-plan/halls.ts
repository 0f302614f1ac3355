import { type CollectionBeforeChangeHook, type CollectionBeforeValidateHook, type Payload, type Validate, ValidationError } from 'payload'

import { contentKinds } from '@/content-model/content-kinds'
import { contentCollection } from '@/content-model/content-collection'
import { sortOrderField } from '@/content-model/fields'
import { openStoredFile } from '@/content-model/upload-storage'

import { readPlan } from './svg-plan'

export const HALLS_SLUG = 'halls'
const SVG_MIME = 'image/svg+xml'
/** The longest plan kept: room for a hall of 2 000 booths drawn by any editor's program. */
export const PLAN_MARKUP_MAX_LENGTH = 4_000_000

type BoothRow = { boothId?: string | null; number?: string | null; exhibitor?: unknown }
type HallData = { plan?: unknown; planBoothIds?: unknown; booths?: BoothRow[] | null }

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null && 'id' in value ? Number(value.id) : null

async function svgOfMedia(payload: Payload, id: number): Promise<string | null> {
  const media = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!media?.filename || media.mimeType !== SVG_MIME) return null
  const stored = await openStoredFile(payload, 'media', { id: media.id, filename: media.filename })
  return stored ? new Response(stored.body).text() : null
}

/**
 * B5: reads the plan's SVG when a hall is saved: its markup and booth ids are kept on the hall,
 * so the page renders it without reading the file, and each booth row is checked against it.
 * The SVG itself went through the 图片库's checks by bytes (X4: no script, handler or outside
 * reference) when it was uploaded.
 */
const readHallPlan: CollectionBeforeValidateHook = async ({ collection, data, originalDoc, req }) => {
  if (!data) return data
  const planId = idOf((data as HallData).plan ?? (originalDoc as HallData | undefined)?.plan)
  if (planId === null) return data
  const svg = await svgOfMedia(req.payload, planId)
  const refuse = (message: string) => new ValidationError({ collection: collection.slug, errors: [{ path: 'plan', message }], req }, req.t)
  if (svg === null) throw refuse('展馆平面图须是图片库中的 SVG 文件')
  const reading = readPlan(svg)
  if (!reading.ok) throw refuse(reading.problem)
  return { ...data, planMarkup: svg, planBoothIds: reading.boothIds, planViewBox: reading.viewBox }
}

/** The other rows of this hall, and of the other halls, that use this value in `field`. */
function rowsWith(rows: BoothRow[], field: keyof BoothRow, value: string): number {
  return rows.filter((row) => row[field] === value).length
}

const validateBoothId: Validate<string> = (value, { data }) => {
  if (!value) return '请填写展位 ID'
  const hall = data as HallData
  const known = Array.isArray(hall.planBoothIds) ? (hall.planBoothIds as string[]) : []
  if (!known.includes(value)) return `平面图中没有 ID 为 “${value}” 的展位`
  if (rowsWith(hall.booths ?? [], 'boothId', value) > 1) return `展位 “${value}” 已关联过：同一展位不能关联两次`
  return true
}

const validateBoothNumber: Validate<string> = (value, { data }) => {
  if (!value?.trim()) return '请填写展位号'
  if (rowsWith((data as HallData).booths ?? [], 'number', value) > 1) return `展位号 “${value}” 在本展馆中出现了两次`
  return true
}

/**
 * B5: a booth number belongs to one hall. Asked once per save for all of the hall's numbers, not
 * per row: Payload validates rows side by side, and per-row queries would hand the save's
 * transaction one query per booth at the same time (pg refuses that from version 9).
 * Drafts are not validated (as Payload's own field validation).
 */
const refuseNumbersOfOtherHalls: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req }) => {
  const booths = (data as HallData).booths ?? []
  const numbers = [...new Set(booths.map((booth) => booth.number).filter((value): value is string => Boolean(value)))]
  if ((data as { _status?: string })._status === 'draft' || numbers.length === 0) return data
  const id = (originalDoc as { id?: number } | undefined)?.id
  const { docs } = await req.payload.find({
    collection: HALLS_SLUG,
    where: { and: [{ 'booths.number': { in: numbers } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
    select: { booths: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const taken = new Set(docs.flatMap((hall) => (hall.booths ?? []).map((booth) => booth.number)))
  const errors = booths.flatMap((booth, index) =>
    booth.number && taken.has(booth.number)
      ? [{ path: `booths.${index}.number`, message: `展位号 “${booth.number}” 已在另一个展馆中使用` }]
      : [],
  )
  if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors, req }, req.t)
  return data
}

/**
 * B5: a hall of the floor plan (展位图): its SVG plan from the 图片库, and its booths, each the
 * plan's stable element id (`booth-…`, never shown) with the number printed for visitors and
 * the exhibitor it is let to. Drafts and review like all content (E2, E3).
 */
export const Halls = contentCollection({
  slug: HALLS_SLUG,
  labels: { singular: '展馆', plural: '展位图' },
  admin: {
    group: '展商与资料',
    useAsTitle: 'name',
    defaultColumns: ['name', 'sortOrder', 'updatedAt'],
    description: '展位图按展馆上传：每个展位在 SVG 中是一个 ID 以 booth- 开头的图形，在此填写它印在展位上的编号并关联展商。',
  },
  defaultSort: 'sortOrder',
  changeKind: contentKinds.floorPlan,
  hooks: { beforeValidate: [readHallPlan], beforeChange: [refuseNumbersOfOtherHalls] },
  fields: [
    { name: 'name', type: 'text', label: '展馆名称', required: true, maxLength: 60, localized: true },
    {
      name: 'plan',
      type: 'upload',
      relationTo: 'media',
      label: '平面图（SVG）',
      required: true,
      filterOptions: { mimeType: { equals: SVG_MIME } },
      admin: { description: '上传到图片库的 SVG 矢量图；含脚本或外部引用的 SVG 无法上传' },
    },
    {
      name: 'booths',
      type: 'array',
      label: '展位',
      labels: { singular: '展位', plural: '展位' },
      maxRows: 2000,
      admin: { description: '展位 ID 是图中图形的 ID（如 booth-w3-101）；展位号是印给观众看的编号（如 W3-101）' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'boothId', type: 'text', label: '展位 ID', required: true, maxLength: 64, validate: validateBoothId },
            { name: 'number', type: 'text', label: '展位号', required: true, maxLength: 20, index: true, validate: validateBoothNumber },
            { name: 'exhibitor', type: 'relationship', relationTo: 'exhibitors', label: '展商', index: true },
          ],
        },
      ],
    },
    // What the plan's SVG holds, read on save (readHallPlan): the page renders from these.
    // Z3: a hall of a couple of thousand booths is a few hundred kilobytes of SVG; Payload's default cap on text is 40 000 characters.
    { name: 'planMarkup', type: 'textarea', hidden: true, maxLength: PLAN_MARKUP_MAX_LENGTH },
    { name: 'planViewBox', type: 'text', hidden: true },
    {
      name: 'planBoothIds',
      type: 'json',
      label: '图中的展位 ID',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: '保存时从平面图读出',
        // A plain list: the JSON field's code editor would come from a CDN, and the admin loads nothing from another origin.
        components: { Field: '/floor-plan/BoothIdsField#BoothIdsField' },
      },
    },
    sortOrderField(),
  ],
})
