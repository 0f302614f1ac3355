import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_exhibitor_accounts_status" AS ENUM('invited', 'active', 'revoked');
  CREATE TYPE "public"."enum_registrations_badge_type" AS ENUM('visitor', 'exhibitor');
  CREATE TABLE "exhibitors_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"picture_id" integer
  );
  
  CREATE TABLE "exhibitors_products_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_exhibitors_v_version_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"picture_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_exhibitors_v_version_products_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "exhibitor_accounts_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "exhibitor_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"exhibitor_id" integer NOT NULL,
  	"status" "enum_exhibitor_accounts_status" DEFAULT 'invited' NOT NULL,
  	"invited_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "exhibitors" ADD COLUMN "staff_quota" numeric DEFAULT 5;
  ALTER TABLE "exhibitors" ADD COLUMN "invitation_code" varchar;
  ALTER TABLE "_exhibitors_v" ADD COLUMN "version_staff_quota" numeric DEFAULT 5;
  ALTER TABLE "_exhibitors_v" ADD COLUMN "version_invitation_code" varchar;
  ALTER TABLE "registrations" ADD COLUMN "badge_type" "enum_registrations_badge_type" DEFAULT 'visitor';
  ALTER TABLE "registrations" ADD COLUMN "exhibitor_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "exhibitor_accounts_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "exhibitor_accounts_id" integer;
  ALTER TABLE "exhibitors_products" ADD CONSTRAINT "exhibitors_products_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exhibitors_products" ADD CONSTRAINT "exhibitors_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitors_products_locales" ADD CONSTRAINT "exhibitors_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exhibitors_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitors_v_version_products" ADD CONSTRAINT "_exhibitors_v_version_products_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exhibitors_v_version_products" ADD CONSTRAINT "_exhibitors_v_version_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exhibitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitors_v_version_products_locales" ADD CONSTRAINT "_exhibitors_v_version_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exhibitors_v_version_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitor_accounts_sessions" ADD CONSTRAINT "exhibitor_accounts_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exhibitor_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitor_accounts" ADD CONSTRAINT "exhibitor_accounts_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "exhibitors_products_order_idx" ON "exhibitors_products" USING btree ("_order");
  CREATE INDEX "exhibitors_products_parent_id_idx" ON "exhibitors_products" USING btree ("_parent_id");
  CREATE INDEX "exhibitors_products_picture_idx" ON "exhibitors_products" USING btree ("picture_id");
  CREATE UNIQUE INDEX "exhibitors_products_locales_locale_parent_id_unique" ON "exhibitors_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_exhibitors_v_version_products_order_idx" ON "_exhibitors_v_version_products" USING btree ("_order");
  CREATE INDEX "_exhibitors_v_version_products_parent_id_idx" ON "_exhibitors_v_version_products" USING btree ("_parent_id");
  CREATE INDEX "_exhibitors_v_version_products_picture_idx" ON "_exhibitors_v_version_products" USING btree ("picture_id");
  CREATE UNIQUE INDEX "_exhibitors_v_version_products_locales_locale_parent_id_uniq" ON "_exhibitors_v_version_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "exhibitor_accounts_sessions_order_idx" ON "exhibitor_accounts_sessions" USING btree ("_order");
  CREATE INDEX "exhibitor_accounts_sessions_parent_id_idx" ON "exhibitor_accounts_sessions" USING btree ("_parent_id");
  CREATE INDEX "exhibitor_accounts_exhibitor_idx" ON "exhibitor_accounts" USING btree ("exhibitor_id");
  CREATE INDEX "exhibitor_accounts_status_idx" ON "exhibitor_accounts" USING btree ("status");
  CREATE INDEX "exhibitor_accounts_updated_at_idx" ON "exhibitor_accounts" USING btree ("updated_at");
  CREATE INDEX "exhibitor_accounts_created_at_idx" ON "exhibitor_accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "exhibitor_accounts_email_idx" ON "exhibitor_accounts" USING btree ("email");
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exhibitor_accounts_fk" FOREIGN KEY ("exhibitor_accounts_id") REFERENCES "public"."exhibitor_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_exhibitor_accounts_fk" FOREIGN KEY ("exhibitor_accounts_id") REFERENCES "public"."exhibitor_accounts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "exhibitors_invitation_code_idx" ON "exhibitors" USING btree ("invitation_code");
  CREATE INDEX "_exhibitors_v_version_version_invitation_code_idx" ON "_exhibitors_v" USING btree ("version_invitation_code");
  CREATE INDEX "registrations_badge_type_idx" ON "registrations" USING btree ("badge_type");
  CREATE INDEX "registrations_exhibitor_idx" ON "registrations" USING btree ("exhibitor_id");
  CREATE INDEX "payload_locked_documents_rels_exhibitor_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("exhibitor_accounts_id");
  CREATE INDEX "payload_preferences_rels_exhibitor_accounts_id_idx" ON "payload_preferences_rels" USING btree ("exhibitor_accounts_id");`)
  // B4: exhibitors that existed before get an invitation code of their own (EX and 6 hex digits;
  // new ones get theirs from the collection's hook), in the document and in its versions.
  await db.execute(sql`
  UPDATE "exhibitors" SET "invitation_code" = 'EX' || upper(substr(md5(random()::text || "id"::text), 1, 6)) WHERE "invitation_code" IS NULL;
  UPDATE "_exhibitors_v" SET "version_invitation_code" = (SELECT "invitation_code" FROM "exhibitors" WHERE "exhibitors"."id" = "_exhibitors_v"."parent_id") WHERE "version_invitation_code" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "exhibitors_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exhibitors_products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exhibitors_v_version_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exhibitors_v_version_products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exhibitor_accounts_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exhibitor_accounts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "exhibitors_products" CASCADE;
  DROP TABLE "exhibitors_products_locales" CASCADE;
  DROP TABLE "_exhibitors_v_version_products" CASCADE;
  DROP TABLE "_exhibitors_v_version_products_locales" CASCADE;
  DROP TABLE "exhibitor_accounts_sessions" CASCADE;
  DROP TABLE "exhibitor_accounts" CASCADE;
  ALTER TABLE "registrations" DROP CONSTRAINT "registrations_exhibitor_id_exhibitors_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_exhibitor_accounts_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_exhibitor_accounts_fk";
  
  DROP INDEX "exhibitors_invitation_code_idx";
  DROP INDEX "_exhibitors_v_version_version_invitation_code_idx";
  DROP INDEX "registrations_badge_type_idx";
  DROP INDEX "registrations_exhibitor_idx";
  DROP INDEX "payload_locked_documents_rels_exhibitor_accounts_id_idx";
  DROP INDEX "payload_preferences_rels_exhibitor_accounts_id_idx";
  ALTER TABLE "exhibitors" DROP COLUMN "staff_quota";
  ALTER TABLE "exhibitors" DROP COLUMN "invitation_code";
  ALTER TABLE "_exhibitors_v" DROP COLUMN "version_staff_quota";
  ALTER TABLE "_exhibitors_v" DROP COLUMN "version_invitation_code";
  ALTER TABLE "registrations" DROP COLUMN "badge_type";
  ALTER TABLE "registrations" DROP COLUMN "exhibitor_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "exhibitor_accounts_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "exhibitor_accounts_id";
  DROP TYPE "public"."enum_exhibitor_accounts_status";
  DROP TYPE "public"."enum_registrations_badge_type";`)
}
