import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_menus_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum_menus_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menus_v_version_link" AS ENUM('/home', '/info', '/news', '/show', '/download', '/detail');
  CREATE TYPE "public"."enum__menus_v_version_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum__menus_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_rotation_charts_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum_rotation_charts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__rotation_charts_v_version_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum__rotation_charts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_columns_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum_columns_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__columns_v_version_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum__columns_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_articles_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pictures_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum_pictures_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pictures_v_version_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum__pictures_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_information_items_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum_information_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__information_items_v_version_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum__information_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_exhibitors_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum_exhibitors_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__exhibitors_v_version_category" AS ENUM('核电工程与设计', '核燃料与材料', '核级设备制造', '仪控与数字化', '辐射防护与监测', '核技术应用', '退役与废物治理', '科研院所与服务');
  CREATE TYPE "public"."enum__exhibitors_v_version_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum__exhibitors_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_downloads_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum_downloads_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__downloads_v_version_review_state" AS ENUM('draft', 'pending', 'published', 'returned');
  CREATE TYPE "public"."enum__downloads_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('login', 'login-failed', 'lockout', 'create', 'update', 'publish', 'unpublish', 'trash', 'restore', 'delete', 'role-change', 'export');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'reviewer' BEFORE 'editor';
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'registrar';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeAuditLog';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'popupAdBoundary';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'baiduPush';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeAuditLog';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'popupAdBoundary';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'baiduPush';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_menus_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name_c_n" varchar,
  	"version_name_e_n" varchar,
  	"version_site_name" varchar,
  	"version_link" "enum__menus_v_version_link" DEFAULT '/info',
  	"version_parent_id" integer,
  	"version_icon_id" integer,
  	"version_cover_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_review_state" "enum__menus_v_version_review_state" DEFAULT 'draft',
  	"version_review_note" varchar,
  	"version_review_comment" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__menus_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_rotation_charts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_menu_id" integer,
  	"version_picture_id" integer,
  	"version_link" varchar,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_review_state" "enum__rotation_charts_v_version_review_state" DEFAULT 'draft',
  	"version_review_note" varchar,
  	"version_review_comment" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__rotation_charts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_columns_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_review_state" "enum__columns_v_version_review_state" DEFAULT 'draft',
  	"version_review_note" varchar,
  	"version_review_comment" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__columns_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_cover_id" integer,
  	"version_link" varchar,
  	"version_detail" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_menu_id" integer,
  	"version_column_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_review_state" "enum__articles_v_version_review_state" DEFAULT 'draft',
  	"version_review_note" varchar,
  	"version_review_comment" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_pictures_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_picture_id" integer,
  	"version_link" varchar,
  	"version_column_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_review_state" "enum__pictures_v_version_review_state" DEFAULT 'draft',
  	"version_review_note" varchar,
  	"version_review_comment" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__pictures_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_information_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_cover_id" integer,
  	"version_detail" jsonb,
  	"version_column_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_review_state" "enum__information_items_v_version_review_state" DEFAULT 'draft',
  	"version_review_note" varchar,
  	"version_review_comment" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__information_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_exhibitors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name_c_n" varchar,
  	"version_name_e_n" varchar,
  	"version_logo_id" integer,
  	"version_booth" varchar,
  	"version_category" "enum__exhibitors_v_version_category",
  	"version_introduction" jsonb,
  	"version_website" varchar,
  	"version_contact" varchar,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_review_state" "enum__exhibitors_v_version_review_state" DEFAULT 'draft',
  	"version_review_note" varchar,
  	"version_review_comment" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__exhibitors_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_downloads_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_file_id" integer,
  	"version_menu_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_review_state" "enum__downloads_v_version_review_state" DEFAULT 'draft',
  	"version_review_note" varchar,
  	"version_review_comment" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__downloads_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"user_id" integer,
  	"user_email" varchar,
  	"collection_slug" varchar,
  	"document_id" varchar,
  	"title" varchar,
  	"detail" varchar,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_site_name" varchar DEFAULT '中国国际核工业展览会',
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_icp_number" varchar,
  	"version_psb_number" varchar,
  	"version_event_name" varchar,
  	"version_event_start_date" timestamp(3) with time zone,
  	"version_event_end_date" timestamp(3) with time zone,
  	"version_venue_name" varchar,
  	"version_venue_street_address" varchar,
  	"version_venue_city" varchar,
  	"version_venue_region" varchar,
  	"version_venue_postal_code" varchar,
  	"version_organizer_name" varchar,
  	"version_organizer_url" varchar,
  	"version_registration_url" varchar,
  	"version_header_column_id" integer,
  	"version_footer_column_id" integer,
  	"version_home_cards_column_id" integer,
  	"version_partners_column_id" integer,
  	"version_footer_columns_column_id" integer,
  	"version_qr_column_id" integer,
  	"version_ad_picture_id" integer,
  	"version_home_menu_id" integer,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_site_settings_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"menus_id" integer
  );
  
  CREATE TABLE "popup_ad" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT false,
  	"picture_id" integer,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "menus" ALTER COLUMN "name_c_n" DROP NOT NULL;
  ALTER TABLE "menus" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "rotation_charts" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "rotation_charts" ALTER COLUMN "menu_id" DROP NOT NULL;
  ALTER TABLE "rotation_charts" ALTER COLUMN "picture_id" DROP NOT NULL;
  ALTER TABLE "columns" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "published_at" DROP NOT NULL;
  ALTER TABLE "pictures" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pictures" ALTER COLUMN "picture_id" DROP NOT NULL;
  ALTER TABLE "information_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "exhibitors" ALTER COLUMN "name_c_n" DROP NOT NULL;
  ALTER TABLE "exhibitors" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "downloads" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "downloads" ALTER COLUMN "file_id" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "site_name" DROP NOT NULL;
  ALTER TABLE "menus" ADD COLUMN "review_state" "enum_menus_review_state" DEFAULT 'draft';
  ALTER TABLE "menus" ADD COLUMN "review_note" varchar;
  ALTER TABLE "menus" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "menus" ADD COLUMN "_status" "enum_menus_status" DEFAULT 'draft';
  ALTER TABLE "rotation_charts" ADD COLUMN "review_state" "enum_rotation_charts_review_state" DEFAULT 'draft';
  ALTER TABLE "rotation_charts" ADD COLUMN "review_note" varchar;
  ALTER TABLE "rotation_charts" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "rotation_charts" ADD COLUMN "_status" "enum_rotation_charts_status" DEFAULT 'draft';
  ALTER TABLE "columns" ADD COLUMN "review_state" "enum_columns_review_state" DEFAULT 'draft';
  ALTER TABLE "columns" ADD COLUMN "review_note" varchar;
  ALTER TABLE "columns" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "columns" ADD COLUMN "_status" "enum_columns_status" DEFAULT 'draft';
  ALTER TABLE "articles" ADD COLUMN "review_state" "enum_articles_review_state" DEFAULT 'draft';
  ALTER TABLE "articles" ADD COLUMN "review_note" varchar;
  ALTER TABLE "articles" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "articles" ADD COLUMN "_status" "enum_articles_status" DEFAULT 'draft';
  ALTER TABLE "pictures" ADD COLUMN "review_state" "enum_pictures_review_state" DEFAULT 'draft';
  ALTER TABLE "pictures" ADD COLUMN "review_note" varchar;
  ALTER TABLE "pictures" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "pictures" ADD COLUMN "_status" "enum_pictures_status" DEFAULT 'draft';
  ALTER TABLE "information_items" ADD COLUMN "review_state" "enum_information_items_review_state" DEFAULT 'draft';
  ALTER TABLE "information_items" ADD COLUMN "review_note" varchar;
  ALTER TABLE "information_items" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "information_items" ADD COLUMN "_status" "enum_information_items_status" DEFAULT 'draft';
  ALTER TABLE "exhibitors" ADD COLUMN "review_state" "enum_exhibitors_review_state" DEFAULT 'draft';
  ALTER TABLE "exhibitors" ADD COLUMN "review_note" varchar;
  ALTER TABLE "exhibitors" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "exhibitors" ADD COLUMN "_status" "enum_exhibitors_status" DEFAULT 'draft';
  ALTER TABLE "downloads" ADD COLUMN "review_state" "enum_downloads_review_state" DEFAULT 'draft';
  ALTER TABLE "downloads" ADD COLUMN "review_note" varchar;
  ALTER TABLE "downloads" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "downloads" ADD COLUMN "_status" "enum_downloads_status" DEFAULT 'draft';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
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
  ALTER TABLE "site_settings" ADD COLUMN "registration_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_parent_id_menus_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_icon_id_media_id_fk" FOREIGN KEY ("version_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rotation_charts_v" ADD CONSTRAINT "_rotation_charts_v_parent_id_rotation_charts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rotation_charts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rotation_charts_v" ADD CONSTRAINT "_rotation_charts_v_version_menu_id_menus_id_fk" FOREIGN KEY ("version_menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rotation_charts_v" ADD CONSTRAINT "_rotation_charts_v_version_picture_id_media_id_fk" FOREIGN KEY ("version_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_columns_v" ADD CONSTRAINT "_columns_v_parent_id_columns_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."columns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_menu_id_menus_id_fk" FOREIGN KEY ("version_menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_column_id_columns_id_fk" FOREIGN KEY ("version_column_id") REFERENCES "public"."columns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pictures_v" ADD CONSTRAINT "_pictures_v_parent_id_pictures_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pictures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pictures_v" ADD CONSTRAINT "_pictures_v_version_picture_id_media_id_fk" FOREIGN KEY ("version_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pictures_v" ADD CONSTRAINT "_pictures_v_version_column_id_columns_id_fk" FOREIGN KEY ("version_column_id") REFERENCES "public"."columns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_information_items_v" ADD CONSTRAINT "_information_items_v_parent_id_information_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."information_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_information_items_v" ADD CONSTRAINT "_information_items_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_information_items_v" ADD CONSTRAINT "_information_items_v_version_column_id_columns_id_fk" FOREIGN KEY ("version_column_id") REFERENCES "public"."columns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exhibitors_v" ADD CONSTRAINT "_exhibitors_v_parent_id_exhibitors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exhibitors_v" ADD CONSTRAINT "_exhibitors_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_v" ADD CONSTRAINT "_downloads_v_parent_id_downloads_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_v" ADD CONSTRAINT "_downloads_v_version_file_id_documents_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_v" ADD CONSTRAINT "_downloads_v_version_menu_id_menus_id_fk" FOREIGN KEY ("version_menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_header_column_id_columns_id_fk" FOREIGN KEY ("version_header_column_id") REFERENCES "public"."columns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_footer_column_id_columns_id_fk" FOREIGN KEY ("version_footer_column_id") REFERENCES "public"."columns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_home_cards_column_id_columns_id_fk" FOREIGN KEY ("version_home_cards_column_id") REFERENCES "public"."columns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_partners_column_id_columns_id_fk" FOREIGN KEY ("version_partners_column_id") REFERENCES "public"."columns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_footer_columns_column_id_columns_id_fk" FOREIGN KEY ("version_footer_columns_column_id") REFERENCES "public"."columns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_qr_column_id_columns_id_fk" FOREIGN KEY ("version_qr_column_id") REFERENCES "public"."columns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_ad_picture_id_pictures_id_fk" FOREIGN KEY ("version_ad_picture_id") REFERENCES "public"."pictures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_home_menu_id_menus_id_fk" FOREIGN KEY ("version_home_menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_rels" ADD CONSTRAINT "_site_settings_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_rels" ADD CONSTRAINT "_site_settings_v_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popup_ad" ADD CONSTRAINT "popup_ad_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_menus_v_parent_idx" ON "_menus_v" USING btree ("parent_id");
  CREATE INDEX "_menus_v_version_version_parent_idx" ON "_menus_v" USING btree ("version_parent_id");
  CREATE INDEX "_menus_v_version_version_icon_idx" ON "_menus_v" USING btree ("version_icon_id");
  CREATE INDEX "_menus_v_version_version_cover_idx" ON "_menus_v" USING btree ("version_cover_id");
  CREATE INDEX "_menus_v_version_version_sort_order_idx" ON "_menus_v" USING btree ("version_sort_order");
  CREATE INDEX "_menus_v_version_version_review_state_idx" ON "_menus_v" USING btree ("version_review_state");
  CREATE INDEX "_menus_v_version_version_updated_at_idx" ON "_menus_v" USING btree ("version_updated_at");
  CREATE INDEX "_menus_v_version_version_created_at_idx" ON "_menus_v" USING btree ("version_created_at");
  CREATE INDEX "_menus_v_version_version_deleted_at_idx" ON "_menus_v" USING btree ("version_deleted_at");
  CREATE INDEX "_menus_v_version_version__status_idx" ON "_menus_v" USING btree ("version__status");
  CREATE INDEX "_menus_v_created_at_idx" ON "_menus_v" USING btree ("created_at");
  CREATE INDEX "_menus_v_updated_at_idx" ON "_menus_v" USING btree ("updated_at");
  CREATE INDEX "_menus_v_latest_idx" ON "_menus_v" USING btree ("latest");
  CREATE INDEX "_rotation_charts_v_parent_idx" ON "_rotation_charts_v" USING btree ("parent_id");
  CREATE INDEX "_rotation_charts_v_version_version_menu_idx" ON "_rotation_charts_v" USING btree ("version_menu_id");
  CREATE INDEX "_rotation_charts_v_version_version_picture_idx" ON "_rotation_charts_v" USING btree ("version_picture_id");
  CREATE INDEX "_rotation_charts_v_version_version_sort_order_idx" ON "_rotation_charts_v" USING btree ("version_sort_order");
  CREATE INDEX "_rotation_charts_v_version_version_review_state_idx" ON "_rotation_charts_v" USING btree ("version_review_state");
  CREATE INDEX "_rotation_charts_v_version_version_updated_at_idx" ON "_rotation_charts_v" USING btree ("version_updated_at");
  CREATE INDEX "_rotation_charts_v_version_version_created_at_idx" ON "_rotation_charts_v" USING btree ("version_created_at");
  CREATE INDEX "_rotation_charts_v_version_version_deleted_at_idx" ON "_rotation_charts_v" USING btree ("version_deleted_at");
  CREATE INDEX "_rotation_charts_v_version_version__status_idx" ON "_rotation_charts_v" USING btree ("version__status");
  CREATE INDEX "_rotation_charts_v_created_at_idx" ON "_rotation_charts_v" USING btree ("created_at");
  CREATE INDEX "_rotation_charts_v_updated_at_idx" ON "_rotation_charts_v" USING btree ("updated_at");
  CREATE INDEX "_rotation_charts_v_latest_idx" ON "_rotation_charts_v" USING btree ("latest");
  CREATE INDEX "_columns_v_parent_idx" ON "_columns_v" USING btree ("parent_id");
  CREATE INDEX "_columns_v_version_version_review_state_idx" ON "_columns_v" USING btree ("version_review_state");
  CREATE INDEX "_columns_v_version_version_updated_at_idx" ON "_columns_v" USING btree ("version_updated_at");
  CREATE INDEX "_columns_v_version_version_created_at_idx" ON "_columns_v" USING btree ("version_created_at");
  CREATE INDEX "_columns_v_version_version_deleted_at_idx" ON "_columns_v" USING btree ("version_deleted_at");
  CREATE INDEX "_columns_v_version_version__status_idx" ON "_columns_v" USING btree ("version__status");
  CREATE INDEX "_columns_v_created_at_idx" ON "_columns_v" USING btree ("created_at");
  CREATE INDEX "_columns_v_updated_at_idx" ON "_columns_v" USING btree ("updated_at");
  CREATE INDEX "_columns_v_latest_idx" ON "_columns_v" USING btree ("latest");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_cover_idx" ON "_articles_v" USING btree ("version_cover_id");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_version_menu_idx" ON "_articles_v" USING btree ("version_menu_id");
  CREATE INDEX "_articles_v_version_version_column_idx" ON "_articles_v" USING btree ("version_column_id");
  CREATE INDEX "_articles_v_version_version_sort_order_idx" ON "_articles_v" USING btree ("version_sort_order");
  CREATE INDEX "_articles_v_version_version_review_state_idx" ON "_articles_v" USING btree ("version_review_state");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version_deleted_at_idx" ON "_articles_v" USING btree ("version_deleted_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_pictures_v_parent_idx" ON "_pictures_v" USING btree ("parent_id");
  CREATE INDEX "_pictures_v_version_version_picture_idx" ON "_pictures_v" USING btree ("version_picture_id");
  CREATE INDEX "_pictures_v_version_version_column_idx" ON "_pictures_v" USING btree ("version_column_id");
  CREATE INDEX "_pictures_v_version_version_sort_order_idx" ON "_pictures_v" USING btree ("version_sort_order");
  CREATE INDEX "_pictures_v_version_version_review_state_idx" ON "_pictures_v" USING btree ("version_review_state");
  CREATE INDEX "_pictures_v_version_version_updated_at_idx" ON "_pictures_v" USING btree ("version_updated_at");
  CREATE INDEX "_pictures_v_version_version_created_at_idx" ON "_pictures_v" USING btree ("version_created_at");
  CREATE INDEX "_pictures_v_version_version_deleted_at_idx" ON "_pictures_v" USING btree ("version_deleted_at");
  CREATE INDEX "_pictures_v_version_version__status_idx" ON "_pictures_v" USING btree ("version__status");
  CREATE INDEX "_pictures_v_created_at_idx" ON "_pictures_v" USING btree ("created_at");
  CREATE INDEX "_pictures_v_updated_at_idx" ON "_pictures_v" USING btree ("updated_at");
  CREATE INDEX "_pictures_v_latest_idx" ON "_pictures_v" USING btree ("latest");
  CREATE INDEX "_information_items_v_parent_idx" ON "_information_items_v" USING btree ("parent_id");
  CREATE INDEX "_information_items_v_version_version_cover_idx" ON "_information_items_v" USING btree ("version_cover_id");
  CREATE INDEX "_information_items_v_version_version_column_idx" ON "_information_items_v" USING btree ("version_column_id");
  CREATE INDEX "_information_items_v_version_version_sort_order_idx" ON "_information_items_v" USING btree ("version_sort_order");
  CREATE INDEX "_information_items_v_version_version_review_state_idx" ON "_information_items_v" USING btree ("version_review_state");
  CREATE INDEX "_information_items_v_version_version_updated_at_idx" ON "_information_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_information_items_v_version_version_created_at_idx" ON "_information_items_v" USING btree ("version_created_at");
  CREATE INDEX "_information_items_v_version_version_deleted_at_idx" ON "_information_items_v" USING btree ("version_deleted_at");
  CREATE INDEX "_information_items_v_version_version__status_idx" ON "_information_items_v" USING btree ("version__status");
  CREATE INDEX "_information_items_v_created_at_idx" ON "_information_items_v" USING btree ("created_at");
  CREATE INDEX "_information_items_v_updated_at_idx" ON "_information_items_v" USING btree ("updated_at");
  CREATE INDEX "_information_items_v_latest_idx" ON "_information_items_v" USING btree ("latest");
  CREATE INDEX "_exhibitors_v_parent_idx" ON "_exhibitors_v" USING btree ("parent_id");
  CREATE INDEX "_exhibitors_v_version_version_name_c_n_idx" ON "_exhibitors_v" USING btree ("version_name_c_n");
  CREATE INDEX "_exhibitors_v_version_version_name_e_n_idx" ON "_exhibitors_v" USING btree ("version_name_e_n");
  CREATE INDEX "_exhibitors_v_version_version_logo_idx" ON "_exhibitors_v" USING btree ("version_logo_id");
  CREATE INDEX "_exhibitors_v_version_version_booth_idx" ON "_exhibitors_v" USING btree ("version_booth");
  CREATE INDEX "_exhibitors_v_version_version_category_idx" ON "_exhibitors_v" USING btree ("version_category");
  CREATE INDEX "_exhibitors_v_version_version_sort_order_idx" ON "_exhibitors_v" USING btree ("version_sort_order");
  CREATE INDEX "_exhibitors_v_version_version_review_state_idx" ON "_exhibitors_v" USING btree ("version_review_state");
  CREATE INDEX "_exhibitors_v_version_version_updated_at_idx" ON "_exhibitors_v" USING btree ("version_updated_at");
  CREATE INDEX "_exhibitors_v_version_version_created_at_idx" ON "_exhibitors_v" USING btree ("version_created_at");
  CREATE INDEX "_exhibitors_v_version_version_deleted_at_idx" ON "_exhibitors_v" USING btree ("version_deleted_at");
  CREATE INDEX "_exhibitors_v_version_version__status_idx" ON "_exhibitors_v" USING btree ("version__status");
  CREATE INDEX "_exhibitors_v_created_at_idx" ON "_exhibitors_v" USING btree ("created_at");
  CREATE INDEX "_exhibitors_v_updated_at_idx" ON "_exhibitors_v" USING btree ("updated_at");
  CREATE INDEX "_exhibitors_v_latest_idx" ON "_exhibitors_v" USING btree ("latest");
  CREATE INDEX "_downloads_v_parent_idx" ON "_downloads_v" USING btree ("parent_id");
  CREATE INDEX "_downloads_v_version_version_file_idx" ON "_downloads_v" USING btree ("version_file_id");
  CREATE INDEX "_downloads_v_version_version_menu_idx" ON "_downloads_v" USING btree ("version_menu_id");
  CREATE INDEX "_downloads_v_version_version_sort_order_idx" ON "_downloads_v" USING btree ("version_sort_order");
  CREATE INDEX "_downloads_v_version_version_review_state_idx" ON "_downloads_v" USING btree ("version_review_state");
  CREATE INDEX "_downloads_v_version_version_updated_at_idx" ON "_downloads_v" USING btree ("version_updated_at");
  CREATE INDEX "_downloads_v_version_version_created_at_idx" ON "_downloads_v" USING btree ("version_created_at");
  CREATE INDEX "_downloads_v_version_version_deleted_at_idx" ON "_downloads_v" USING btree ("version_deleted_at");
  CREATE INDEX "_downloads_v_version_version__status_idx" ON "_downloads_v" USING btree ("version__status");
  CREATE INDEX "_downloads_v_created_at_idx" ON "_downloads_v" USING btree ("created_at");
  CREATE INDEX "_downloads_v_updated_at_idx" ON "_downloads_v" USING btree ("updated_at");
  CREATE INDEX "_downloads_v_latest_idx" ON "_downloads_v" USING btree ("latest");
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");
  CREATE INDEX "audit_log_user_email_idx" ON "audit_log" USING btree ("user_email");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_version_version_header_column_idx" ON "_site_settings_v" USING btree ("version_header_column_id");
  CREATE INDEX "_site_settings_v_version_version_footer_column_idx" ON "_site_settings_v" USING btree ("version_footer_column_id");
  CREATE INDEX "_site_settings_v_version_version_home_cards_column_idx" ON "_site_settings_v" USING btree ("version_home_cards_column_id");
  CREATE INDEX "_site_settings_v_version_version_partners_column_idx" ON "_site_settings_v" USING btree ("version_partners_column_id");
  CREATE INDEX "_site_settings_v_version_version_footer_columns_column_idx" ON "_site_settings_v" USING btree ("version_footer_columns_column_id");
  CREATE INDEX "_site_settings_v_version_version_qr_column_idx" ON "_site_settings_v" USING btree ("version_qr_column_id");
  CREATE INDEX "_site_settings_v_version_version_ad_picture_idx" ON "_site_settings_v" USING btree ("version_ad_picture_id");
  CREATE INDEX "_site_settings_v_version_version_home_menu_idx" ON "_site_settings_v" USING btree ("version_home_menu_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_rels_order_idx" ON "_site_settings_v_rels" USING btree ("order");
  CREATE INDEX "_site_settings_v_rels_parent_idx" ON "_site_settings_v_rels" USING btree ("parent_id");
  CREATE INDEX "_site_settings_v_rels_path_idx" ON "_site_settings_v_rels" USING btree ("path");
  CREATE INDEX "_site_settings_v_rels_menus_id_idx" ON "_site_settings_v_rels" USING btree ("menus_id");
  CREATE INDEX "popup_ad_picture_idx" ON "popup_ad" USING btree ("picture_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "menus_review_state_idx" ON "menus" USING btree ("review_state");
  CREATE INDEX "menus__status_idx" ON "menus" USING btree ("_status");
  CREATE INDEX "rotation_charts_review_state_idx" ON "rotation_charts" USING btree ("review_state");
  CREATE INDEX "rotation_charts__status_idx" ON "rotation_charts" USING btree ("_status");
  CREATE INDEX "columns_review_state_idx" ON "columns" USING btree ("review_state");
  CREATE INDEX "columns__status_idx" ON "columns" USING btree ("_status");
  CREATE INDEX "articles_review_state_idx" ON "articles" USING btree ("review_state");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "pictures_review_state_idx" ON "pictures" USING btree ("review_state");
  CREATE INDEX "pictures__status_idx" ON "pictures" USING btree ("_status");
  CREATE INDEX "information_items_review_state_idx" ON "information_items" USING btree ("review_state");
  CREATE INDEX "information_items__status_idx" ON "information_items" USING btree ("_status");
  CREATE INDEX "exhibitors_booth_idx" ON "exhibitors" USING btree ("booth");
  CREATE INDEX "exhibitors_review_state_idx" ON "exhibitors" USING btree ("review_state");
  CREATE INDEX "exhibitors__status_idx" ON "exhibitors" USING btree ("_status");
  CREATE INDEX "downloads_review_state_idx" ON "downloads" USING btree ("review_state");
  CREATE INDEX "downloads__status_idx" ON "downloads" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");`)
  // Content that existed before drafts (E2) was public: it stays published.
  await db.execute(sql`
  UPDATE "menus" SET "_status" = 'published', "review_state" = 'published';
  UPDATE "rotation_charts" SET "_status" = 'published', "review_state" = 'published';
  UPDATE "columns" SET "_status" = 'published', "review_state" = 'published';
  UPDATE "articles" SET "_status" = 'published', "review_state" = 'published';
  UPDATE "pictures" SET "_status" = 'published', "review_state" = 'published';
  UPDATE "information_items" SET "_status" = 'published', "review_state" = 'published';
  UPDATE "exhibitors" SET "_status" = 'published', "review_state" = 'published';
  UPDATE "downloads" SET "_status" = 'published', "review_state" = 'published';
  UPDATE "site_settings" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_menus_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_rotation_charts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_columns_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pictures_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_information_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exhibitors_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_downloads_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popup_ad" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_menus_v" CASCADE;
  DROP TABLE "_rotation_charts_v" CASCADE;
  DROP TABLE "_columns_v" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_pictures_v" CASCADE;
  DROP TABLE "_information_items_v" CASCADE;
  DROP TABLE "_exhibitors_v" CASCADE;
  DROP TABLE "_downloads_v" CASCADE;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_rels" CASCADE;
  DROP TABLE "popup_ad" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeTrash');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeTrash');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "menus_review_state_idx";
  DROP INDEX "menus__status_idx";
  DROP INDEX "rotation_charts_review_state_idx";
  DROP INDEX "rotation_charts__status_idx";
  DROP INDEX "columns_review_state_idx";
  DROP INDEX "columns__status_idx";
  DROP INDEX "articles_review_state_idx";
  DROP INDEX "articles__status_idx";
  DROP INDEX "pictures_review_state_idx";
  DROP INDEX "pictures__status_idx";
  DROP INDEX "information_items_review_state_idx";
  DROP INDEX "information_items__status_idx";
  DROP INDEX "exhibitors_booth_idx";
  DROP INDEX "exhibitors_review_state_idx";
  DROP INDEX "exhibitors__status_idx";
  DROP INDEX "downloads_review_state_idx";
  DROP INDEX "downloads__status_idx";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  DROP INDEX "site_settings__status_idx";
  ALTER TABLE "menus" ALTER COLUMN "name_c_n" SET NOT NULL;
  ALTER TABLE "menus" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "rotation_charts" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "rotation_charts" ALTER COLUMN "menu_id" SET NOT NULL;
  ALTER TABLE "rotation_charts" ALTER COLUMN "picture_id" SET NOT NULL;
  ALTER TABLE "columns" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "published_at" SET NOT NULL;
  ALTER TABLE "pictures" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pictures" ALTER COLUMN "picture_id" SET NOT NULL;
  ALTER TABLE "information_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "exhibitors" ALTER COLUMN "name_c_n" SET NOT NULL;
  ALTER TABLE "exhibitors" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "downloads" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "downloads" ALTER COLUMN "file_id" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "site_name" SET NOT NULL;
  ALTER TABLE "menus" DROP COLUMN "review_state";
  ALTER TABLE "menus" DROP COLUMN "review_note";
  ALTER TABLE "menus" DROP COLUMN "review_comment";
  ALTER TABLE "menus" DROP COLUMN "_status";
  ALTER TABLE "rotation_charts" DROP COLUMN "review_state";
  ALTER TABLE "rotation_charts" DROP COLUMN "review_note";
  ALTER TABLE "rotation_charts" DROP COLUMN "review_comment";
  ALTER TABLE "rotation_charts" DROP COLUMN "_status";
  ALTER TABLE "columns" DROP COLUMN "review_state";
  ALTER TABLE "columns" DROP COLUMN "review_note";
  ALTER TABLE "columns" DROP COLUMN "review_comment";
  ALTER TABLE "columns" DROP COLUMN "_status";
  ALTER TABLE "articles" DROP COLUMN "review_state";
  ALTER TABLE "articles" DROP COLUMN "review_note";
  ALTER TABLE "articles" DROP COLUMN "review_comment";
  ALTER TABLE "articles" DROP COLUMN "_status";
  ALTER TABLE "pictures" DROP COLUMN "review_state";
  ALTER TABLE "pictures" DROP COLUMN "review_note";
  ALTER TABLE "pictures" DROP COLUMN "review_comment";
  ALTER TABLE "pictures" DROP COLUMN "_status";
  ALTER TABLE "information_items" DROP COLUMN "review_state";
  ALTER TABLE "information_items" DROP COLUMN "review_note";
  ALTER TABLE "information_items" DROP COLUMN "review_comment";
  ALTER TABLE "information_items" DROP COLUMN "_status";
  ALTER TABLE "exhibitors" DROP COLUMN "review_state";
  ALTER TABLE "exhibitors" DROP COLUMN "review_note";
  ALTER TABLE "exhibitors" DROP COLUMN "review_comment";
  ALTER TABLE "exhibitors" DROP COLUMN "_status";
  ALTER TABLE "downloads" DROP COLUMN "review_state";
  ALTER TABLE "downloads" DROP COLUMN "review_note";
  ALTER TABLE "downloads" DROP COLUMN "review_comment";
  ALTER TABLE "downloads" DROP COLUMN "_status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
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
  ALTER TABLE "site_settings" DROP COLUMN "registration_url";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  DROP TYPE "public"."enum_menus_review_state";
  DROP TYPE "public"."enum_menus_status";
  DROP TYPE "public"."enum__menus_v_version_link";
  DROP TYPE "public"."enum__menus_v_version_review_state";
  DROP TYPE "public"."enum__menus_v_version_status";
  DROP TYPE "public"."enum_rotation_charts_review_state";
  DROP TYPE "public"."enum_rotation_charts_status";
  DROP TYPE "public"."enum__rotation_charts_v_version_review_state";
  DROP TYPE "public"."enum__rotation_charts_v_version_status";
  DROP TYPE "public"."enum_columns_review_state";
  DROP TYPE "public"."enum_columns_status";
  DROP TYPE "public"."enum__columns_v_version_review_state";
  DROP TYPE "public"."enum__columns_v_version_status";
  DROP TYPE "public"."enum_articles_review_state";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_review_state";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum_pictures_review_state";
  DROP TYPE "public"."enum_pictures_status";
  DROP TYPE "public"."enum__pictures_v_version_review_state";
  DROP TYPE "public"."enum__pictures_v_version_status";
  DROP TYPE "public"."enum_information_items_review_state";
  DROP TYPE "public"."enum_information_items_status";
  DROP TYPE "public"."enum__information_items_v_version_review_state";
  DROP TYPE "public"."enum__information_items_v_version_status";
  DROP TYPE "public"."enum_exhibitors_review_state";
  DROP TYPE "public"."enum_exhibitors_status";
  DROP TYPE "public"."enum__exhibitors_v_version_category";
  DROP TYPE "public"."enum__exhibitors_v_version_review_state";
  DROP TYPE "public"."enum__exhibitors_v_version_status";
  DROP TYPE "public"."enum_downloads_review_state";
  DROP TYPE "public"."enum_downloads_status";
  DROP TYPE "public"."enum__downloads_v_version_review_state";
  DROP TYPE "public"."enum__downloads_v_version_status";
  DROP TYPE "public"."enum_audit_log_action";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";`)
}
