import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'


// --- Hand-written data step (G5), kept apart from the generated statements ---
// Localizing a field moves its column to a `*_locales` table; the generated statements below
// drop the old column. Existing content is Chinese: it is copied into the new tables as the
// `zh` locale before the drops, for the documents and for their versions.
const LOCALIZED_COLUMNS: ReadonlyArray<[table: string, columns: readonly string[]]> = [
  ['menus', ['site_name']],
  ['_menus_v', ['version_site_name']],
  ['articles', ['title', 'subtitle', 'detail']],
  ['_articles_v', ['version_title', 'version_subtitle', 'version_detail']],
  ['information_items', ['detail']],
  ['_information_items_v', ['version_detail']],
  ['exhibitors', ['introduction', 'contact']],
  ['_exhibitors_v', ['version_introduction', 'version_contact']],
  ['downloads', ['title']],
  ['_downloads_v', ['version_title']],
  ['site_settings', ['site_name', 'seo_description', 'seo_keywords', 'event_name', 'venue_name', 'venue_street_address', 'venue_city', 'venue_region', 'organizer_name']],
  ['_site_settings_v', ['version_site_name', 'version_seo_description', 'version_seo_keywords', 'version_event_name', 'version_venue_name', 'version_venue_street_address', 'version_venue_city', 'version_venue_region', 'version_organizer_name']],
]

