import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'baiduPush';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'baiduPush';
  ALTER TABLE "site_settings" ADD COLUMN "event_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "event_start_date" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "event_end_date" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "venue_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "venue_street_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "venue_city" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "venue_region" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "venue_postal_code" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "organizer_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "organizer_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "registration_url" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTrash', 'purgeAuditLog', 'popupAdBoundary');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTrash', 'purgeAuditLog', 'popupAdBoundary');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "site_settings" DROP COLUMN "event_name";
  ALTER TABLE "site_settings" DROP COLUMN "event_start_date";
  ALTER TABLE "site_settings" DROP COLUMN "event_end_date";
  ALTER TABLE "site_settings" DROP COLUMN "venue_name";
  ALTER TABLE "site_settings" DROP COLUMN "venue_street_address";
  ALTER TABLE "site_settings" DROP COLUMN "venue_city";
  ALTER TABLE "site_settings" DROP COLUMN "venue_region";
  ALTER TABLE "site_settings" DROP COLUMN "venue_postal_code";
  ALTER TABLE "site_settings" DROP COLUMN "organizer_name";
  ALTER TABLE "site_settings" DROP COLUMN "organizer_url";
  ALTER TABLE "site_settings" DROP COLUMN "registration_url";`)
}
