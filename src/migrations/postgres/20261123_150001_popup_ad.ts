import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'popupAdBoundary';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'popupAdBoundary';
  CREATE TABLE "popup_ad" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT false,
  	"picture_id" integer,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_ad_picture_id_pictures_id_fk";
  
  DROP INDEX "site_settings_ad_picture_idx";
  ALTER TABLE "popup_ad" ADD CONSTRAINT "popup_ad_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "popup_ad_picture_idx" ON "popup_ad" USING btree ("picture_id");
  CREATE INDEX "exhibitors_booth_idx" ON "exhibitors" USING btree ("booth");`)
  // The ad picture chosen in the site settings moves to the pop-up ad, switched on.
  await db.execute(sql`
  INSERT INTO "popup_ad" ("enabled", "picture_id", "updated_at", "created_at")
    SELECT "ad_picture_id" IS NOT NULL, "ad_picture_id", now(), now() FROM "site_settings" LIMIT 1;
  ALTER TABLE "site_settings" DROP COLUMN "ad_picture_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "popup_ad" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "popup_ad" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTrash', 'purgeAuditLog');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTrash', 'purgeAuditLog');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "exhibitors_booth_idx";
  ALTER TABLE "site_settings" ADD COLUMN "ad_picture_id" integer;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_ad_picture_id_pictures_id_fk" FOREIGN KEY ("ad_picture_id") REFERENCES "public"."pictures"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_ad_picture_idx" ON "site_settings" USING btree ("ad_picture_id");`)
}
