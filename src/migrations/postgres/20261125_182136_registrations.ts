import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_registrations_language" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_registrations_status" AS ENUM('registered', 'revoked', 'cancelled');
  ALTER TYPE "public"."enum_menus_link" ADD VALUE '/register';
  ALTER TYPE "public"."enum__menus_v_version_link" ADD VALUE '/register';
  CREATE TABLE "registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registration_number" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"mobile" varchar NOT NULL,
  	"email" varchar,
  	"company" varchar NOT NULL,
  	"job_title" varchar,
  	"industry" varchar NOT NULL,
  	"purpose" varchar NOT NULL,
  	"invitation_code" varchar,
  	"group_id" varchar,
  	"language" "enum_registrations_language" DEFAULT 'zh',
  	"notice_consent" boolean DEFAULT false NOT NULL,
  	"notice_version" varchar NOT NULL,
  	"consented_at" timestamp(3) with time zone NOT NULL,
  	"share_with_exhibitors" boolean DEFAULT false,
  	"status" "enum_registrations_status" DEFAULT 'registered' NOT NULL,
  	"badge_issue" numeric DEFAULT 0,
  	"badge_secret" varchar NOT NULL,
  	"access_token_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "registrations_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "registration_settings_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "registration_settings_industries_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "registration_settings_purposes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "registration_settings_purposes_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "registration_settings_show_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "registration_settings_show_days_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "registration_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"opens_at" timestamp(3) with time zone,
  	"closes_at" timestamp(3) with time zone,
  	"cap_per_day" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "registration_settings_locales" (
  	"notice" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "registrations_id" integer;
  ALTER TABLE "registrations_texts" ADD CONSTRAINT "registrations_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "registration_settings_industries" ADD CONSTRAINT "registration_settings_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."registration_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "registration_settings_industries_locales" ADD CONSTRAINT "registration_settings_industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."registration_settings_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "registration_settings_purposes" ADD CONSTRAINT "registration_settings_purposes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."registration_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "registration_settings_purposes_locales" ADD CONSTRAINT "registration_settings_purposes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."registration_settings_purposes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "registration_settings_show_days" ADD CONSTRAINT "registration_settings_show_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."registration_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "registration_settings_show_days_locales" ADD CONSTRAINT "registration_settings_show_days_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."registration_settings_show_days"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "registration_settings_locales" ADD CONSTRAINT "registration_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."registration_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "registrations_registration_number_idx" ON "registrations" USING btree ("registration_number");
  CREATE UNIQUE INDEX "registrations_mobile_idx" ON "registrations" USING btree ("mobile");
  CREATE INDEX "registrations_industry_idx" ON "registrations" USING btree ("industry");
  CREATE INDEX "registrations_invitation_code_idx" ON "registrations" USING btree ("invitation_code");
  CREATE INDEX "registrations_group_id_idx" ON "registrations" USING btree ("group_id");
  CREATE INDEX "registrations_status_idx" ON "registrations" USING btree ("status");
  CREATE UNIQUE INDEX "registrations_badge_secret_idx" ON "registrations" USING btree ("badge_secret");
  CREATE INDEX "registrations_updated_at_idx" ON "registrations" USING btree ("updated_at");
  CREATE INDEX "registrations_created_at_idx" ON "registrations" USING btree ("created_at");
  CREATE INDEX "registrations_texts_order_parent" ON "registrations_texts" USING btree ("order","parent_id");
  CREATE INDEX "registration_settings_industries_order_idx" ON "registration_settings_industries" USING btree ("_order");
  CREATE INDEX "registration_settings_industries_parent_id_idx" ON "registration_settings_industries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "registration_settings_industries_locales_locale_parent_id_un" ON "registration_settings_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "registration_settings_purposes_order_idx" ON "registration_settings_purposes" USING btree ("_order");
  CREATE INDEX "registration_settings_purposes_parent_id_idx" ON "registration_settings_purposes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "registration_settings_purposes_locales_locale_parent_id_uniq" ON "registration_settings_purposes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "registration_settings_show_days_order_idx" ON "registration_settings_show_days" USING btree ("_order");
  CREATE INDEX "registration_settings_show_days_parent_id_idx" ON "registration_settings_show_days" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "registration_settings_show_days_locales_locale_parent_id_uni" ON "registration_settings_show_days_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "registration_settings_locales_locale_parent_id_unique" ON "registration_settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_registrations_fk" FOREIGN KEY ("registrations_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("registrations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "registrations_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "registration_settings_industries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "registration_settings_industries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "registration_settings_purposes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "registration_settings_purposes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "registration_settings_show_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "registration_settings_show_days_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "registration_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "registration_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "registrations" CASCADE;
  DROP TABLE "registrations_texts" CASCADE;
  DROP TABLE "registration_settings_industries" CASCADE;
  DROP TABLE "registration_settings_industries_locales" CASCADE;
  DROP TABLE "registration_settings_purposes" CASCADE;
  DROP TABLE "registration_settings_purposes_locales" CASCADE;
  DROP TABLE "registration_settings_show_days" CASCADE;
  DROP TABLE "registration_settings_show_days_locales" CASCADE;
  DROP TABLE "registration_settings" CASCADE;
  DROP TABLE "registration_settings_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_registrations_fk";
  
  ALTER TABLE "menus" ALTER COLUMN "link" SET DATA TYPE text;
  UPDATE "menus" SET "link" = '/info' WHERE "link" = '/register';
  ALTER TABLE "menus" ALTER COLUMN "link" SET DEFAULT '/info'::text;
  DROP TYPE "public"."enum_menus_link";
  CREATE TYPE "public"."enum_menus_link" AS ENUM('/home', '/info', '/news', '/show', '/download', '/detail');
  ALTER TABLE "menus" ALTER COLUMN "link" SET DEFAULT '/info'::"public"."enum_menus_link";
  ALTER TABLE "menus" ALTER COLUMN "link" SET DATA TYPE "public"."enum_menus_link" USING "link"::"public"."enum_menus_link";
  ALTER TABLE "_menus_v" ALTER COLUMN "version_link" SET DATA TYPE text;
  UPDATE "_menus_v" SET "version_link" = '/info' WHERE "version_link" = '/register';
  ALTER TABLE "_menus_v" ALTER COLUMN "version_link" SET DEFAULT '/info'::text;
  DROP TYPE "public"."enum__menus_v_version_link";
  CREATE TYPE "public"."enum__menus_v_version_link" AS ENUM('/home', '/info', '/news', '/show', '/download', '/detail');
  ALTER TABLE "_menus_v" ALTER COLUMN "version_link" SET DEFAULT '/info'::"public"."enum__menus_v_version_link";
  ALTER TABLE "_menus_v" ALTER COLUMN "version_link" SET DATA TYPE "public"."enum__menus_v_version_link" USING "version_link"::"public"."enum__menus_v_version_link";
  DROP INDEX "payload_locked_documents_rels_registrations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "registrations_id";
  DROP TYPE "public"."enum_registrations_language";
  DROP TYPE "public"."enum_registrations_status";`)
}