/** The data step: every localized column's current text becomes the `zh` row of its locales table. */
async function copyIntoChineseLocale(db: MigrateUpArgs['db']): Promise<void> {
  for (const [table, columns] of LOCALIZED_COLUMNS) {
    const list = columns.map((column) => `"${column}"`).join(', ')
    await db.execute(sql.raw(`INSERT INTO "${table}_locales" (${list}, "_locale", "_parent_id") SELECT ${list}, 'zh', "id" FROM "${table}"`))
  }
}
/** Its undoing, for `down`: the `zh` rows go back into the columns re-added before the locales tables are dropped. */
async function copyBackFromChineseLocale(db: MigrateDownArgs['db']): Promise<void> {
  for (const [table, columns] of LOCALIZED_COLUMNS) {
    const set = columns.map((column) => `"${column}" = "l"."${column}"`).join(', ')
    await db.execute(sql.raw(`UPDATE "${table}" SET ${set} FROM "${table}_locales" AS "l" WHERE "l"."_parent_id" = "${table}"."id" AND "l"."_locale" = 'zh'`))
  }
}
// --- end of the data step ---

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__menus_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__rotation_charts_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__columns_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__pictures_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__information_items_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__exhibitors_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__downloads_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum__site_settings_v_published_locale" AS ENUM('zh', 'en');
  CREATE TABLE "menus_locales" (
  	"site_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menus_v_locales" (
  	"version_site_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"detail" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_detail" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "information_items_locales" (
  	"detail" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_information_items_v_locales" (
  	"version_detail" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "exhibitors_locales" (
  	"introduction" jsonb,
  	"contact" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_exhibitors_v_locales" (
  	"version_introduction" jsonb,
  	"version_contact" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "downloads_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_downloads_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"site_name" varchar DEFAULT '中国国际核工业展览会',
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"event_name" varchar,
  	"venue_name" varchar,
  	"venue_street_address" varchar,
  	"venue_city" varchar,
  	"venue_region" varchar,
  	"organizer_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_site_name" varchar DEFAULT '中国国际核工业展览会',
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_event_name" varchar,
  	"version_venue_name" varchar,
  	"version_venue_street_address" varchar,
  	"version_venue_city" varchar,
  	"version_venue_region" varchar,
  	"version_organizer_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_menus_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_menus_v" ADD COLUMN "published_locale" "enum__menus_v_published_locale";
  ALTER TABLE "_rotation_charts_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_rotation_charts_v" ADD COLUMN "published_locale" "enum__rotation_charts_v_published_locale";
  ALTER TABLE "_columns_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_columns_v" ADD COLUMN "published_locale" "enum__columns_v_published_locale";
  ALTER TABLE "_articles_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_articles_v" ADD COLUMN "published_locale" "enum__articles_v_published_locale";
  ALTER TABLE "_pictures_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pictures_v" ADD COLUMN "published_locale" "enum__pictures_v_published_locale";
  ALTER TABLE "_information_items_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_information_items_v" ADD COLUMN "published_locale" "enum__information_items_v_published_locale";
  ALTER TABLE "_exhibitors_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_exhibitors_v" ADD COLUMN "published_locale" "enum__exhibitors_v_published_locale";
  ALTER TABLE "_downloads_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_downloads_v" ADD COLUMN "published_locale" "enum__downloads_v_published_locale";
  ALTER TABLE "_site_settings_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_site_settings_v" ADD COLUMN "published_locale" "enum__site_settings_v_published_locale";
  ALTER TABLE "menus_locales" ADD CONSTRAINT "menus_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_locales" ADD CONSTRAINT "_menus_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "information_items_locales" ADD CONSTRAINT "information_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."information_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_information_items_v_locales" ADD CONSTRAINT "_information_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_information_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitors_locales" ADD CONSTRAINT "exhibitors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitors_v_locales" ADD CONSTRAINT "_exhibitors_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exhibitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads_locales" ADD CONSTRAINT "downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_downloads_v_locales" ADD CONSTRAINT "_downloads_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_downloads_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "menus_locales_locale_parent_id_unique" ON "menus_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_menus_v_locales_locale_parent_id_unique" ON "_menus_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "information_items_locales_locale_parent_id_unique" ON "information_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_information_items_v_locales_locale_parent_id_unique" ON "_information_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "exhibitors_locales_locale_parent_id_unique" ON "exhibitors_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_exhibitors_v_locales_locale_parent_id_unique" ON "_exhibitors_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "downloads_locales_locale_parent_id_unique" ON "downloads_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_downloads_v_locales_locale_parent_id_unique" ON "_downloads_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menus_v_snapshot_idx" ON "_menus_v" USING btree ("snapshot");
  CREATE INDEX "_menus_v_published_locale_idx" ON "_menus_v" USING btree ("published_locale");
  CREATE INDEX "_rotation_charts_v_snapshot_idx" ON "_rotation_charts_v" USING btree ("snapshot");
  CREATE INDEX "_rotation_charts_v_published_locale_idx" ON "_rotation_charts_v" USING btree ("published_locale");
  CREATE INDEX "_columns_v_snapshot_idx" ON "_columns_v" USING btree ("snapshot");
  CREATE INDEX "_columns_v_published_locale_idx" ON "_columns_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_pictures_v_snapshot_idx" ON "_pictures_v" USING btree ("snapshot");
  CREATE INDEX "_pictures_v_published_locale_idx" ON "_pictures_v" USING btree ("published_locale");
  CREATE INDEX "_information_items_v_snapshot_idx" ON "_information_items_v" USING btree ("snapshot");
  CREATE INDEX "_information_items_v_published_locale_idx" ON "_information_items_v" USING btree ("published_locale");
  CREATE INDEX "_exhibitors_v_snapshot_idx" ON "_exhibitors_v" USING btree ("snapshot");
  CREATE INDEX "_exhibitors_v_published_locale_idx" ON "_exhibitors_v" USING btree ("published_locale");
  CREATE INDEX "_downloads_v_snapshot_idx" ON "_downloads_v" USING btree ("snapshot");
  CREATE INDEX "_downloads_v_published_locale_idx" ON "_downloads_v" USING btree ("published_locale");
  CREATE INDEX "_site_settings_v_snapshot_idx" ON "_site_settings_v" USING btree ("snapshot");
  CREATE INDEX "_site_settings_v_published_locale_idx" ON "_site_settings_v" USING btree ("published_locale");
`)
  await copyIntoChineseLocale(db)
  await db.execute(sql`
  ALTER TABLE "menus" DROP COLUMN "site_name";
  ALTER TABLE "_menus_v" DROP COLUMN "version_site_name";
  ALTER TABLE "articles" DROP COLUMN "title";
  ALTER TABLE "articles" DROP COLUMN "subtitle";
  ALTER TABLE "articles" DROP COLUMN "detail";
  ALTER TABLE "_articles_v" DROP COLUMN "version_title";
  ALTER TABLE "_articles_v" DROP COLUMN "version_subtitle";
  ALTER TABLE "_articles_v" DROP COLUMN "version_detail";
  ALTER TABLE "information_items" DROP COLUMN "detail";
  ALTER TABLE "_information_items_v" DROP COLUMN "version_detail";
  ALTER TABLE "exhibitors" DROP COLUMN "introduction";
  ALTER TABLE "exhibitors" DROP COLUMN "contact";
  ALTER TABLE "_exhibitors_v" DROP COLUMN "version_introduction";
  ALTER TABLE "_exhibitors_v" DROP COLUMN "version_contact";
  ALTER TABLE "downloads" DROP COLUMN "title";
  ALTER TABLE "_downloads_v" DROP COLUMN "version_title";
  ALTER TABLE "site_settings" DROP COLUMN "site_name";
  ALTER TABLE "site_settings" DROP COLUMN "seo_description";
  ALTER TABLE "site_settings" DROP COLUMN "seo_keywords";
  ALTER TABLE "site_settings" DROP COLUMN "event_name";
  ALTER TABLE "site_settings" DROP COLUMN "venue_name";
  ALTER TABLE "site_settings" DROP COLUMN "venue_street_address";
  ALTER TABLE "site_settings" DROP COLUMN "venue_city";
  ALTER TABLE "site_settings" DROP COLUMN "venue_region";
  ALTER TABLE "site_settings" DROP COLUMN "organizer_name";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_site_name";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_seo_keywords";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_event_name";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_venue_name";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_venue_street_address";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_venue_city";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_venue_region";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_organizer_name";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "_menus_v_snapshot_idx";
  DROP INDEX "_menus_v_published_locale_idx";
  DROP INDEX "_rotation_charts_v_snapshot_idx";
  DROP INDEX "_rotation_charts_v_published_locale_idx";
  DROP INDEX "_columns_v_snapshot_idx";
  DROP INDEX "_columns_v_published_locale_idx";
  DROP INDEX "_articles_v_snapshot_idx";
  DROP INDEX "_articles_v_published_locale_idx";
  DROP INDEX "_pictures_v_snapshot_idx";
  DROP INDEX "_pictures_v_published_locale_idx";
  DROP INDEX "_information_items_v_snapshot_idx";
  DROP INDEX "_information_items_v_published_locale_idx";
  DROP INDEX "_exhibitors_v_snapshot_idx";
  DROP INDEX "_exhibitors_v_published_locale_idx";
  DROP INDEX "_downloads_v_snapshot_idx";
  DROP INDEX "_downloads_v_published_locale_idx";
  DROP INDEX "_site_settings_v_snapshot_idx";
  DROP INDEX "_site_settings_v_published_locale_idx";
  ALTER TABLE "menus" ADD COLUMN "site_name" varchar;
  ALTER TABLE "_menus_v" ADD COLUMN "version_site_name" varchar;
  ALTER TABLE "articles" ADD COLUMN "title" varchar;
  ALTER TABLE "articles" ADD COLUMN "subtitle" varchar;
  ALTER TABLE "articles" ADD COLUMN "detail" jsonb;
  ALTER TABLE "_articles_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_subtitle" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_detail" jsonb;
  ALTER TABLE "information_items" ADD COLUMN "detail" jsonb;
  ALTER TABLE "_information_items_v" ADD COLUMN "version_detail" jsonb;
  ALTER TABLE "exhibitors" ADD COLUMN "introduction" jsonb;
  ALTER TABLE "exhibitors" ADD COLUMN "contact" varchar;
  ALTER TABLE "_exhibitors_v" ADD COLUMN "version_introduction" jsonb;
  ALTER TABLE "_exhibitors_v" ADD COLUMN "version_contact" varchar;
  ALTER TABLE "downloads" ADD COLUMN "title" varchar;
  ALTER TABLE "_downloads_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "site_name" varchar DEFAULT '中国国际核工业展览会';
  ALTER TABLE "site_settings" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seo_keywords" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "event_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "venue_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "venue_street_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "venue_city" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "venue_region" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "organizer_name" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_site_name" varchar DEFAULT '中国国际核工业展览会';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_seo_keywords" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_event_name" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_venue_name" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_venue_street_address" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_venue_city" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_venue_region" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_organizer_name" varchar;
  ALTER TABLE "_menus_v" DROP COLUMN "snapshot";
  ALTER TABLE "_menus_v" DROP COLUMN "published_locale";
  ALTER TABLE "_rotation_charts_v" DROP COLUMN "snapshot";
  ALTER TABLE "_rotation_charts_v" DROP COLUMN "published_locale";
  ALTER TABLE "_columns_v" DROP COLUMN "snapshot";
  ALTER TABLE "_columns_v" DROP COLUMN "published_locale";
  ALTER TABLE "_articles_v" DROP COLUMN "snapshot";
  ALTER TABLE "_articles_v" DROP COLUMN "published_locale";
  ALTER TABLE "_pictures_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pictures_v" DROP COLUMN "published_locale";
  ALTER TABLE "_information_items_v" DROP COLUMN "snapshot";
  ALTER TABLE "_information_items_v" DROP COLUMN "published_locale";
  ALTER TABLE "_exhibitors_v" DROP COLUMN "snapshot";
  ALTER TABLE "_exhibitors_v" DROP COLUMN "published_locale";
  ALTER TABLE "_downloads_v" DROP COLUMN "snapshot";
  ALTER TABLE "_downloads_v" DROP COLUMN "published_locale";
  ALTER TABLE "_site_settings_v" DROP COLUMN "snapshot";
  ALTER TABLE "_site_settings_v" DROP COLUMN "published_locale";`)
  // Hand-written (G5): the Chinese text back into the re-added columns, then the locales tables go.
  await copyBackFromChineseLocale(db)
  await db.execute(sql`
  ALTER TABLE "menus_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "information_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_information_items_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exhibitors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_exhibitors_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_downloads_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "menus_locales" CASCADE;
  DROP TABLE "_menus_v_locales" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "information_items_locales" CASCADE;
  DROP TABLE "_information_items_v_locales" CASCADE;
  DROP TABLE "exhibitors_locales" CASCADE;
  DROP TABLE "_exhibitors_v_locales" CASCADE;
  DROP TABLE "downloads_locales" CASCADE;
  DROP TABLE "_downloads_v_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__menus_v_published_locale";
  DROP TYPE "public"."enum__rotation_charts_v_published_locale";
  DROP TYPE "public"."enum__columns_v_published_locale";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum__pictures_v_published_locale";
  DROP TYPE "public"."enum__information_items_v_published_locale";
  DROP TYPE "public"."enum__exhibitors_v_published_locale";
  DROP TYPE "public"."enum__downloads_v_published_locale";
  DROP TYPE "public"."enum__site_settings_v_published_locale";`)
}
