/**
 * Adds what the e2e tests need beyond the demo content, through Payload's local API (and the
 * database adapter where the CMS validation would refuse it, as a remote backend might not).
 *
 *   tsx tests/e2e/fixtures.ts main              cards for S21/S31, hostile HTML for S32
 *   tsx tests/e2e/fixtures.ts missing-columns   settings naming columns that do not exist, no ad (S31)
 */
import fs from 'node:fs'
import path from 'node:path'

import { sql, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'

import { getEnv } from '@/config/env'
import { loadPayloadConfig } from '@/payload/load-config'
import { doc, link, p } from '@/seed/lexical'

import { FIXTURES_MARKER, MISSING_COLUMN_ID, type Fixtures } from './fixture-data'

const options = { context: { disableRevalidate: true }, overrideAccess: true } as const

const columnId = (value: number | { id: number } | null | undefined, name: string): number => {
  if (value === null || value === undefined) throw new Error(`the seed set no ${name}`)
  return typeof value === 'number' ? value : value.id
}

async function brokenCover(payload: Payload): Promise<number> {
  const data = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#456' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'e2e 失效封面' },
    file: { data, mimetype: 'image/png', name: 'e2e-broken-cover.png', size: data.length },
    ...options,
  })
  // The record stays, the file goes: the page must hide the broken picture (S31).
  const dir = path.resolve(getEnv().MEDIA_DIR, 'images')
  for (const name of fs.readdirSync(dir)) if (name.startsWith('e2e-broken-cover')) fs.rmSync(path.join(dir, name))
  return media.id
}

async function addMain(payload: Payload): Promise<Fixtures> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const cards = columnId(settings.homeCardsColumn, 'home cards column')
  const card = (title: string, sortOrder: number, extra: Record<string, unknown>) =>
    payload.create({
      collection: 'articles',
      data: {
        title,
        subtitle: 'e2e 测试卡片',
        column: cards,
        sortOrder,
        publishedAt: new Date().toISOString(),
        _status: 'published',
        ...extra,
      },
      ...options,
    })

  const httpLink = 'https://partner.example/e2e-card'
  const httpCard = await card('E2E 外链卡片', 901, { link: httpLink })
  const scriptCard = await card('E2E 脚本链接卡片', 902, {})
  await payload.db.updateOne({ collection: 'articles', id: scriptCard.id, data: { link: 'javascript:alert(1)' } })
  const detailCard = await card('E2E 详情卡片', 903, { cover: await brokenCover(payload), detail: doc(p('e2e 详情正文')) })

  const footerColumns = columnId(settings.footerColumnsColumn, 'footer columns column')
  const { docs } = await payload.find({
    collection: 'articles',
    where: { column: { equals: footerColumns } },
    sort: ['sortOrder', '-publishedAt', 'id'],
    limit: 1,
    depth: 0,
  })
  const hostile = docs[0]
  if (!hostile) throw new Error('the seed has no footer column article')
  const hostileDetail = doc(
    p('<script>window.__e2eXss = 1</script>'),
    p('<img src=x onerror="window.__e2eXss = 2">'),
    p('<svg onload="window.__e2eXss = 3"></svg>'),
    p(link('e2e 脚本链接', 'javascript:window.__e2eXss = 4')),
  )
  const previous = hostile.detail?.root.children ?? []
  // G5: the database adapter takes a localized field as { locale: value } and replaces all of the
  // document's locale rows: every locale is written back, the Chinese detail with the payloads.
  const all = (await payload.findByID({ collection: 'articles', id: hostile.id, locale: 'all', depth: 0 })) as unknown as Record<
    string,
    Record<string, unknown> | undefined
  >
  await payload.db.updateOne({
    collection: 'articles',
    id: hostile.id,
    data: {
      title: all.title,
      subtitle: all.subtitle,
      detail: { ...all.detail, zh: { root: { ...hostileDetail.root, children: [...previous, ...hostileDetail.root.children] } } },
    },
  })

  return {
    httpCard: { id: httpCard.id, title: httpCard.title, link: httpLink },
    scriptCard: { id: scriptCard.id, title: scriptCard.title },
    detailCard: { id: detailCard.id, title: detailCard.title },
    hostileFooterArticle: { id: hostile.id, title: hostile.title },
  }
}

/** Points the logo, home cards, partners and footer columns at a column that does not exist; no ad. */
async function breakColumns(payload: Payload): Promise<void> {
  const { drizzle } = payload.db as unknown as SQLiteAdapter
  await drizzle.run(sql`PRAGMA foreign_keys = OFF`)
  await drizzle.run(sql`UPDATE site_settings SET
    header_column_id = ${MISSING_COLUMN_ID},
    home_cards_column_id = ${MISSING_COLUMN_ID},
    partners_column_id = ${MISSING_COLUMN_ID},
    footer_columns_column_id = ${MISSING_COLUMN_ID}`)
  await drizzle.run(sql`UPDATE popup_ad SET enabled = 0`)
}

/** Publishes the article under a new title, as the import or an editor's script saves beside a running server. */
async function renameArticle(payload: Payload, id: string | undefined, title: string | undefined): Promise<void> {
  if (!id || !title) throw new Error('rename-article needs an id and a title')
  await payload.update({ collection: 'articles', id: Number(id), data: { title, _status: 'published' }, overrideAccess: true })
}

async function main(mode: string | undefined, ...args: string[]): Promise<void> {
  const payload = await getPayload({ config: await loadPayloadConfig() })
  try {
    if (mode === 'main') console.log(FIXTURES_MARKER + JSON.stringify(await addMain(payload)))
    else if (mode === 'missing-columns') await breakColumns(payload)
    else if (mode === 'rename-article') await renameArticle(payload, args[0], args[1])
    else throw new Error(`unknown mode ${mode ?? '(none)'}; use main, missing-columns or rename-article`)
  } finally {
    await payload.destroy()
  }
}

main(process.argv[2], ...process.argv.slice(3)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[e2e fixtures] failed', error)
    process.exit(1)
  },
)
