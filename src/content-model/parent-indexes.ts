import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * Z1: every read of a localized document (`_locales`) or of a hasMany text field (`_texts`)
 * looks its rows up by parent id. Payload indexes those tables by (`_locale`, `_parent_id`) and
 * (`order`, `parent_id`), whose leading column that lookup does not give: without an index of
 * its own each document read scanned the whole table. These hooks add one per such table, so
 * the generated migrations create them.
 */
const parentColumnOf = (table: string): '_parentID' | 'parent' | null =>
  table.endsWith('_locales') ? '_parentID' : table.endsWith('_texts') ? 'parent' : null

const indexName = (table: string) => `${table.slice(0, 50)}_parent_idx`

export const sqliteParentIndexes: SQLiteSchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of Object.entries(schema.tables)) {
    const column = parentColumnOf(name)
    if (column) extendTable({ table, extraConfig: (columns) => ({ [indexName(name)]: sqliteIndex(indexName(name)).on(columns[column]) }) })
  }
  return schema
}

export const postgresParentIndexes: PostgresSchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of Object.entries(schema.tables)) {
    const column = parentColumnOf(name)
    if (column) extendTable({ table, extraConfig: (columns) => ({ [indexName(name)]: pgIndex(indexName(name)).on(columns[column]) }) })
  }
  return schema
}
