import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_scans_via" AS ENUM('camera', 'scanner', 'typed');
  ALTER TABLE "scans" ADD COLUMN "via" "enum_scans_via";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "scans" DROP COLUMN "via";
  DROP TYPE "public"."enum_scans_via";`)
}
