/**
 * X7: saves every XSS vector of tests/helpers/xss-vectors.ts into every text and rich-text field
 * of the content model, through Payload's local API, on one data folder:
 *
 *   tsx tests/e2e/xss-fixtures.ts
 *
 * Per collection: one record per vector (vector n in each of its fields), and records holding
 * every vector in every field, placed where the site shows them (the news, exhibitor and download
 * menus, the home banners and cards, partners, footer, header, the ad). The fields are read from
 * the config, so a field added later gets vectors too. A value the CMS refuses with a validation
 * message counts as kept out; it is then written straight to the database, as an import could,
 * so the pages are tested with it all the same.
 */
import { getPayload, type CollectionSlug, type FlattenedField, type Payload } from 'payload'
import sharp from 'sharp'

import { collections } from '@/content-model'
import { loadPayloadConfig } from '@/payload/load-config'
import { doc, htmlBlock, link, p } from '@/seed/lexical'
import { pdf } from '@/seed/pdf'

import { allXssVectors, xssUrlVectors, xssVectors, type XssVector } from '../helpers/xss-vectors'
import { XSS_FIXTURES_MARKER, type XssFixtures } from './xss-fixture-data'
import { createRecord, options, refusals, saveWithRefusals, template, vectorFields, type Data, type Upload } from './xss-save'

/** Where the records go; no perVector: only the records holding every vector. */
type Placement = { perVector?: (vector: XssVector) => Data; allVectors: Data[]; file?: (name: string) => Upload }

const PASSWORD = 'X7-xss-Passw0rd!'

const oneBody = (vector: XssVector) =>
  doc(
    p(vector.value),
    p(link(`X7 链接 ${vector.id}`, vector.value)),
    p(link(vector.value, xssUrlVectors[vector.id % xssUrlVectors.length]?.value ?? '')),
    htmlBlock(vector.value),
  )
const allBody = doc(...xssVectors.flatMap((vector) => [p(vector.value), p(link(`X7 链接 ${vector.id}`, vector.value))]))

const valuesFor = (fields: FlattenedField[], text: string, body: ReturnType<typeof doc>): Data =>
  Object.fromEntries(fields.map((field) => [field.name, field.type === 'richText' ? body : text]))

