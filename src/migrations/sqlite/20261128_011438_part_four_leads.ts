import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`leads_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_answers_order_idx\` ON \`leads_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_answers_parent_id_idx\` ON \`leads_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`exhibitor_id\` integer NOT NULL,
  	\`registration_id\` integer NOT NULL,
  	\`registration_number\` text NOT NULL,
  	\`first_scanned_at\` text NOT NULL,
  	\`last_scanned_at\` text NOT NULL,
  	\`visits\` numeric DEFAULT 1 NOT NULL,
  	\`rating\` text,
  	\`note\` text,
  	\`withdrawn_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`exhibitor_id\`) REFERENCES \`exhibitors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`registration_id\`) REFERENCES \`registrations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_exhibitor_idx\` ON \`leads\` (\`exhibitor_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_registration_idx\` ON \`leads\` (\`registration_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_registration_number_idx\` ON \`leads\` (\`registration_number\`);`)
  await db.run(sql`CREATE INDEX \`leads_first_scanned_at_idx\` ON \`leads\` (\`first_scanned_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_last_scanned_at_idx\` ON \`leads\` (\`last_scanned_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_rating_idx\` ON \`leads\` (\`rating\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exhibitor_registration_idx\` ON \`leads\` (\`exhibitor_id\`,\`registration_id\`);`)
  await db.run(sql`CREATE TABLE \`leads_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_texts_order_parent\` ON \`leads_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_texts_parent_idx\` ON \`leads_texts\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leads_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`exhibitor_accounts_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exhibitor_accounts_id\`) REFERENCES \`exhibitor_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_rels_order_idx\` ON \`leads_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`leads_rels_parent_idx\` ON \`leads_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_rels_path_idx\` ON \`leads_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`leads_rels_exhibitor_accounts_id_idx\` ON \`leads_rels\` (\`exhibitor_accounts_id\`);`)
  await db.run(sql`CREATE TABLE \`lead_scans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`scan_id\` text NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`exhibitor_id\` integer NOT NULL,
  	\`account_id\` integer,
  	\`device\` text,
  	\`via\` text,
  	\`scanned_at\` text NOT NULL,
  	\`synced_at\` text,
  	\`offline\` integer DEFAULT false,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`exhibitor_id\`) REFERENCES \`exhibitors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`exhibitor_accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`lead_scans_scan_id_idx\` ON \`lead_scans\` (\`scan_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_scans_lead_idx\` ON \`lead_scans\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_scans_exhibitor_idx\` ON \`lead_scans\` (\`exhibitor_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_scans_account_idx\` ON \`lead_scans\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_scans_scanned_at_idx\` ON \`lead_scans\` (\`scanned_at\`);`)
  await db.run(sql`CREATE TABLE \`leads_settings_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_settings_questions_order_idx\` ON \`leads_settings_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_settings_questions_parent_id_idx\` ON \`leads_settings_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leads_settings_questions_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads_settings_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_settings_questions_locales_locale_parent_id_unique\` ON \`leads_settings_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_settings_questions_locales_parent_idx\` ON \`leads_settings_questions_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leads_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`leads_settings_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	\`locale\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leads_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_settings_texts_order_parent\` ON \`leads_settings_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_settings_texts_locale_parent\` ON \`leads_settings_texts\` (\`locale\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_settings_texts_parent_idx\` ON \`leads_settings_texts\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`exhibitor_accounts\` ADD \`role\` text DEFAULT 'main';`)
  await db.run(sql`CREATE INDEX \`exhibitor_accounts_role_idx\` ON \`exhibitor_accounts\` (\`role\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`leads_id\` integer REFERENCES leads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_scans_id\` integer REFERENCES lead_scans(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_scans_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_scans_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads_answers\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads_texts\`;`)
  await db.run(sql`DROP TABLE \`leads_rels\`;`)
  await db.run(sql`DROP TABLE \`lead_scans\`;`)
  await db.run(sql`DROP TABLE \`leads_settings_questions\`;`)
  await db.run(sql`DROP TABLE \`leads_settings_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`leads_settings\`;`)
  await db.run(sql`DROP TABLE \`leads_settings_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`menus_id\` integer,
  	\`rotation_charts_id\` integer,
  	\`columns_id\` integer,
  	\`articles_id\` integer,
  	\`pictures_id\` integer,
  	\`information_items_id\` integer,
  	\`exhibitors_id\` integer,
  	\`downloads_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`users_id\` integer,
  	\`halls_id\` integer,
  	\`exhibitor_accounts_id\` integer,
  	\`registrations_id\` integer,
  	\`used_captchas_id\` integer,
  	\`gates_id\` integer,
  	\`checkin_devices_id\` integer,
  	\`scans_id\` integer,
  	\`audit_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rotation_charts_id\`) REFERENCES \`rotation_charts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`columns_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pictures_id\`) REFERENCES \`pictures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`information_items_id\`) REFERENCES \`information_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exhibitors_id\`) REFERENCES \`exhibitors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`halls_id\`) REFERENCES \`halls\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exhibitor_accounts_id\`) REFERENCES \`exhibitor_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`registrations_id\`) REFERENCES \`registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`used_captchas_id\`) REFERENCES \`used_captchas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gates_id\`) REFERENCES \`gates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`checkin_devices_id\`) REFERENCES \`checkin_devices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`scans_id\`) REFERENCES \`scans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "menus_id", "rotation_charts_id", "columns_id", "articles_id", "pictures_id", "information_items_id", "exhibitors_id", "downloads_id", "media_id", "documents_id", "users_id", "halls_id", "exhibitor_accounts_id", "registrations_id", "used_captchas_id", "gates_id", "checkin_devices_id", "scans_id", "audit_log_id") SELECT "id", "order", "parent_id", "path", "menus_id", "rotation_charts_id", "columns_id", "articles_id", "pictures_id", "information_items_id", "exhibitors_id", "downloads_id", "media_id", "documents_id", "users_id", "halls_id", "exhibitor_accounts_id", "registrations_id", "used_captchas_id", "gates_id", "checkin_devices_id", "scans_id", "audit_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rotation_charts_id_idx\` ON \`payload_locked_documents_rels\` (\`rotation_charts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_columns_id_idx\` ON \`payload_locked_documents_rels\` (\`columns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pictures_id_idx\` ON \`payload_locked_documents_rels\` (\`pictures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_information_items_id_idx\` ON \`payload_locked_documents_rels\` (\`information_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exhibitors_id_idx\` ON \`payload_locked_documents_rels\` (\`exhibitors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_halls_id_idx\` ON \`payload_locked_documents_rels\` (\`halls_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exhibitor_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`exhibitor_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_used_captchas_id_idx\` ON \`payload_locked_documents_rels\` (\`used_captchas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gates_id_idx\` ON \`payload_locked_documents_rels\` (\`gates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_checkin_devices_id_idx\` ON \`payload_locked_documents_rels\` (\`checkin_devices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_scans_id_idx\` ON \`payload_locked_documents_rels\` (\`scans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`DROP INDEX \`exhibitor_accounts_role_idx\`;`)
  await db.run(sql`ALTER TABLE \`exhibitor_accounts\` DROP COLUMN \`role\`;`)
}
