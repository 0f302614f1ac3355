import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_scans_via" AS ENUM('camera', 'scanner', 'typed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'resendBadgeLink' BEFORE 'purgeUsedCaptchas';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'resendBadgeLink' BEFORE 'purgeUsedCaptchas';
  ALTER TABLE "scans" ADD COLUMN "via" "enum_scans_via";
  CREATE INDEX "menus_locales_parent_idx" ON "menus_locales" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_locales_parent_idx" ON "_menus_v_locales" USING btree ("_parent_id");
  CREATE INDEX "articles_locales_parent_idx" ON "articles_locales" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_locales_parent_idx" ON "_articles_v_locales" USING btree ("_parent_id");
  CREATE INDEX "information_items_locales_parent_idx" ON "information_items_locales" USING btree ("_parent_id");
  CREATE INDEX "_information_items_v_locales_parent_idx" ON "_information_items_v_locales" USING btree ("_parent_id");
  CREATE INDEX "exhibitors_products_locales_parent_idx" ON "exhibitors_products_locales" USING btree ("_parent_id");
  CREATE INDEX "exhibitors_locales_parent_idx" ON "exhibitors_locales" USING btree ("_parent_id");
  CREATE INDEX "_exhibitors_v_version_products_locales_parent_idx" ON "_exhibitors_v_version_products_locales" USING btree ("_parent_id");
  CREATE INDEX "_exhibitors_v_locales_parent_idx" ON "_exhibitors_v_locales" USING btree ("_parent_id");
  CREATE INDEX "downloads_locales_parent_idx" ON "downloads_locales" USING btree ("_parent_id");
  CREATE INDEX "_downloads_v_locales_parent_idx" ON "_downloads_v_locales" USING btree ("_parent_id");
  CREATE INDEX "halls_locales_parent_idx" ON "halls_locales" USING btree ("_parent_id");
  CREATE INDEX "_halls_v_locales_parent_idx" ON "_halls_v_locales" USING btree ("_parent_id");
  CREATE INDEX "registrations_texts_parent_idx" ON "registrations_texts" USING btree ("parent_id");
  CREATE INDEX "site_settings_locales_parent_idx" ON "site_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_locales_parent_idx" ON "_site_settings_v_locales" USING btree ("_parent_id");
  CREATE INDEX "registration_settings_industries_locales_parent_idx" ON "registration_settings_industries_locales" USING btree ("_parent_id");
  CREATE INDEX "registration_settings_purposes_locales_parent_idx" ON "registration_settings_purposes_locales" USING btree ("_parent_id");
  CREATE INDEX "registration_settings_show_days_locales_parent_idx" ON "registration_settings_show_days_locales" USING btree ("_parent_id");
  CREATE INDEX "registration_settings_locales_parent_idx" ON "registration_settings_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTrash', 'purgeAuditLog', 'popupAdBoundary', 'baiduPush', 'sendRegistrationMail', 'purgeUsedCaptchas', 'anonymiseRegistrations', 'registrationWindowBoundary', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTrash', 'purgeAuditLog', 'popupAdBoundary', 'baiduPush', 'sendRegistrationMail', 'purgeUsedCaptchas', 'anonymiseRegistrations', 'registrationWindowBoundary', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "menus_locales_parent_idx";
  DROP INDEX "_menus_v_locales_parent_idx";
  DROP INDEX "articles_locales_parent_idx";
  DROP INDEX "_articles_v_locales_parent_idx";
  DROP INDEX "information_items_locales_parent_idx";
  DROP INDEX "_information_items_v_locales_parent_idx";
  DROP INDEX "exhibitors_products_locales_parent_idx";
  DROP INDEX "exhibitors_locales_parent_idx";
  DROP INDEX "_exhibitors_v_version_products_locales_parent_idx";
  DROP INDEX "_exhibitors_v_locales_parent_idx";
  DROP INDEX "downloads_locales_parent_idx";
  DROP INDEX "_downloads_v_locales_parent_idx";
  DROP INDEX "halls_locales_parent_idx";
  DROP INDEX "_halls_v_locales_parent_idx";
  DROP INDEX "registrations_texts_parent_idx";
  DROP INDEX "site_settings_locales_parent_idx";
  DROP INDEX "_site_settings_v_locales_parent_idx";
  DROP INDEX "registration_settings_industries_locales_parent_idx";
  DROP INDEX "registration_settings_purposes_locales_parent_idx";
  DROP INDEX "registration_settings_show_days_locales_parent_idx";
  DROP INDEX "registration_settings_locales_parent_idx";
  ALTER TABLE "scans" DROP COLUMN "via";
  DROP TYPE "public"."enum_scans_via";`)
}
