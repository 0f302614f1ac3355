import { createClient } from '@libsql/client'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { drizzle as libsqlDrizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { sql as pgSql } from '@payloadcms/db-postgres'
import { drizzle as pgDrizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { createDatabase, postgresServer } from '../helpers/postgres'

/** The last migration of the release before drafts, the audit log and the pop-up ad global. */
const RELEASED = /_media_alt_required$/

type Migration = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }
type Rows = { all: (query: string) => Promise<Record<string, unknown>[]>; run: (query: string) => Promise<void> }

/** What that release stored: a column with an article, a menu, a picture chosen as the ad, the settings naming them. */
const RELEASED_CONTENT = [
  `INSERT INTO media (id, alt, filename) VALUES (1, '广告图', 'ad.png')`,
  `INSERT INTO columns (id, name) VALUES (1, '页脚栏目')`,
  `INSERT INTO menus (id, name_c_n, link) VALUES (1, '新闻', '/news')`,
  `INSERT INTO articles (id, title, subtitle, published_at, menu_id, column_id) VALUES (1, '已发布的文章', '文章摘要', '2026-11-01T00:00:00.000Z', 1, 1)`,
  `INSERT INTO exhibitors (id, name_c_n, category, contact) VALUES (1, '中核示例', '核电工程与设计', '电话：010-12345678')`,
  `INSERT INTO pictures (id, title, picture_id) VALUES (1, '早鸟广告', 1)`,
  `INSERT INTO site_settings (id, site_name, seo_description, header_column_id, home_menu_id, ad_picture_id) VALUES (1, '展会', '展会简介', 1, 1, 1)`,
]

/** Runs the committed migrations on an empty database in two steps, with the released content stored between them. */
async function upgrade(migrations: readonly Migration[], db: unknown, rows: Rows): Promise<void> {
  const released = migrations.findIndex((migration) => RELEASED.test(migration.name))
  expect(released).toBeGreaterThan(-1)
  const args = { db, payload: { logger: console }, req: {} } as never
  for (const migration of migrations.slice(0, released + 1)) await migration.up(args)
  for (const statement of RELEASED_CONTENT) await rows.run(statement)
  for (const migration of migrations.slice(released + 1)) await migration.up(args)
}

async function expectKept(rows: Rows): Promise<void> {
  expect(await rows.all('SELECT column_id, menu_id, _status, review_state FROM articles')).toEqual([
    { column_id: 1, menu_id: 1, _status: 'published', review_state: 'published' },
  ])
  expect(await rows.all('SELECT _status FROM menus')).toEqual([{ _status: 'published' }])
  expect(await rows.all('SELECT header_column_id, home_menu_id, _status FROM site_settings')).toEqual([
    { header_column_id: 1, home_menu_id: 1, _status: 'published' },
  ])
  // G5: the localized columns' Chinese text moved to their locales tables as zh.
  expect(await rows.all('SELECT title, subtitle, _locale, _parent_id FROM articles_locales')).toEqual([
    { title: '已发布的文章', subtitle: '文章摘要', _locale: 'zh', _parent_id: 1 },
  ])
  expect(await rows.all('SELECT contact, _locale FROM exhibitors_locales')).toEqual([{ contact: '电话：010-12345678', _locale: 'zh' }])
  expect(await rows.all('SELECT site_name, seo_description, _locale FROM site_settings_locales')).toEqual([
    { site_name: '展会', seo_description: '展会简介', _locale: 'zh' },
  ])
  const [ad] = await rows.all('SELECT enabled, picture_id FROM popup_ad')
  expect({ enabled: Boolean(ad?.enabled), picture: ad?.picture_id }).toEqual({ enabled: true, picture: 1 })
}

/** G5 undone: the English edition's migration rolled back puts the zh text back into its columns. */
async function rollBackEnglishEdition(
  migrations: readonly Migration[],
  db: unknown,
  rows: Rows,
  tables: () => Promise<string[]>,
): Promise<void> {
  const index = migrations.findIndex((migration) => /_english_edition$/.test(migration.name))
  if (index < 0) throw new Error('no english_edition migration')
  // Rolled back as `payload migrate:down` would: the later migrations first (their tables use its locales).
  for (const migration of migrations.slice(index).reverse()) await migration.down({ db, payload: { logger: console }, req: {} } as never)
  expect(await rows.all('SELECT title, subtitle FROM articles')).toEqual([{ title: '已发布的文章', subtitle: '文章摘要' }])
  expect(await rows.all('SELECT site_name FROM menus')).toEqual([{ site_name: null }])
  expect(await rows.all('SELECT contact FROM exhibitors')).toEqual([{ contact: '电话：010-12345678' }])
  expect(await rows.all('SELECT site_name, seo_description FROM site_settings')).toEqual([
    { site_name: '展会', seo_description: '展会简介' },
  ])
  expect((await tables()).filter((name) => name.endsWith('_locales'))).toEqual([])
}

describe('upgrading a database of the previous release (drafts, audit log, pop-up ad)', () => {
  it('E2 S27 G5 SQLite: content stays published and keeps its links (no ON DELETE SET NULL while tables are rebuilt); the ad picture moves to the pop-up ad; Chinese text survives localization as zh, and returns to its columns when it is rolled back', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-upgrade-'))
    const client = createClient({ url: `file:${path.join(dir, 'site.db')}` })
    try {
      await client.execute('PRAGMA foreign_keys = ON')
      const db = libsqlDrizzle(client)
      const rows: Rows = {
        all: async (query) => (await client.execute(query)).rows.map((row) => ({ ...row })),
        run: async (query) => void (await db.run(sqliteSql.raw(query))),
      }
      await upgrade(sqliteMigrations as readonly Migration[], db, rows)
      await expectKept(rows)
      expect(await rows.all('PRAGMA foreign_key_check')).toEqual([])
      const tables = async () => (await rows.all("SELECT name FROM sqlite_master WHERE type = 'table'")).map((row) => String(row.name))
      await rollBackEnglishEdition(sqliteMigrations as readonly Migration[], db, rows, tables)
    } finally {
      client.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('E2 S27 G5 Postgres: content stays published and keeps its links; the ad picture moves to the pop-up ad; Chinese text survives localization as zh, and returns to its columns when it is rolled back', async () => {
    const database = await createDatabase(postgresServer(), 'expo_upgrade')
    const pool = new pg.Pool({ connectionString: database.url })
    // A connection the server ends (the drop below terminates any still open) is reported here, not
    // as an uncaught exception in whichever test runs next; any other error fails this test.
    const connectionErrors: Error[] = []
    const noteError = (error: Error) => connectionErrors.push(error)
    pool.on('error', noteError)
    pool.on('connect', (client) => client.on('error', noteError))
    try {
      const db = pgDrizzle(pool)
      const rows: Rows = {
        all: async (query) => (await pool.query(query)).rows as Record<string, unknown>[],
        run: async (query) => void (await db.execute(pgSql.raw(query))),
      }
      await upgrade(postgresMigrations as readonly Migration[], db, rows)
      await expectKept(rows)
      const tables = async () =>
        (await rows.all("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).map((row) => String(row.tablename))
      await rollBackEnglishEdition(postgresMigrations as readonly Migration[], db, rows, tables)
    } finally {
      await pool.end()
      await database.drop()
    }
    const terminatedByDrop = (error: Error) => (error as Error & { code?: string }).code === '57P01'
    expect(connectionErrors.filter((error) => !terminatedByDrop(error))).toEqual([])
  })
})
