import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_registrations_status" ADD VALUE 'waitlisted' BEFORE 'revoked';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendRegistrationMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeUsedCaptchas' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'anonymiseRegistrations' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'registrationWindowBoundary' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendRegistrationMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeUsedCaptchas' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'anonymiseRegistrations' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'registrationWindowBoundary' BEFORE 'schedulePublish';
  CREATE TABLE "used_captchas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"challenge_id" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "registrations" ALTER COLUMN "mobile" DROP NOT NULL;
  ALTER TABLE "registrations" ADD COLUMN "checked_in_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "share_withdrawn_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "used_captchas_id" integer;
  ALTER TABLE "registration_settings" ADD COLUMN "retention_days" numeric DEFAULT 180 NOT NULL;
  ALTER TABLE "registration_settings" ADD COLUMN "captcha_work" numeric DEFAULT 50000 NOT NULL;
  CREATE UNIQUE INDEX "used_captchas_challenge_id_idx" ON "used_captchas" USING btree ("challenge_id");
  CREATE INDEX "used_captchas_expires_at_idx" ON "used_captchas" USING btree ("expires_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_used_captchas_fk" FOREIGN KEY ("used_captchas_id") REFERENCES "public"."used_captchas"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "registrations_checked_in_at_idx" ON "registrations" USING btree ("checked_in_at");
  CREATE INDEX "registrations_anonymised_at_idx" ON "registrations" USING btree ("anonymised_at");
  CREATE INDEX "payload_locked_documents_rels_used_captchas_id_idx" ON "payload_locked_documents_rels" USING btree ("used_captchas_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "used_captchas" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "used_captchas" CASCADE;
  -- IF EXISTS (by hand): the CASCADE above already dropped it.
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_used_captchas_fk";
  
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DEFAULT 'registered'::text;
  -- Data step (by hand): the older schema has no waiting list and needs a mobile on every row.
  UPDATE "registrations" SET "status" = 'cancelled' WHERE "status" = 'waitlisted';
  DELETE FROM "registrations" WHERE "mobile" IS NULL;
  DROP TYPE "public"."enum_registrations_status";
  CREATE TYPE "public"."enum_registrations_status" AS ENUM('registered', 'revoked', 'cancelled');
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DEFAULT 'registered'::"public"."enum_registrations_status";
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_registrations_status" USING "status"::"public"."enum_registrations_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('sendRegistrationMail', 'purgeUsedCaptchas', 'anonymiseRegistrations', 'registrationWindowBoundary');
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTrash', 'purgeAuditLog', 'popupAdBoundary', 'baiduPush', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('sendRegistrationMail', 'purgeUsedCaptchas', 'anonymiseRegistrations', 'registrationWindowBoundary');
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTrash', 'purgeAuditLog', 'popupAdBoundary', 'baiduPush', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "registrations_checked_in_at_idx";
  DROP INDEX "registrations_anonymised_at_idx";
  DROP INDEX "payload_locked_documents_rels_used_captchas_id_idx";
  ALTER TABLE "registrations" ALTER COLUMN "mobile" SET NOT NULL;
  ALTER TABLE "registrations" DROP COLUMN "checked_in_at";
  ALTER TABLE "registrations" DROP COLUMN "share_withdrawn_at";
  ALTER TABLE "registrations" DROP COLUMN "anonymised_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "used_captchas_id";
  ALTER TABLE "registration_settings" DROP COLUMN "retention_days";
  ALTER TABLE "registration_settings" DROP COLUMN "captcha_work";`)
}
