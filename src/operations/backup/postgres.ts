/**
 * Postgres: backup with pg_dump (custom format: compressed, and pg_restore can read it
 * selectively), restore with psql in one transaction, so a failure anywhere leaves the old data.
 */
import pg from 'pg'

import { BackupError } from './errors'
import { connection, runTool, toolMajorVersion } from './postgres-tools'

async function query<Row extends Record<string, unknown>>(databaseUrl: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
    return (await client.query<Row>(sql)).rows
  } catch (error) {
    throw new BackupError(
      `cannot query the Postgres database of DATABASE_URL (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    )
  } finally {
    await client.end().catch(() => undefined)
  }
}

export type PostgresDump = { pgDumpMajor: number; serverVersion: string }

export async function dumpPostgres(databaseUrl: string, target: string): Promise<PostgresDump> {
  // Checked first and named plainly: an older pg_dump refuses a newer server with a terse error.
  const pgDumpMajor = await toolMajorVersion('pg_dump')
  const [server] = await query<{ server_version: string; server_version_num: string }>(
    databaseUrl,
    "SELECT current_setting('server_version') AS server_version, current_setting('server_version_num') AS server_version_num",
  )
  const serverVersion = server?.server_version ?? 'unknown'
  const serverMajor = Math.floor(Number(server?.server_version_num) / 10_000)
  if (pgDumpMajor < serverMajor) {
    throw new BackupError(
      `pg_dump ${pgDumpMajor} is older than the Postgres server (${serverVersion}): install the PostgreSQL ${serverMajor} client programs (or newer) and put them first on PATH`,
    )
  }
  const { url, env } = connection(databaseUrl)
  await runTool('pg_dump', ['--format=custom', `--file=${target}`, `--dbname=${url}`], env)
  return { pgDumpMajor, serverVersion }
}

export async function postgresTableCount(databaseUrl: string): Promise<number> {
  const [row] = await query<{ tables: string }>(
    databaseUrl,
    "SELECT count(*) AS tables FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
  )
  return Number(row?.tables ?? 0)
}

/**
 * Turns the dump into the SQL that restores it, before anything is touched: this proves
 * pg_restore can read it. Owners and grants are left out: the roles of the server that made
 * the backup need not exist here, and the restoring user owns what it creates.
 */
export async function preparePostgresRestore(dump: string, sqlFile: string, pgDumpMajor: number | undefined): Promise<void> {
  const pgRestoreMajor = await toolMajorVersion('pg_restore')
  if (pgDumpMajor !== undefined && pgRestoreMajor < pgDumpMajor) {
    throw new BackupError(
      `it was written by pg_dump ${pgDumpMajor}; pg_restore here is ${pgRestoreMajor}: install the PostgreSQL ${pgDumpMajor} client programs (or newer)`,
    )
  }
  // psql runs the restore: missing, it should stop the restore here, before anything changes.
  await toolMajorVersion('psql')
  await runTool('pg_restore', ['--no-owner', '--no-privileges', `--file=${sqlFile}`, dump])
}

/**
 * Empties the database before the dump's SQL runs, in the same transaction: every schema but
 * public is dropped, and everything in public but what extensions own, so tables that a later
 * migration added do not outlive the restore (the next start would try to create them again).
 */
const EMPTY_DATABASE = `
DO $$
DECLARE statement text;
BEGIN
  FOR statement IN
    SELECT format('DROP SCHEMA IF EXISTS %I CASCADE', nspname) FROM pg_namespace
      WHERE nspname NOT IN ('public', 'information_schema') AND nspname NOT LIKE 'pg\\_%'
    UNION ALL
    SELECT format('DROP %s IF EXISTS public.%I CASCADE',
        CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
          WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, c.relname)
      FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
    UNION ALL
    SELECT format('DROP TYPE IF EXISTS public.%I CASCADE', t.typname) FROM pg_type t
      WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd', 'r')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
    UNION ALL
    SELECT format('DROP ROUTINE IF EXISTS public.%I(%s) CASCADE', p.proname, pg_get_function_identity_arguments(p.oid)) FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE statement;
  END LOOP;
END $$;
`

export async function restorePostgres(databaseUrl: string, sqlFile: string): Promise<void> {
  const { url, env } = connection(databaseUrl)
  // Its NOTICEs ("drop cascades to …") would bury the one error that matters.
  env.PGOPTIONS = `${env.PGOPTIONS ?? ''} -c client_min_messages=warning`.trim()
  await runTool(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      `--command=${EMPTY_DATABASE}`,
      `--file=${sqlFile}`,
      `--dbname=${url}`,
    ],
    env,
  )
}
