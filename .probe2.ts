import nextEnv from '@next/env'
nextEnv.loadEnvConfig(process.cwd())
const { loadPayloadConfig } = await import('@/payload/load-config')
const { getPayload } = await import('payload')
const payload = await getPayload({ config: await loadPayloadConfig() })
const time = async (what: string, f: () => Promise<unknown>) => { const c = process.cpuUsage(); const r = await f(); const u = process.cpuUsage(c); console.log(what, Math.round((u.user + u.system) / 1000), 'ms cpu'); return r }
for (let i = 0; i < 3; i++) {
  const r = await time('zh find', () => payload.find({ collection: 'articles', locale: 'zh', fallbackLocale: false, depth: 0, draft: false, limit: 1000, page: 3, pagination: false, where: { and: [{ menu: { in: [6] } }, { _status: { equals: 'published' } }] }, sort: ['-publishedAt', '-id'], select: { publishedAt: true, menu: true } })) as { docs: { id: number }[] }
  await time('en check', () => payload.find({ collection: 'articles', locale: 'en', fallbackLocale: false, depth: 0, draft: false, limit: 1000, pagination: false, where: { and: [{ id: { in: r.docs.map((d) => d.id) } }, { title: { exists: true } }, { title: { not_equals: '' } }] }, select: {} }))
  const db = payload.db as unknown as { drizzle: unknown; execute: (a: { drizzle: unknown; raw: string }) => Promise<{ rows: unknown[] }> }
  await time('raw', () => db.execute({ drizzle: db.drizzle, raw: `SELECT a.id, a.menu_id, a.published_at, EXISTS (SELECT 1 FROM articles_locales l WHERE l._parent_id = a.id AND l._locale = 'en' AND l.title <> '') AS en FROM articles a WHERE a.menu_id = 6 AND a._status = 'published' AND a.deleted_at IS NULL ORDER BY a.published_at DESC, a.id DESC LIMIT 1000 OFFSET 2000` }))
}
process.exit(0)
