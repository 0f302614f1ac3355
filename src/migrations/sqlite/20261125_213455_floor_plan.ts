import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`halls_booths\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`booth_id\` text,
  	\`number\` text,
  	\`exhibitor_id\` integer,
  	FOREIGN KEY (\`exhibitor_id\`) REFERENCES \`exhibitors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`halls\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`halls_booths_order_idx\` ON \`halls_booths\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`halls_booths_parent_id_idx\` ON \`halls_booths\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`halls_booths_number_idx\` ON \`halls_booths\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`halls_booths_exhibitor_idx\` ON \`halls_booths\` (\`exhibitor_id\`);`)
  await db.run(sql`CREATE TABLE \`halls\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan_id\` integer,
  	\`plan_markup\` text,
  	\`plan_view_box\` text,
  	\`plan_booth_ids\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`review_state\` text DEFAULT 'draft',
  	\`review_note\` text,
  	\`review_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`plan_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`halls_plan_idx\` ON \`halls\` (\`plan_id\`);`)
  await db.run(sql`CREATE INDEX \`halls_sort_order_idx\` ON \`halls\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`halls_review_state_idx\` ON \`halls\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`halls_updated_at_idx\` ON \`halls\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`halls_created_at_idx\` ON \`halls\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`halls_deleted_at_idx\` ON \`halls\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`halls__status_idx\` ON \`halls\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`halls_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`halls\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`halls_locales_locale_parent_id_unique\` ON \`halls_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_halls_v_version_booths\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`booth_id\` text,
  	\`number\` text,
  	\`exhibitor_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`exhibitor_id\`) REFERENCES \`exhibitors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_halls_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_halls_v_version_booths_order_idx\` ON \`_halls_v_version_booths\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_version_booths_parent_id_idx\` ON \`_halls_v_version_booths\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_version_booths_number_idx\` ON \`_halls_v_version_booths\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_version_booths_exhibitor_idx\` ON \`_halls_v_version_booths\` (\`exhibitor_id\`);`)
  await db.run(sql`CREATE TABLE \`_halls_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_plan_id\` integer,
  	\`version_plan_markup\` text,
  	\`version_plan_view_box\` text,
  	\`version_plan_booth_ids\` text,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_review_state\` text DEFAULT 'draft',
  	\`version_review_note\` text,
  	\`version_review_comment\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`halls\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_plan_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_halls_v_parent_idx\` ON \`_halls_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_version_version_plan_idx\` ON \`_halls_v\` (\`version_plan_id\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_version_version_sort_order_idx\` ON \`_halls_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_version_version_review_state_idx\` ON \`_halls_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_version_version_updated_at_idx\` ON \`_halls_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_version_version_created_at_idx\` ON \`_halls_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_version_version_deleted_at_idx\` ON \`_halls_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_version_version__status_idx\` ON \`_halls_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_created_at_idx\` ON \`_halls_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_updated_at_idx\` ON \`_halls_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_snapshot_idx\` ON \`_halls_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_published_locale_idx\` ON \`_halls_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_halls_v_latest_idx\` ON \`_halls_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_halls_v_locales\` (
  	\`version_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_halls_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_halls_v_locales_locale_parent_id_unique\` ON \`_halls_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`halls_id\` integer REFERENCES halls(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_halls_id_idx\` ON \`payload_locked_documents_rels\` (\`halls_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`halls_booths\`;`)
  await db.run(sql`DROP TABLE \`halls\`;`)
  await db.run(sql`DROP TABLE \`halls_locales\`;`)
  await db.run(sql`DROP TABLE \`_halls_v_version_booths\`;`)
  await db.run(sql`DROP TABLE \`_halls_v\`;`)
  await db.run(sql`DROP TABLE \`_halls_v_locales\`;`)
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
  	\`registrations_id\` integer,
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
  	FOREIGN KEY (\`registrations_id\`) REFERENCES \`registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "menus_id", "rotation_charts_id", "columns_id", "articles_id", "pictures_id", "information_items_id", "exhibitors_id", "downloads_id", "media_id", "documents_id", "users_id", "registrations_id", "audit_log_id") SELECT "id", "order", "parent_id", "path", "menus_id", "rotation_charts_id", "columns_id", "articles_id", "pictures_id", "information_items_id", "exhibitors_id", "downloads_id", "media_id", "documents_id", "users_id", "registrations_id", "audit_log_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
}
