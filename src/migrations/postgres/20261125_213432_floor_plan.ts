import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_halls_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum_halls_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__halls_v_version_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum__halls_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__halls_v_published_locale" AS ENUM('zh', 'en');
  CREATE TABLE "halls_booths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"booth_id" varchar,
  	"number" varchar,
  	"exhibitor_id" integer
  );
  
  CREATE TABLE "halls" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan_id" integer,
  	"plan_markup" varchar,
  	"plan_view_box" varchar,
  	"plan_booth_ids" jsonb,
  	"sort_order" numeric DEFAULT 0,
  	"review_state" "enum_halls_review_state" DEFAULT 'draft',
  	"review_note" varchar,
  	"review_comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_halls_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "halls_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_halls_v_version_booths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"booth_id" varchar,
  	"number" varchar,
  	"exhibitor_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_halls_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_plan_id" integer,
  	"version_plan_markup" varchar,
  	"version_plan_view_box" varchar,
  	"version_plan_booth_ids" jsonb,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_review_state" "enum__halls_v_version_review_state" DEFAULT 'draft',
  	"version_review_note" varchar,
  	"version_review_comment" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__halls_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__halls_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_halls_v_locales" (
  	"version_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "halls_id" integer;
  ALTER TABLE "halls_booths" ADD CONSTRAINT "halls_booths_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "halls_booths" ADD CONSTRAINT "halls_booths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "halls" ADD CONSTRAINT "halls_plan_id_media_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "halls_locales" ADD CONSTRAINT "halls_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_halls_v_version_booths" ADD CONSTRAINT "_halls_v_version_booths_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_halls_v_version_booths" ADD CONSTRAINT "_halls_v_version_booths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_halls_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_halls_v" ADD CONSTRAINT "_halls_v_parent_id_halls_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."halls"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_halls_v" ADD CONSTRAINT "_halls_v_version_plan_id_media_id_fk" FOREIGN KEY ("version_plan_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_halls_v_locales" ADD CONSTRAINT "_halls_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_halls_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "halls_booths_order_idx" ON "halls_booths" USING btree ("_order");
  CREATE INDEX "halls_booths_parent_id_idx" ON "halls_booths" USING btree ("_parent_id");
  CREATE INDEX "halls_booths_number_idx" ON "halls_booths" USING btree ("number");
  CREATE INDEX "halls_booths_exhibitor_idx" ON "halls_booths" USING btree ("exhibitor_id");
  CREATE INDEX "halls_plan_idx" ON "halls" USING btree ("plan_id");
  CREATE INDEX "halls_sort_order_idx" ON "halls" USING btree ("sort_order");
  CREATE INDEX "halls_review_state_idx" ON "halls" USING btree ("review_state");
  CREATE INDEX "halls_updated_at_idx" ON "halls" USING btree ("updated_at");
  CREATE INDEX "halls_created_at_idx" ON "halls" USING btree ("created_at");
  CREATE INDEX "halls_deleted_at_idx" ON "halls" USING btree ("deleted_at");
  CREATE INDEX "halls__status_idx" ON "halls" USING btree ("_status");
  CREATE UNIQUE INDEX "halls_locales_locale_parent_id_unique" ON "halls_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_halls_v_version_booths_order_idx" ON "_halls_v_version_booths" USING btree ("_order");
  CREATE INDEX "_halls_v_version_booths_parent_id_idx" ON "_halls_v_version_booths" USING btree ("_parent_id");
  CREATE INDEX "_halls_v_version_booths_number_idx" ON "_halls_v_version_booths" USING btree ("number");
  CREATE INDEX "_halls_v_version_booths_exhibitor_idx" ON "_halls_v_version_booths" USING btree ("exhibitor_id");
  CREATE INDEX "_halls_v_parent_idx" ON "_halls_v" USING btree ("parent_id");
  CREATE INDEX "_halls_v_version_version_plan_idx" ON "_halls_v" USING btree ("version_plan_id");
  CREATE INDEX "_halls_v_version_version_sort_order_idx" ON "_halls_v" USING btree ("version_sort_order");
  CREATE INDEX "_halls_v_version_version_review_state_idx" ON "_halls_v" USING btree ("version_review_state");
  CREATE INDEX "_halls_v_version_version_updated_at_idx" ON "_halls_v" USING btree ("version_updated_at");
  CREATE INDEX "_halls_v_version_version_created_at_idx" ON "_halls_v" USING btree ("version_created_at");
  CREATE INDEX "_halls_v_version_version_deleted_at_idx" ON "_halls_v" USING btree ("version_deleted_at");
  CREATE INDEX "_halls_v_version_version__status_idx" ON "_halls_v" USING btree ("version__status");
  CREATE INDEX "_halls_v_created_at_idx" ON "_halls_v" USING btree ("created_at");
  CREATE INDEX "_halls_v_updated_at_idx" ON "_halls_v" USING btree ("updated_at");
  CREATE INDEX "_halls_v_snapshot_idx" ON "_halls_v" USING btree ("snapshot");
  CREATE INDEX "_halls_v_published_locale_idx" ON "_halls_v" USING btree ("published_locale");
  CREATE INDEX "_halls_v_latest_idx" ON "_halls_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_halls_v_locales_locale_parent_id_unique" ON "_halls_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_halls_fk" FOREIGN KEY ("halls_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_halls_id_idx" ON "payload_locked_documents_rels" USING btree ("halls_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "halls_booths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "halls" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "halls_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_halls_v_version_booths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_halls_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_halls_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "halls_booths" CASCADE;
  DROP TABLE "halls" CASCADE;
  DROP TABLE "halls_locales" CASCADE;
  DROP TABLE "_halls_v_version_booths" CASCADE;
  DROP TABLE "_halls_v" CASCADE;
  DROP TABLE "_halls_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_halls_fk";
  
  DROP INDEX "payload_locked_documents_rels_halls_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "halls_id";
  DROP TYPE "public"."enum_halls_review_state";
  DROP TYPE "public"."enum_halls_status";
  DROP TYPE "public"."enum__halls_v_version_review_state";
  DROP TYPE "public"."enum__halls_v_version_status";
  DROP TYPE "public"."enum__halls_v_published_locale";`)
}
