import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_halls_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum_halls_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__halls_v_version_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum__halls_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__halls_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_exhibitor_accounts_status" AS ENUM('invited', 'active', 'revoked');
  CREATE TYPE "public"."enum_registrations_badge_type" AS ENUM('visitor', 'exhibitor');
  CREATE TYPE "public"."enum_scans_outcome" AS ENUM('admitted', 'already', 'revoked', 'notToday');
  CREATE TYPE "public"."enum_checkin_settings_re_entry" AS ENUM('oncePerDay', 'oncePerShow', 'unlimited');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'checker';
  ALTER TYPE "public"."enum_registrations_status" ADD VALUE 'waitlisted' BEFORE 'revoked';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'import';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendRegistrationMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeUsedCaptchas' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'anonymiseRegistrations' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'registrationWindowBoundary' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendRegistrationMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeUsedCaptchas' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'anonymiseRegistrations' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'registrationWindowBoundary' BEFORE 'schedulePublish';
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
  
  CREATE TABLE "used_captchas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"challenge_id" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "gates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "checkin_devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"gate_id" integer,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "scans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"scan_id" varchar NOT NULL,
  	"registration_id" integer,
  	"outcome" "enum_scans_outcome" NOT NULL,
  	"day" varchar NOT NULL,
  	"scanned_at" timestamp(3) with time zone NOT NULL,
  	"gate_id" integer,
  	"device_id" integer,
  	"staff_id" integer,
  	"offline" boolean DEFAULT false,
  	"double_admission" boolean DEFAULT false,
  	"admit_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "checkin_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"re_entry" "enum_checkin_settings_re_entry" DEFAULT 'oncePerDay' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "registrations" ALTER COLUMN "mobile" DROP NOT NULL;
  ALTER TABLE "menus" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "menus" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_menus_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_menus_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "rotation_charts" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "rotation_charts" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_rotation_charts_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_rotation_charts_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "columns" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "columns" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_columns_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_columns_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "articles" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "articles" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "pictures" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "pictures" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_pictures_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_pictures_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "information_items" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "information_items" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_information_items_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_information_items_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "exhibitors" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "exhibitors" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "exhibitors" ADD COLUMN "staff_quota" numeric DEFAULT 5;
  ALTER TABLE "exhibitors" ADD COLUMN "invitation_code" varchar;
  ALTER TABLE "_exhibitors_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_exhibitors_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "_exhibitors_v" ADD COLUMN "version_staff_quota" numeric DEFAULT 5;
  ALTER TABLE "_exhibitors_v" ADD COLUMN "version_invitation_code" varchar;
  ALTER TABLE "downloads" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "downloads" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_downloads_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_downloads_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "media" ADD COLUMN "content_hash" varchar;
  ALTER TABLE "documents" ADD COLUMN "content_hash" varchar;
  ALTER TABLE "registrations" ADD COLUMN "checked_in_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "share_withdrawn_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "badge_type" "enum_registrations_badge_type" DEFAULT 'visitor';
  ALTER TABLE "registrations" ADD COLUMN "exhibitor_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "halls_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "exhibitor_accounts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "used_captchas_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "checkin_devices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "scans_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "exhibitor_accounts_id" integer;
  ALTER TABLE "registration_settings" ADD COLUMN "retention_days" numeric DEFAULT 180 NOT NULL;
  ALTER TABLE "registration_settings" ADD COLUMN "captcha_work" numeric DEFAULT 50000 NOT NULL;
  ALTER TABLE "exhibitors_products" ADD CONSTRAINT "exhibitors_products_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exhibitors_products" ADD CONSTRAINT "exhibitors_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitors_products_locales" ADD CONSTRAINT "exhibitors_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exhibitors_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitors_v_version_products" ADD CONSTRAINT "_exhibitors_v_version_products_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exhibitors_v_version_products" ADD CONSTRAINT "_exhibitors_v_version_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exhibitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitors_v_version_products_locales" ADD CONSTRAINT "_exhibitors_v_version_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exhibitors_v_version_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "halls_booths" ADD CONSTRAINT "halls_booths_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "halls_booths" ADD CONSTRAINT "halls_booths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "halls" ADD CONSTRAINT "halls_plan_id_media_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "halls_locales" ADD CONSTRAINT "halls_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_halls_v_version_booths" ADD CONSTRAINT "_halls_v_version_booths_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_halls_v_version_booths" ADD CONSTRAINT "_halls_v_version_booths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_halls_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_halls_v" ADD CONSTRAINT "_halls_v_parent_id_halls_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."halls"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_halls_v" ADD CONSTRAINT "_halls_v_version_plan_id_media_id_fk" FOREIGN KEY ("version_plan_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_halls_v_locales" ADD CONSTRAINT "_halls_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_halls_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitor_accounts_sessions" ADD CONSTRAINT "exhibitor_accounts_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exhibitor_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitor_accounts" ADD CONSTRAINT "exhibitor_accounts_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkin_devices" ADD CONSTRAINT "checkin_devices_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scans" ADD CONSTRAINT "scans_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scans" ADD CONSTRAINT "scans_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scans" ADD CONSTRAINT "scans_device_id_checkin_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."checkin_devices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scans" ADD CONSTRAINT "scans_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "exhibitors_products_order_idx" ON "exhibitors_products" USING btree ("_order");
  CREATE INDEX "exhibitors_products_parent_id_idx" ON "exhibitors_products" USING btree ("_parent_id");
  CREATE INDEX "exhibitors_products_picture_idx" ON "exhibitors_products" USING btree ("picture_id");
  CREATE UNIQUE INDEX "exhibitors_products_locales_locale_parent_id_unique" ON "exhibitors_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_exhibitors_v_version_products_order_idx" ON "_exhibitors_v_version_products" USING btree ("_order");
  CREATE INDEX "_exhibitors_v_version_products_parent_id_idx" ON "_exhibitors_v_version_products" USING btree ("_parent_id");
  CREATE INDEX "_exhibitors_v_version_products_picture_idx" ON "_exhibitors_v_version_products" USING btree ("picture_id");
  CREATE UNIQUE INDEX "_exhibitors_v_version_products_locales_locale_parent_id_uniq" ON "_exhibitors_v_version_products_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "exhibitor_accounts_sessions_order_idx" ON "exhibitor_accounts_sessions" USING btree ("_order");
  CREATE INDEX "exhibitor_accounts_sessions_parent_id_idx" ON "exhibitor_accounts_sessions" USING btree ("_parent_id");
  CREATE INDEX "exhibitor_accounts_exhibitor_idx" ON "exhibitor_accounts" USING btree ("exhibitor_id");
  CREATE INDEX "exhibitor_accounts_status_idx" ON "exhibitor_accounts" USING btree ("status");
  CREATE INDEX "exhibitor_accounts_updated_at_idx" ON "exhibitor_accounts" USING btree ("updated_at");
  CREATE INDEX "exhibitor_accounts_created_at_idx" ON "exhibitor_accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "exhibitor_accounts_email_idx" ON "exhibitor_accounts" USING btree ("email");
  CREATE UNIQUE INDEX "used_captchas_challenge_id_idx" ON "used_captchas" USING btree ("challenge_id");
  CREATE INDEX "used_captchas_expires_at_idx" ON "used_captchas" USING btree ("expires_at");
  CREATE UNIQUE INDEX "gates_name_idx" ON "gates" USING btree ("name");
  CREATE INDEX "gates_updated_at_idx" ON "gates" USING btree ("updated_at");
  CREATE INDEX "gates_created_at_idx" ON "gates" USING btree ("created_at");
  CREATE UNIQUE INDEX "checkin_devices_name_idx" ON "checkin_devices" USING btree ("name");
  CREATE INDEX "checkin_devices_gate_idx" ON "checkin_devices" USING btree ("gate_id");
  CREATE INDEX "checkin_devices_updated_at_idx" ON "checkin_devices" USING btree ("updated_at");
  CREATE INDEX "checkin_devices_created_at_idx" ON "checkin_devices" USING btree ("created_at");
  CREATE UNIQUE INDEX "scans_scan_id_idx" ON "scans" USING btree ("scan_id");
  CREATE INDEX "scans_registration_idx" ON "scans" USING btree ("registration_id");
  CREATE INDEX "scans_outcome_idx" ON "scans" USING btree ("outcome");
  CREATE INDEX "scans_day_idx" ON "scans" USING btree ("day");
  CREATE INDEX "scans_scanned_at_idx" ON "scans" USING btree ("scanned_at");
  CREATE INDEX "scans_gate_idx" ON "scans" USING btree ("gate_id");
  CREATE INDEX "scans_device_idx" ON "scans" USING btree ("device_id");
  CREATE INDEX "scans_staff_idx" ON "scans" USING btree ("staff_id");
  CREATE INDEX "scans_double_admission_idx" ON "scans" USING btree ("double_admission");
  CREATE UNIQUE INDEX "scans_admit_key_idx" ON "scans" USING btree ("admit_key");
  CREATE INDEX "scans_updated_at_idx" ON "scans" USING btree ("updated_at");
  CREATE INDEX "scans_created_at_idx" ON "scans" USING btree ("created_at");
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_halls_fk" FOREIGN KEY ("halls_id") REFERENCES "public"."halls"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exhibitor_accounts_fk" FOREIGN KEY ("exhibitor_accounts_id") REFERENCES "public"."exhibitor_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_used_captchas_fk" FOREIGN KEY ("used_captchas_id") REFERENCES "public"."used_captchas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gates_fk" FOREIGN KEY ("gates_id") REFERENCES "public"."gates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_checkin_devices_fk" FOREIGN KEY ("checkin_devices_id") REFERENCES "public"."checkin_devices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scans_fk" FOREIGN KEY ("scans_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_exhibitor_accounts_fk" FOREIGN KEY ("exhibitor_accounts_id") REFERENCES "public"."exhibitor_accounts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "menus_import_source_id_idx" ON "menus" USING btree ("import_source_id");
  CREATE INDEX "_menus_v_version_version_import_source_id_idx" ON "_menus_v" USING btree ("version_import_source_id");
  CREATE INDEX "rotation_charts_import_source_id_idx" ON "rotation_charts" USING btree ("import_source_id");
  CREATE INDEX "_rotation_charts_v_version_version_import_source_id_idx" ON "_rotation_charts_v" USING btree ("version_import_source_id");
  CREATE INDEX "columns_import_source_id_idx" ON "columns" USING btree ("import_source_id");
  CREATE INDEX "_columns_v_version_version_import_source_id_idx" ON "_columns_v" USING btree ("version_import_source_id");
  CREATE INDEX "articles_import_source_id_idx" ON "articles" USING btree ("import_source_id");
  CREATE INDEX "_articles_v_version_version_import_source_id_idx" ON "_articles_v" USING btree ("version_import_source_id");
  CREATE INDEX "pictures_import_source_id_idx" ON "pictures" USING btree ("import_source_id");
  CREATE INDEX "_pictures_v_version_version_import_source_id_idx" ON "_pictures_v" USING btree ("version_import_source_id");
  CREATE INDEX "information_items_import_source_id_idx" ON "information_items" USING btree ("import_source_id");
  CREATE INDEX "_information_items_v_version_version_import_source_id_idx" ON "_information_items_v" USING btree ("version_import_source_id");
  CREATE INDEX "exhibitors_import_source_id_idx" ON "exhibitors" USING btree ("import_source_id");
  CREATE UNIQUE INDEX "exhibitors_invitation_code_idx" ON "exhibitors" USING btree ("invitation_code");
  CREATE INDEX "_exhibitors_v_version_version_import_source_id_idx" ON "_exhibitors_v" USING btree ("version_import_source_id");
  CREATE INDEX "_exhibitors_v_version_version_invitation_code_idx" ON "_exhibitors_v" USING btree ("version_invitation_code");
  CREATE INDEX "downloads_import_source_id_idx" ON "downloads" USING btree ("import_source_id");
  CREATE INDEX "_downloads_v_version_version_import_source_id_idx" ON "_downloads_v" USING btree ("version_import_source_id");
  CREATE INDEX "media_content_hash_idx" ON "media" USING btree ("content_hash");
  CREATE INDEX "documents_content_hash_idx" ON "documents" USING btree ("content_hash");
  CREATE INDEX "registrations_checked_in_at_idx" ON "registrations" USING btree ("checked_in_at");
  CREATE INDEX "registrations_anonymised_at_idx" ON "registrations" USING btree ("anonymised_at");
  CREATE INDEX "registrations_badge_type_idx" ON "registrations" USING btree ("badge_type");
  CREATE INDEX "registrations_exhibitor_idx" ON "registrations" USING btree ("exhibitor_id");
  CREATE INDEX "payload_locked_documents_rels_halls_id_idx" ON "payload_locked_documents_rels" USING btree ("halls_id");
  CREATE INDEX "payload_locked_documents_rels_exhibitor_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("exhibitor_accounts_id");
  CREATE INDEX "payload_locked_documents_rels_used_captchas_id_idx" ON "payload_locked_documents_rels" USING btree ("used_captchas_id");
  CREATE INDEX "payload_locked_documents_rels_gates_id_idx" ON "payload_locked_documents_rels" USING btree ("gates_id");
  CREATE INDEX "payload_locked_documents_rels_checkin_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("checkin_devices_id");
  CREATE INDEX "payload_locked_documents_rels_scans_id_idx" ON "payload_locked_documents_rels" USING btree ("scans_id");
  CREATE INDEX "payload_preferences_rels_exhibitor_accounts_id_idx" ON "payload_preferences_rels" USING btree ("exhibitor_accounts_id");`)
  // Data step (by hand), B4: exhibitors that existed before get an invitation code of their own
  // (EX and 6 hex digits; new ones get theirs from the collection's hook), in the document and its versions.
  await db.execute(sql`
  UPDATE "exhibitors" SET "invitation_code" = 'EX' || upper(substr(md5(random()::text || "id"::text), 1, 6)) WHERE "invitation_code" IS NULL;
  UPDATE "_exhibitors_v" SET "version_invitation_code" = (SELECT "invitation_code" FROM "exhibitors" WHERE "exhibitors"."id" = "_exhibitors_v"."parent_id") WHERE "version_invitation_code" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Data steps (by hand): the older schema has no waiting list, needs a mobile on every row, knows
  // no 导入 entry and none of the new tasks; the tables dropped with CASCADE took their foreign keys.
  await db.execute(sql`
  UPDATE "registrations" SET "status" = 'cancelled' WHERE "status" = 'waitlisted';
  DELETE FROM "registrations" WHERE "mobile" IS NULL;
  UPDATE "audit_log" SET "action" = 'create' WHERE "action" = 'import';
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('sendRegistrationMail', 'purgeUsedCaptchas', 'anonymiseRegistrations', 'registrationWindowBoundary');
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('sendRegistrationMail', 'purgeUsedCaptchas', 'anonymiseRegistrations', 'registrationWindowBoundary');`)
  await db.execute(sql`
   ALTER TABLE "exhibitors_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exhibitors_products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exhibitors_v_version_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exhibitors_v_version_products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "halls_booths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "halls" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "halls_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_halls_v_version_booths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_halls_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_halls_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exhibitor_accounts_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exhibitor_accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "used_captchas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "checkin_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "checkin_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "exhibitors_products" CASCADE;
  DROP TABLE "exhibitors_products_locales" CASCADE;
  DROP TABLE "_exhibitors_v_version_products" CASCADE;
  DROP TABLE "_exhibitors_v_version_products_locales" CASCADE;
  DROP TABLE "halls_booths" CASCADE;
  DROP TABLE "halls" CASCADE;
  DROP TABLE "halls_locales" CASCADE;
  DROP TABLE "_halls_v_version_booths" CASCADE;
  DROP TABLE "_halls_v" CASCADE;
  DROP TABLE "_halls_v_locales" CASCADE;
  DROP TABLE "exhibitor_accounts_sessions" CASCADE;
  DROP TABLE "exhibitor_accounts" CASCADE;
  DROP TABLE "used_captchas" CASCADE;
  DROP TABLE "gates" CASCADE;
  DROP TABLE "checkin_devices" CASCADE;
  DROP TABLE "scans" CASCADE;
  DROP TABLE "checkin_settings" CASCADE;
  ALTER TABLE "registrations" DROP CONSTRAINT IF EXISTS "registrations_exhibitor_id_exhibitors_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_halls_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_exhibitor_accounts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_used_captchas_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_gates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_checkin_devices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_scans_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT IF EXISTS "payload_preferences_rels_exhibitor_accounts_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'reviewer', 'editor', 'registrar');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DEFAULT 'registered'::text;
  DROP TYPE "public"."enum_registrations_status";
  CREATE TYPE "public"."enum_registrations_status" AS ENUM('registered', 'revoked', 'cancelled');
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DEFAULT 'registered'::"public"."enum_registrations_status";
  ALTER TABLE "registrations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_registrations_status" USING "status"::"public"."enum_registrations_status";
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('login', 'login-failed', 'lockout', 'create', 'update', 'publish', 'unpublish', 'trash', 'restore', 'delete', 'role-change', 'export', 'baidu-push');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTrash', 'purgeAuditLog', 'popupAdBoundary', 'baiduPush', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTrash', 'purgeAuditLog', 'popupAdBoundary', 'baiduPush', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "menus_import_source_id_idx";
  DROP INDEX "_menus_v_version_version_import_source_id_idx";
  DROP INDEX "rotation_charts_import_source_id_idx";
  DROP INDEX "_rotation_charts_v_version_version_import_source_id_idx";
  DROP INDEX "columns_import_source_id_idx";
  DROP INDEX "_columns_v_version_version_import_source_id_idx";
  DROP INDEX "articles_import_source_id_idx";
  DROP INDEX "_articles_v_version_version_import_source_id_idx";
  DROP INDEX "pictures_import_source_id_idx";
  DROP INDEX "_pictures_v_version_version_import_source_id_idx";
  DROP INDEX "information_items_import_source_id_idx";
  DROP INDEX "_information_items_v_version_version_import_source_id_idx";
  DROP INDEX "exhibitors_import_source_id_idx";
  DROP INDEX "exhibitors_invitation_code_idx";
  DROP INDEX "_exhibitors_v_version_version_import_source_id_idx";
  DROP INDEX "_exhibitors_v_version_version_invitation_code_idx";
  DROP INDEX "downloads_import_source_id_idx";
  DROP INDEX "_downloads_v_version_version_import_source_id_idx";
  DROP INDEX "media_content_hash_idx";
  DROP INDEX "documents_content_hash_idx";
  DROP INDEX "registrations_checked_in_at_idx";
  DROP INDEX "registrations_anonymised_at_idx";
  DROP INDEX "registrations_badge_type_idx";
  DROP INDEX "registrations_exhibitor_idx";
  DROP INDEX "payload_locked_documents_rels_halls_id_idx";
  DROP INDEX "payload_locked_documents_rels_exhibitor_accounts_id_idx";
  DROP INDEX "payload_locked_documents_rels_used_captchas_id_idx";
  DROP INDEX "payload_locked_documents_rels_gates_id_idx";
  DROP INDEX "payload_locked_documents_rels_checkin_devices_id_idx";
  DROP INDEX "payload_locked_documents_rels_scans_id_idx";
  DROP INDEX "payload_preferences_rels_exhibitor_accounts_id_idx";
  ALTER TABLE "registrations" ALTER COLUMN "mobile" SET NOT NULL;
  ALTER TABLE "menus" DROP COLUMN "import_source_id";
  ALTER TABLE "menus" DROP COLUMN "import_hash";
  ALTER TABLE "_menus_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_menus_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "rotation_charts" DROP COLUMN "import_source_id";
  ALTER TABLE "rotation_charts" DROP COLUMN "import_hash";
  ALTER TABLE "_rotation_charts_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_rotation_charts_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "columns" DROP COLUMN "import_source_id";
  ALTER TABLE "columns" DROP COLUMN "import_hash";
  ALTER TABLE "_columns_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_columns_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "articles" DROP COLUMN "import_source_id";
  ALTER TABLE "articles" DROP COLUMN "import_hash";
  ALTER TABLE "_articles_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "pictures" DROP COLUMN "import_source_id";
  ALTER TABLE "pictures" DROP COLUMN "import_hash";
  ALTER TABLE "_pictures_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_pictures_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "information_items" DROP COLUMN "import_source_id";
  ALTER TABLE "information_items" DROP COLUMN "import_hash";
  ALTER TABLE "_information_items_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_information_items_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "exhibitors" DROP COLUMN "import_source_id";
  ALTER TABLE "exhibitors" DROP COLUMN "import_hash";
  ALTER TABLE "exhibitors" DROP COLUMN "staff_quota";
  ALTER TABLE "exhibitors" DROP COLUMN "invitation_code";
  ALTER TABLE "_exhibitors_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_exhibitors_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "_exhibitors_v" DROP COLUMN "version_staff_quota";
  ALTER TABLE "_exhibitors_v" DROP COLUMN "version_invitation_code";
  ALTER TABLE "downloads" DROP COLUMN "import_source_id";
  ALTER TABLE "downloads" DROP COLUMN "import_hash";
  ALTER TABLE "_downloads_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_downloads_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "media" DROP COLUMN "content_hash";
  ALTER TABLE "documents" DROP COLUMN "content_hash";
  ALTER TABLE "registrations" DROP COLUMN "checked_in_at";
  ALTER TABLE "registrations" DROP COLUMN "share_withdrawn_at";
  ALTER TABLE "registrations" DROP COLUMN "anonymised_at";
  ALTER TABLE "registrations" DROP COLUMN "badge_type";
  ALTER TABLE "registrations" DROP COLUMN "exhibitor_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "halls_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "exhibitor_accounts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "used_captchas_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "checkin_devices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "scans_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "exhibitor_accounts_id";
  ALTER TABLE "registration_settings" DROP COLUMN "retention_days";
  ALTER TABLE "registration_settings" DROP COLUMN "captcha_work";
  DROP TYPE "public"."enum_halls_review_state";
  DROP TYPE "public"."enum_halls_status";
  DROP TYPE "public"."enum__halls_v_version_review_state";
  DROP TYPE "public"."enum__halls_v_version_status";
  DROP TYPE "public"."enum__halls_v_published_locale";
  DROP TYPE "public"."enum_exhibitor_accounts_status";
  DROP TYPE "public"."enum_registrations_badge_type";
  DROP TYPE "public"."enum_scans_outcome";
  DROP TYPE "public"."enum_checkin_settings_re_entry";`)
}
