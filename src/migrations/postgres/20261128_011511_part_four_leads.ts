import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_exhibitor_accounts_role" AS ENUM('main', 'staff');
  CREATE TYPE "public"."enum_leads_rating" AS ENUM('hot', 'warm', 'cold');
  CREATE TYPE "public"."enum_lead_scans_via" AS ENUM('camera', 'scanner', 'typed');
  CREATE TABLE "leads_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"exhibitor_id" integer NOT NULL,
  	"registration_id" integer NOT NULL,
  	"registration_number" varchar NOT NULL,
  	"first_scanned_at" timestamp(3) with time zone NOT NULL,
  	"last_scanned_at" timestamp(3) with time zone NOT NULL,
  	"visits" numeric DEFAULT 1 NOT NULL,
  	"rating" "enum_leads_rating",
  	"note" varchar,
  	"withdrawn_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "leads_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"exhibitor_accounts_id" integer
  );
  
  CREATE TABLE "lead_scans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"scan_id" varchar NOT NULL,
  	"lead_id" integer NOT NULL,
  	"exhibitor_id" integer NOT NULL,
  	"account_id" integer,
  	"device" varchar,
  	"via" "enum_lead_scans_via",
  	"scanned_at" timestamp(3) with time zone NOT NULL,
  	"synced_at" timestamp(3) with time zone,
  	"offline" boolean DEFAULT false
  );
  
  CREATE TABLE "leads_settings_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL
  );
  
  CREATE TABLE "leads_settings_questions_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "leads_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "leads_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar,
  	"locale" "_locales"
  );
  
  ALTER TABLE "exhibitor_accounts" ADD COLUMN "role" "enum_exhibitor_accounts_role" DEFAULT 'main';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_scans_id" integer;
  ALTER TABLE "leads_answers" ADD CONSTRAINT "leads_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_texts" ADD CONSTRAINT "leads_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_rels" ADD CONSTRAINT "leads_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_rels" ADD CONSTRAINT "leads_rels_exhibitor_accounts_fk" FOREIGN KEY ("exhibitor_accounts_id") REFERENCES "public"."exhibitor_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_scans" ADD CONSTRAINT "lead_scans_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_scans" ADD CONSTRAINT "lead_scans_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_scans" ADD CONSTRAINT "lead_scans_account_id_exhibitor_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."exhibitor_accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_settings_questions" ADD CONSTRAINT "leads_settings_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_settings_questions_locales" ADD CONSTRAINT "leads_settings_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads_settings_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_settings_texts" ADD CONSTRAINT "leads_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leads_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_answers_order_idx" ON "leads_answers" USING btree ("_order");
  CREATE INDEX "leads_answers_parent_id_idx" ON "leads_answers" USING btree ("_parent_id");
  CREATE INDEX "leads_exhibitor_idx" ON "leads" USING btree ("exhibitor_id");
  CREATE INDEX "leads_registration_idx" ON "leads" USING btree ("registration_id");
  CREATE INDEX "leads_registration_number_idx" ON "leads" USING btree ("registration_number");
  CREATE INDEX "leads_first_scanned_at_idx" ON "leads" USING btree ("first_scanned_at");
  CREATE INDEX "leads_last_scanned_at_idx" ON "leads" USING btree ("last_scanned_at");
  CREATE INDEX "leads_rating_idx" ON "leads" USING btree ("rating");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "exhibitor_registration_idx" ON "leads" USING btree ("exhibitor_id","registration_id");
  CREATE INDEX "leads_texts_order_parent" ON "leads_texts" USING btree ("order","parent_id");
  CREATE INDEX "leads_texts_parent_idx" ON "leads_texts" USING btree ("parent_id");
  CREATE INDEX "leads_rels_order_idx" ON "leads_rels" USING btree ("order");
  CREATE INDEX "leads_rels_parent_idx" ON "leads_rels" USING btree ("parent_id");
  CREATE INDEX "leads_rels_path_idx" ON "leads_rels" USING btree ("path");
  CREATE INDEX "leads_rels_exhibitor_accounts_id_idx" ON "leads_rels" USING btree ("exhibitor_accounts_id");
  CREATE UNIQUE INDEX "lead_scans_scan_id_idx" ON "lead_scans" USING btree ("scan_id");
  CREATE INDEX "lead_scans_lead_idx" ON "lead_scans" USING btree ("lead_id");
  CREATE INDEX "lead_scans_exhibitor_idx" ON "lead_scans" USING btree ("exhibitor_id");
  CREATE INDEX "lead_scans_account_idx" ON "lead_scans" USING btree ("account_id");
  CREATE INDEX "lead_scans_scanned_at_idx" ON "lead_scans" USING btree ("scanned_at");
  CREATE INDEX "leads_settings_questions_order_idx" ON "leads_settings_questions" USING btree ("_order");
  CREATE INDEX "leads_settings_questions_parent_id_idx" ON "leads_settings_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "leads_settings_questions_locales_locale_parent_id_unique" ON "leads_settings_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "leads_settings_questions_locales_parent_idx" ON "leads_settings_questions_locales" USING btree ("_parent_id");
  CREATE INDEX "leads_settings_texts_order_parent" ON "leads_settings_texts" USING btree ("order","parent_id");
  CREATE INDEX "leads_settings_texts_locale_parent" ON "leads_settings_texts" USING btree ("locale","parent_id");
  CREATE INDEX "leads_settings_texts_parent_idx" ON "leads_settings_texts" USING btree ("parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_scans_fk" FOREIGN KEY ("lead_scans_id") REFERENCES "public"."lead_scans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "exhibitor_accounts_role_idx" ON "exhibitor_accounts" USING btree ("role");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_lead_scans_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_scans_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_scans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_settings_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_settings_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_settings_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_answers" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "leads_texts" CASCADE;
  DROP TABLE "leads_rels" CASCADE;
  DROP TABLE "lead_scans" CASCADE;
  DROP TABLE "leads_settings_questions" CASCADE;
  DROP TABLE "leads_settings_questions_locales" CASCADE;
  DROP TABLE "leads_settings" CASCADE;
  DROP TABLE "leads_settings_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_lead_scans_fk";
  
  DROP INDEX "exhibitor_accounts_role_idx";
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_scans_id_idx";
  ALTER TABLE "exhibitor_accounts" DROP COLUMN "role";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_scans_id";
  DROP TYPE "public"."enum_exhibitor_accounts_role";
  DROP TYPE "public"."enum_leads_rating";
  DROP TYPE "public"."enum_lead_scans_via";`)
}
