/**
 * The big show's tables for bench/scale.ts (Z6) and the floor plan's test at that size (Z3): rows
 * inserted by bulk SQL into a migrated, seeded demo database, each a copy of a demo row with the
 * columns that make it different set over a recursive counter.
 */
import type { Client } from '@libsql/client'

export const sqlList = (values: readonly string[]) => values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')

/** Copies of one template row of `table`, `count` of them, with some columns set by SQL over the counter `n.i` (1…count). */
export async function copyRows(db: Client, table: string, template: string, count: number, set: Record<string, string>): Promise<void> {
  const columns = (await db.execute(`SELECT name FROM pragma_table_info('${table}')`)).rows.map((row) => String(row.name))
  for (const name of Object.keys(set)) if (!columns.includes(name)) throw new Error(`${table} has no column ${name}`)
  const values = columns.map((name) => set[name] ?? `t."${name}"`)
  await db.execute(
    `INSERT INTO "${table}" (${columns.map((name) => `"${name}"`).join(', ')})
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
     SELECT ${values.join(', ')} FROM n, (SELECT * FROM "${table}" WHERE ${template} LIMIT 1) AS t`,
  )
}

export const one = async (db: Client, sql: string): Promise<number> => Number((await db.execute(sql)).rows[0]?.[0] ?? 0)

/**
 * `exhibitors` published exhibitors (copies of the demo's first), each let a booth on `halls` new
 * halls (copies of the demo's first hall) whose plans are grids of booths as an editor's program
 * draws them: each booth a group of a rectangle and its number (`H8-100`). Returns an exhibitor
 * in the middle and a booth of the last hall.
 */
export async function insertBigFloorPlan(db: Client, exhibitors: number, halls: number): Promise<{ exhibitorId: number; booth: string }> {
  const exhibitor = await one(db, `SELECT id FROM exhibitors WHERE _status = 'published' ORDER BY id LIMIT 1`)
  const hall = await one(db, `SELECT id FROM halls WHERE _status = 'published' ORDER BY id LIMIT 1`)
  if (!exhibitor || !hall) throw new Error('the demo lacks an exhibitor or a hall to copy')
  const base = async (table: string) => one(db, `SELECT COALESCE(MAX(id), 0) FROM "${table}"`)
  const e = await base('exhibitors')
  const perHall = exhibitors / halls
  const hallName = (hallIndex: string) => `'H' || (${hallIndex})`
  const boothNumber = (i: string) => `${hallName(`((${i}) - 1) / ${perHall} + 1`)} || '-' || printf('%03d', ((${i}) - 1) % ${perHall} + 1)`
  const exhibitorColumns = (await db.execute(`SELECT name FROM pragma_table_info('exhibitors')`)).rows.map((row) => String(row.name))
  const uniqueText = (await db.execute(`SELECT name FROM pragma_index_list('exhibitors') WHERE "unique" = 1`)).rows.map((row) =>
    String(row.name),
  )
  const uniqueColumns = new Set<string>()
  for (const index of uniqueText)
    for (const row of (await db.execute(`SELECT name FROM pragma_index_info('${index}')`)).rows) uniqueColumns.add(String(row.name))
  uniqueColumns.delete('id')
  await db.execute('BEGIN')
  await copyRows(db, 'exhibitors', `id = ${exhibitor}`, exhibitors, {
    id: `${e} + n.i`,
    ...Object.fromEntries(
      [...uniqueColumns].filter((name) => exhibitorColumns.includes(name)).map((name) => [name, `t."${name}" || '-' || n.i`]),
    ),
    name_c_n: `'核工业装备企业 ' || n.i || ' 号有限公司'`,
    name_e_n: `'Nuclear Equipment Co. ' || n.i`,
    booth: boothNumber('n.i'),
    sort_order: 'n.i',
  })
  await copyRows(db, 'exhibitors_locales', `_parent_id = ${exhibitor} AND _locale = 'zh'`, exhibitors, {
    id: 'NULL',
    _parent_id: `${e} + n.i`,
  })
  const h = await base('halls')
  await copyRows(db, 'halls', `id = ${hall}`, halls, { id: `${h} + n.i`, sort_order: `100 + n.i` })
  await copyRows(db, 'halls_locales', `_parent_id = ${hall} AND _locale = 'zh'`, halls, {
    id: 'NULL',
    _parent_id: `${h} + n.i`,
    name: `'第 ' || n.i || ' 展馆'`,
  })
  // Each hall's plan: a grid of booths, each a rectangle with its number (as an editor's program draws it).
  const columnsPerRow = 25
  for (let index = 1; index <= halls; index += 1) {
    const rects = Array.from({ length: perHall }, (_, booth) => {
      const number = `H${index}-${String(booth + 1).padStart(3, '0')}`
      const x = (booth % columnsPerRow) * 40
      const y = Math.floor(booth / columnsPerRow) * 30
      return `<g id="booth-${number.toLowerCase()}"><rect x="${x}" y="${y}" width="36" height="26" fill="#e8eef5" stroke="#5b7a99"/><text x="${x + 18}" y="${y + 17}" font-size="8" text-anchor="middle">${number}</text></g>`
    })
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 ${Math.ceil(perHall / columnsPerRow) * 30}">${rects.join('')}</svg>`
    const ids = JSON.stringify(Array.from({ length: perHall }, (_, booth) => `booth-h${index}-${String(booth + 1).padStart(3, '0')}`))
    await db.execute({
      sql: 'UPDATE halls SET plan_markup = ?, plan_booth_ids = ?, plan_view_box = ? WHERE id = ?',
      args: [svg, ids, `0 0 1000 ${Math.ceil(perHall / columnsPerRow) * 30}`, h + index],
    })
  }
  await copyRows(db, 'halls_booths', `_parent_id = ${hall}`, exhibitors, {
    _order: `(n.i - 1) % ${perHall} + 1`,
    _parent_id: `${h} + (n.i - 1) / ${perHall} + 1`,
    id: `printf('%024x', 1000000 + n.i)`,
    booth_id: `'booth-' || lower(${boothNumber('n.i')})`,
    number: boothNumber('n.i'),
    exhibitor_id: `${e} + n.i`,
  })
  await db.execute('COMMIT')

  return { exhibitorId: e + exhibitors / 2, booth: `H${halls}-100` }
}
