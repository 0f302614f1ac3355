import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`exhibitors_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`picture_id\` integer,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exhibitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exhibitors_products_order_idx\` ON \`exhibitors_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_products_parent_id_idx\` ON \`exhibitors_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_products_picture_idx\` ON \`exhibitors_products\` (\`picture_id\`);`)
  await db.run(sql`CREATE TABLE \`exhibitors_products_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exhibitors_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`exhibitors_products_locales_locale_parent_id_unique\` ON \`exhibitors_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_exhibitors_v_version_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`picture_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exhibitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_products_order_idx\` ON \`_exhibitors_v_version_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_products_parent_id_idx\` ON \`_exhibitors_v_version_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_products_picture_idx\` ON \`_exhibitors_v_version_products\` (\`picture_id\`);`)
  await db.run(sql`CREATE TABLE \`_exhibitors_v_version_products_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exhibitors_v_version_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_exhibitors_v_version_products_locales_locale_parent_id_uniq\` ON \`_exhibitors_v_version_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exhibitor_accounts_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exhibitor_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exhibitor_accounts_sessions_order_idx\` ON \`exhibitor_accounts_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exhibitor_accounts_sessions_parent_id_idx\` ON \`exhibitor_accounts_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exhibitor_accounts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`exhibitor_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'invited' NOT NULL,
  	\`invited_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	FOREIGN KEY (\`exhibitor_id\`) REFERENCES \`exhibitors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`exhibitor_accounts_exhibitor_idx\` ON \`exhibitor_accounts\` (\`exhibitor_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitor_accounts_status_idx\` ON \`exhibitor_accounts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`exhibitor_accounts_updated_at_idx\` ON \`exhibitor_accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exhibitor_accounts_created_at_idx\` ON \`exhibitor_accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exhibitor_accounts_email_idx\` ON \`exhibitor_accounts\` (\`email\`);`)
  await db.run(sql`ALTER TABLE \`exhibitors\` ADD \`staff_quota\` numeric DEFAULT 5;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` ADD \`invitation_code\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`exhibitors_invitation_code_idx\` ON \`exhibitors\` (\`invitation_code\`);`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` ADD \`version_staff_quota\` numeric DEFAULT 5;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` ADD \`version_invitation_code\` text;`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_invitation_code_idx\` ON \`_exhibitors_v\` (\`version_invitation_code\`);`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`badge_type\` text DEFAULT 'visitor';`)
  await db.run(sql`ALTER TABLE \`registrations\` ADD \`exhibitor_id\` integer REFERENCES exhibitors(id);`)
  await db.run(sql`CREATE INDEX \`registrations_badge_type_idx\` ON \`registrations\` (\`badge_type\`);`)
  await db.run(sql`CREATE INDEX \`registrations_exhibitor_idx\` ON \`registrations\` (\`exhibitor_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`exhibitor_accounts_id\` integer REFERENCES exhibitor_accounts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exhibitor_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`exhibitor_accounts_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_preferences_rels\` ADD \`exhibitor_accounts_id\` integer REFERENCES exhibitor_accounts(id);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_exhibitor_accounts_id_idx\` ON \`payload_preferences_rels\` (\`exhibitor_accounts_id\`);`)
  // B4: exhibitors that existed before get an invitation code of their own (EX and 6 hex digits;
  // new ones get theirs from the collection's hook), in the document and in its versions.
  await db.run(sql`UPDATE \`exhibitors\` SET \`invitation_code\` = 'EX' || upper(substr(hex(randomblob(4)), 1, 6)) WHERE \`invitation_code\` IS NULL;`)
  await db.run(
    sql`UPDATE \`_exhibitors_v\` SET \`version_invitation_code\` = (SELECT \`invitation_code\` FROM \`exhibitors\` WHERE \`exhibitors\`.\`id\` = \`_exhibitors_v\`.\`parent_id\`) WHERE \`version_invitation_code\` IS NULL;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`exhibitors_products\`;`)
  await db.run(sql`DROP TABLE \`exhibitors_products_locales\`;`)
  await db.run(sql`DROP TABLE \`_exhibitors_v_version_products\`;`)
  await db.run(sql`DROP TABLE \`_exhibitors_v_version_products_locales\`;`)
  await db.run(sql`DROP TABLE \`exhibitor_accounts_sessions\`;`)
  await db.run(sql`DROP TABLE \`exhibitor_accounts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`registration_number\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`mobile\` text NOT NULL,
  	\`email\` text,
  	\`company\` text NOT NULL,
  	\`job_title\` text,
  	\`industry\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`invitation_code\` text,
  	\`group_id\` text,
  	\`language\` text DEFAULT 'zh',
  	\`notice_consent\` integer DEFAULT false NOT NULL,
  	\`notice_version\` text NOT NULL,
  	\`consented_at\` text NOT NULL,
  	\`share_with_exhibitors\` integer DEFAULT false,
  	\`status\` text DEFAULT 'registered' NOT NULL,
  	\`badge_issue\` numeric DEFAULT 0,
  	\`badge_secret\` text NOT NULL,
  	\`access_token_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_registrations\`("id", "registration_number", "name", "mobile", "email", "company", "job_title", "industry", "purpose", "invitation_code", "group_id", "language", "notice_consent", "notice_version", "consented_at", "share_with_exhibitors", "status", "badge_issue", "badge_secret", "access_token_hash", "updated_at", "created_at") SELECT "id", "registration_number", "name", "mobile", "email", "company", "job_title", "industry", "purpose", "invitation_code", "group_id", "language", "notice_consent", "notice_version", "consented_at", "share_with_exhibitors", "status", "badge_issue", "badge_secret", "access_token_hash", "updated_at", "created_at" FROM \`registrations\`;`)
  await db.run(sql`DROP TABLE \`registrations\`;`)
  await db.run(sql`ALTER TABLE \`__new_registrations\` RENAME TO \`registrations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_registration_number_idx\` ON \`registrations\` (\`registration_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_mobile_idx\` ON \`registrations\` (\`mobile\`);`)
  await db.run(sql`CREATE INDEX \`registrations_industry_idx\` ON \`registrations\` (\`industry\`);`)
  await db.run(sql`CREATE INDEX \`registrations_invitation_code_idx\` ON \`registrations\` (\`invitation_code\`);`)
  await db.run(sql`CREATE INDEX \`registrations_group_id_idx\` ON \`registrations\` (\`group_id\`);`)
  await db.run(sql`CREATE INDEX \`registrations_status_idx\` ON \`registrations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_badge_secret_idx\` ON \`registrations\` (\`badge_secret\`);`)
  await db.run(sql`CREATE INDEX \`registrations_updated_at_idx\` ON \`registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_created_at_idx\` ON \`registrations\` (\`created_at\`);`)
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
  	FOREIGN KEY (\`halls_id\`) REFERENCES \`halls\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`registrations_id\`) REFERENCES \`registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "menus_id", "rotation_charts_id", "columns_id", "articles_id", "pictures_id", "information_items_id", "exhibitors_id", "downloads_id", "media_id", "documents_id", "users_id", "halls_id", "registrations_id", "audit_log_id") SELECT "id", "order", "parent_id", "path", "menus_id", "rotation_charts_id", "columns_id", "articles_id", "pictures_id", "information_items_id", "exhibitors_id", "downloads_id", "media_id", "documents_id", "users_id", "halls_id", "registrations_id", "audit_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_preferences_rels\`("id", "order", "parent_id", "path", "users_id") SELECT "id", "order", "parent_id", "path", "users_id" FROM \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_preferences_rels\` RENAME TO \`payload_preferences_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`exhibitors_invitation_code_idx\`;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` DROP COLUMN \`staff_quota\`;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` DROP COLUMN \`invitation_code\`;`)
  await db.run(sql`DROP INDEX \`_exhibitors_v_version_version_invitation_code_idx\`;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` DROP COLUMN \`version_staff_quota\`;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` DROP COLUMN \`version_invitation_code\`;`)
}
