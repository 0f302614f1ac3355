import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`used_captchas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`challenge_id\` text NOT NULL,
  	\`expires_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`used_captchas_challenge_id_idx\` ON \`used_captchas\` (\`challenge_id\`);`)
  await db.run(sql`CREATE INDEX \`used_captchas_expires_at_idx\` ON \`used_captchas\` (\`expires_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  // Edited by hand: the generated copy read the three new columns from the old table, which has none.
  await db.run(sql`CREATE TABLE \`__new_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`registration_number\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`mobile\` text,
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
  	\`checked_in_at\` text,
  	\`share_withdrawn_at\` text,
  	\`anonymised_at\` text,
  	\`badge_secret\` text NOT NULL,
  	\`access_token_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_registrations\`("id", "registration_number", "name", "mobile", "email", "company", "job_title", "industry", "purpose", "invitation_code", "group_id", "language", "notice_consent", "notice_version", "consented_at", "share_with_exhibitors", "status", "badge_issue", "checked_in_at", "share_withdrawn_at", "anonymised_at", "badge_secret", "access_token_hash", "updated_at", "created_at") SELECT "id", "registration_number", "name", "mobile", "email", "company", "job_title", "industry", "purpose", "invitation_code", "group_id", "language", "notice_consent", "notice_version", "consented_at", "share_with_exhibitors", "status", "badge_issue", NULL, NULL, NULL, "badge_secret", "access_token_hash", "updated_at", "created_at" FROM \`registrations\`;`)
  await db.run(sql`DROP TABLE \`registrations\`;`)
  await db.run(sql`ALTER TABLE \`__new_registrations\` RENAME TO \`registrations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_registration_number_idx\` ON \`registrations\` (\`registration_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_mobile_idx\` ON \`registrations\` (\`mobile\`);`)
  await db.run(sql`CREATE INDEX \`registrations_industry_idx\` ON \`registrations\` (\`industry\`);`)
  await db.run(sql`CREATE INDEX \`registrations_invitation_code_idx\` ON \`registrations\` (\`invitation_code\`);`)
  await db.run(sql`CREATE INDEX \`registrations_group_id_idx\` ON \`registrations\` (\`group_id\`);`)
  await db.run(sql`CREATE INDEX \`registrations_status_idx\` ON \`registrations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`registrations_checked_in_at_idx\` ON \`registrations\` (\`checked_in_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_anonymised_at_idx\` ON \`registrations\` (\`anonymised_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_badge_secret_idx\` ON \`registrations\` (\`badge_secret\`);`)
  await db.run(sql`CREATE INDEX \`registrations_updated_at_idx\` ON \`registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_created_at_idx\` ON \`registrations\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`used_captchas_id\` integer REFERENCES used_captchas(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_used_captchas_id_idx\` ON \`payload_locked_documents_rels\` (\`used_captchas_id\`);`)
  await db.run(sql`ALTER TABLE \`registration_settings\` ADD \`retention_days\` numeric DEFAULT 180 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`registration_settings\` ADD \`captcha_work\` numeric DEFAULT 50000 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Data step (by hand): the older schema has no waiting list and needs a mobile on every row.
  await db.run(sql`UPDATE \`registrations\` SET \`status\` = 'cancelled' WHERE \`status\` = 'waitlisted';`)
  await db.run(sql`DELETE FROM \`registrations\` WHERE \`mobile\` IS NULL;`)
  await db.run(sql`DROP TABLE \`used_captchas\`;`)
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
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_registration_number_idx\` ON \`registrations\` (\`registration_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_mobile_idx\` ON \`registrations\` (\`mobile\`);`)
  await db.run(sql`CREATE INDEX \`registrations_industry_idx\` ON \`registrations\` (\`industry\`);`)
  await db.run(sql`CREATE INDEX \`registrations_invitation_code_idx\` ON \`registrations\` (\`invitation_code\`);`)
  await db.run(sql`CREATE INDEX \`registrations_group_id_idx\` ON \`registrations\` (\`group_id\`);`)
  await db.run(sql`CREATE INDEX \`registrations_status_idx\` ON \`registrations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_badge_secret_idx\` ON \`registrations\` (\`badge_secret\`);`)
  await db.run(sql`CREATE INDEX \`registrations_updated_at_idx\` ON \`registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_created_at_idx\` ON \`registrations\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`registration_settings\` DROP COLUMN \`retention_days\`;`)
  await db.run(sql`ALTER TABLE \`registration_settings\` DROP COLUMN \`captcha_work\`;`)
}
