import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'


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
    const list = columns.map((column) => `\`${column}\``).join(', ')
    await db.run(sql.raw(`INSERT INTO \`${table}_locales\` (${list}, \`_locale\`, \`_parent_id\`) SELECT ${list}, 'zh', \`id\` FROM \`${table}\``))
  }
}
/** Its undoing, for `down`: the `zh` rows go back into the columns re-added before the locales tables are dropped. */
async function copyBackFromChineseLocale(db: MigrateDownArgs['db']): Promise<void> {
  for (const [table, columns] of LOCALIZED_COLUMNS) {
    const set = columns.map((column) => `\`${column}\` = \`l\`.\`${column}\``).join(', ')
    await db.run(sql.raw(`UPDATE \`${table}\` SET ${set} FROM \`${table}_locales\` AS \`l\` WHERE \`l\`.\`_parent_id\` = \`${table}\`.\`id\` AND \`l\`.\`_locale\` = 'zh'`))
  }
}
// --- end of the data step ---

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`menus_locales\` (
  	\`site_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_locales_locale_parent_id_unique\` ON \`menus_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_locales\` (
  	\`version_site_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_menus_v_locales_locale_parent_id_unique\` ON \`_menus_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`detail\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_detail\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`information_items_locales\` (
  	\`detail\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`information_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`information_items_locales_locale_parent_id_unique\` ON \`information_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_information_items_v_locales\` (
  	\`version_detail\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_information_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_information_items_v_locales_locale_parent_id_unique\` ON \`_information_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exhibitors_locales\` (
  	\`introduction\` text,
  	\`contact\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exhibitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`exhibitors_locales_locale_parent_id_unique\` ON \`exhibitors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_exhibitors_v_locales\` (
  	\`version_introduction\` text,
  	\`version_contact\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exhibitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_exhibitors_v_locales_locale_parent_id_unique\` ON \`_exhibitors_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`downloads_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`downloads_locales_locale_parent_id_unique\` ON \`downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_downloads_v_locales\` (
  	\`version_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_downloads_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_downloads_v_locales_locale_parent_id_unique\` ON \`_downloads_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`site_name\` text DEFAULT '中国国际核工业展览会',
  	\`seo_description\` text,
  	\`seo_keywords\` text,
  	\`event_name\` text,
  	\`venue_name\` text,
  	\`venue_street_address\` text,
  	\`venue_city\` text,
  	\`venue_region\` text,
  	\`organizer_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_locales\` (
  	\`version_site_name\` text DEFAULT '中国国际核工业展览会',
  	\`version_seo_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_event_name\` text,
  	\`version_venue_name\` text,
  	\`version_venue_street_address\` text,
  	\`version_venue_city\` text,
  	\`version_venue_region\` text,
  	\`version_organizer_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_locales_locale_parent_id_unique\` ON \`_site_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await copyIntoChineseLocale(db)
  await db.run(sql`ALTER TABLE \`_menus_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_menus_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_menus_v_snapshot_idx\` ON \`_menus_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_published_locale_idx\` ON \`_menus_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_menus_v\` DROP COLUMN \`version_site_name\`;`)
  await db.run(sql`ALTER TABLE \`_rotation_charts_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_rotation_charts_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_snapshot_idx\` ON \`_rotation_charts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_published_locale_idx\` ON \`_rotation_charts_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_columns_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_columns_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_columns_v_snapshot_idx\` ON \`_columns_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_columns_v_published_locale_idx\` ON \`_columns_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_subtitle\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_detail\`;`)
  await db.run(sql`ALTER TABLE \`_pictures_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_pictures_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_pictures_v_snapshot_idx\` ON \`_pictures_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pictures_v_published_locale_idx\` ON \`_pictures_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_information_items_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_information_items_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_information_items_v_snapshot_idx\` ON \`_information_items_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_information_items_v_published_locale_idx\` ON \`_information_items_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_information_items_v\` DROP COLUMN \`version_detail\`;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_snapshot_idx\` ON \`_exhibitors_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_published_locale_idx\` ON \`_exhibitors_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` DROP COLUMN \`version_introduction\`;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` DROP COLUMN \`version_contact\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_downloads_v_snapshot_idx\` ON \`_downloads_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_published_locale_idx\` ON \`_downloads_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_snapshot_idx\` ON \`_site_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_published_locale_idx\` ON \`_site_settings_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_site_name\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_seo_keywords\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_event_name\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_venue_name\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_venue_street_address\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_venue_city\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_venue_region\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_organizer_name\`;`)
  await db.run(sql`ALTER TABLE \`menus\` DROP COLUMN \`site_name\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`subtitle\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`detail\`;`)
  await db.run(sql`ALTER TABLE \`information_items\` DROP COLUMN \`detail\`;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` DROP COLUMN \`introduction\`;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` DROP COLUMN \`contact\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`site_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`seo_keywords\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`event_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`venue_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`venue_street_address\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`venue_city\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`venue_region\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`organizer_name\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_menus_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_menus_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_menus_v\` ADD \`version_site_name\` text;`)
  await db.run(sql`ALTER TABLE \`_menus_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_menus_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_rotation_charts_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_rotation_charts_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_rotation_charts_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_rotation_charts_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_columns_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_columns_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_columns_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_columns_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_detail\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_pictures_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_pictures_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pictures_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_pictures_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_information_items_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_information_items_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_information_items_v\` ADD \`version_detail\` text;`)
  await db.run(sql`ALTER TABLE \`_information_items_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_information_items_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_exhibitors_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_exhibitors_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` ADD \`version_introduction\` text;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` ADD \`version_contact\` text;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_downloads_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_downloads_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_site_settings_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_site_settings_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_site_name\` text DEFAULT '中国国际核工业展览会';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_seo_keywords\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_event_name\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_venue_name\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_venue_street_address\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_venue_city\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_venue_region\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_organizer_name\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`menus\` ADD \`site_name\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`detail\` text;`)
  await db.run(sql`ALTER TABLE \`information_items\` ADD \`detail\` text;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` ADD \`introduction\` text;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` ADD \`contact\` text;`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`site_name\` text DEFAULT '中国国际核工业展览会';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`seo_keywords\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`event_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`venue_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`venue_street_address\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`venue_city\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`venue_region\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`organizer_name\` text;`)
  // Hand-written (G5): the Chinese text back into the re-added columns, then the locales tables go.
  await copyBackFromChineseLocale(db)
  await db.run(sql`DROP TABLE \`menus_locales\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`information_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_information_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`exhibitors_locales\`;`)
  await db.run(sql`DROP TABLE \`_exhibitors_v_locales\`;`)
  await db.run(sql`DROP TABLE \`downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_downloads_v_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_locales\`;`)
}