const relation = (value: number | { id: number } | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id

async function plant(payload: Payload): Promise<XssFixtures> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#b21410' } })
    .png()
    .toBuffer()
  const manual = pdf('X7', [['X7']])
  const planted: XssFixtures['collections'] = {}
  const fieldsOf = (slug: CollectionSlug) => payload.collections[slug].config.flattenedFields

  async function plantCollection(slug: CollectionSlug, placement: Placement): Promise<{ perVector: number[]; allVectors: number[] }> {
    const fields = fieldsOf(slug)
    const textFields = vectorFields(fields)
    const base = await template(payload, slug, fields)
    const drafts = payload.collections[slug].config.versions?.drafts ? { _status: 'published' } : {}
    const record = (vectors: Data, extra: Data, fileName: string) =>
      createRecord(payload, slug, textFields, vectors, { ...base, ...drafts, ...extra }, placement.file?.(fileName))
    const result = { perVector: [] as number[], allVectors: [] as number[] }
    for (const extra of placement.allVectors)
      result.allVectors.push(await record(valuesFor(textFields, allXssVectors, allBody), extra, `x7-all ${allXssVectors}`))
    for (const vector of placement.perVector ? xssVectors : []) {
      const extra = placement.perVector?.(vector) ?? {}
      result.perVector.push(await record(valuesFor(textFields, vector.value, oneBody(vector)), extra, `x7-${vector.id} ${vector.value}`))
    }
    const previous = planted[slug]
    planted[slug] = {
      fields: [...textFields.map((field) => field.name), ...(placement.file ? ['filename'] : [])],
      richText: textFields.some((field) => field.type === 'richText'),
      perVector: [...(previous?.perVector ?? []), ...result.perVector],
      allVectors: [...(previous?.allVectors ?? []), ...result.allVectors],
    }
    return result
  }

  const anywhere: Placement = { perVector: () => ({}), allVectors: [{}] }
  const image = (name: string): Upload => ({ data: png, mimetype: 'image/png', name: `${name.slice(0, 60)}.png`, size: png.length })
  const document = (name: string): Upload => ({
    data: manual,
    mimetype: 'application/pdf',
    name: `${name.slice(0, 120)}.pdf`,
    size: manual.length,
  })

  const structure = await plantCollection('menus', {
    perVector: () => ({ parent: null, link: '/info', icon: null, cover: null, sortOrder: 950 }),
    allVectors: ['/news', '/show', '/download'].map((page, index) => ({ parent: null, link: page, sortOrder: 901 + index })),
  })
  const [news = 0, show = 0, download = 0] = structure.allVectors
  // The one-vector menus go under the news menu: the header shows them in its drop-down.
  for (const id of structure.perVector) await payload.db.updateOne({ collection: 'menus', id, data: { parent: news } })

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
  const articles = await plantCollection('articles', {
    perVector: (vector) => ({ menu: news, column: null, publishedAt: minutesAgo(vector.id + 1), sortOrder: vector.id }),
    allVectors: [
      { menu: news, column: null, publishedAt: minutesAgo(0) },
      ...[settings.homeCardsColumn, settings.partnersColumn, settings.footerColumnsColumn].map((column) => ({
        menu: null,
        column: relation(column),
        sortOrder: -1,
      })),
    ],
  })
  const exhibitors = await plantCollection('exhibitors', {
    perVector: (vector) => ({ sortOrder: 1000 + vector.id }),
    allVectors: [{ sortOrder: -1 }],
  })
  const documents = await plantCollection('documents', { ...anywhere, file: document })
  await plantCollection('downloads', {
    perVector: (vector) => ({ menu: download, file: documents.perVector[vector.id - 1], sortOrder: vector.id }),
    allVectors: [{ menu: download, file: documents.allVectors[0], sortOrder: -1 }],
  })
  // Banners and pictures show only their link on the site (an http(s) test, the same for each):
  // the one-vector ones stay off the visited pages, which would otherwise load 130 more images each.
  await plantCollection('rotation-charts', {
    perVector: (vector) => ({ menu: structure.perVector[0], sortOrder: vector.id }),
    allVectors: [{ menu: relation(settings.homeMenu), sortOrder: -1 }],
  })
  const pictures = await plantCollection('pictures', {
    perVector: (vector) => ({ column: null, sortOrder: vector.id }),
    allVectors: [{ column: relation(settings.qrColumn), sortOrder: -1 }],
  })
  // The header and the footer show the last item of their column.
  await plantCollection('information-items', {
    perVector: (vector) => ({ column: relation(settings.footerColumn), sortOrder: vector.id }),
    allVectors: [settings.footerColumn, settings.headerColumn].map((column) => ({ column: relation(column), sortOrder: 1_000_000 })),
  })
  await plantCollection('media', { ...anywhere, file: image })
  // Hashing 130 passwords takes a minute; one account holding every vector covers the same fields.
  await plantCollection('users', { allVectors: [{ password: PASSWORD }] })
  // B1: an exhibitor's account, for the exhibitor that holds every vector.
  await plantCollection('exhibitor-accounts', { allVectors: [{ password: PASSWORD, exhibitor: exhibitors.allVectors[0] }] })
  // The audit log (E6) is written by the server only (its fields are read-only in the admin);
  // what it records (titles, details) is text editors wrote, which its list and views show.
  const auditEntry = await payload.create({
    collection: 'audit-log',
    data: { action: 'update', title: allXssVectors, detail: allXssVectors, userEmail: 'x7@e2e.example', collectionSlug: 'articles' },
    ...options,
  })
  planted['audit-log'] = { fields: ['title', 'detail'], richText: false, perVector: [], allVectors: [auditEntry.id] }
  const planned = new Set(Object.keys(planted))
  for (const { slug } of collections)
    if (!planned.has(slug) && !slug.startsWith('payload-')) await plantCollection(slug as CollectionSlug, anywhere)

  const settingsFields = vectorFields(payload.globals.config.find((global) => global.slug === 'site-settings')?.flattenedFields ?? [])
  await saveWithRefusals(
    'site-settings',
    settingsFields,
    valuesFor(settingsFields, allXssVectors, allBody),
    async (data) => void (await payload.updateGlobal({ slug: 'site-settings', data: data as never, ...options })),
    async (data) => void (await payload.db.updateGlobal({ slug: 'site-settings', data })),
    {},
  )
  // The pop-up ad shows the picture that holds every vector.
  await payload.updateGlobal({
    slug: 'popup-ad',
    data: { enabled: true, picture: pictures.allVectors[0], startsAt: null, endsAt: null },
    ...options,
  })

  return {
    collections: planted,
    settingsFields: settingsFields.map((field) => field.name),
    refusals,
    menus: { news, show, download },
    article: articles.allVectors[0] ?? 0,
    exhibitor: exhibitors.allVectors[0] ?? 0,
  }
}

async function main(): Promise<void> {
  const payload = await getPayload({ config: await loadPayloadConfig() })
  try {
    console.log(XSS_FIXTURES_MARKER + JSON.stringify(await plant(payload)))
  } finally {
    await payload.destroy()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[xss fixtures] failed', error)
    process.exit(1)
  },
)
