import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTrash');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTrash');
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "menus" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "rotation_charts" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "columns" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "articles" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "pictures" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "information_items" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "exhibitors" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "downloads" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "media" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "documents" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "documents" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "documents" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "menus_deleted_at_idx" ON "menus" USING btree ("deleted_at");
  CREATE INDEX "rotation_charts_deleted_at_idx" ON "rotation_charts" USING btree ("deleted_at");
  CREATE INDEX "columns_deleted_at_idx" ON "columns" USING btree ("deleted_at");
  CREATE INDEX "articles_deleted_at_idx" ON "articles" USING btree ("deleted_at");
  CREATE INDEX "pictures_deleted_at_idx" ON "pictures" USING btree ("deleted_at");
  CREATE INDEX "information_items_deleted_at_idx" ON "information_items" USING btree ("deleted_at");
  CREATE INDEX "exhibitors_deleted_at_idx" ON "exhibitors" USING btree ("deleted_at");
  CREATE INDEX "downloads_deleted_at_idx" ON "downloads" USING btree ("deleted_at");
  CREATE INDEX "media_deleted_at_idx" ON "media" USING btree ("deleted_at");
  CREATE INDEX "documents_deleted_at_idx" ON "documents" USING btree ("deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP INDEX "menus_deleted_at_idx";
  DROP INDEX "rotation_charts_deleted_at_idx";
  DROP INDEX "columns_deleted_at_idx";
  DROP INDEX "articles_deleted_at_idx";
  DROP INDEX "pictures_deleted_at_idx";
  DROP INDEX "information_items_deleted_at_idx";
  DROP INDEX "exhibitors_deleted_at_idx";
  DROP INDEX "downloads_deleted_at_idx";
  DROP INDEX "media_deleted_at_idx";
  DROP INDEX "documents_deleted_at_idx";
  ALTER TABLE "menus" DROP COLUMN "deleted_at";
  ALTER TABLE "rotation_charts" DROP COLUMN "deleted_at";
  ALTER TABLE "columns" DROP COLUMN "deleted_at";
  ALTER TABLE "articles" DROP COLUMN "deleted_at";
  ALTER TABLE "pictures" DROP COLUMN "deleted_at";
  ALTER TABLE "information_items" DROP COLUMN "deleted_at";
  ALTER TABLE "exhibitors" DROP COLUMN "deleted_at";
  ALTER TABLE "downloads" DROP COLUMN "deleted_at";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "media" DROP COLUMN "deleted_at";
  ALTER TABLE "documents" DROP COLUMN "prefix";
  ALTER TABLE "documents" DROP COLUMN "_objectkey";
  ALTER TABLE "documents" DROP COLUMN "deleted_at";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
