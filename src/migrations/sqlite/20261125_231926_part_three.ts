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
  await db.run(sql`CREATE TABLE \`used_captchas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`challenge_id\` text NOT NULL,
  	\`expires_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`used_captchas_challenge_id_idx\` ON \`used_captchas\` (\`challenge_id\`);`)
  await db.run(sql`CREATE INDEX \`used_captchas_expires_at_idx\` ON \`used_captchas\` (\`expires_at\`);`)
  await db.run(sql`CREATE TABLE \`gates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`gates_name_idx\` ON \`gates\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`gates_updated_at_idx\` ON \`gates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gates_created_at_idx\` ON \`gates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`checkin_devices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`gate_id\` integer,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`gate_id\`) REFERENCES \`gates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`checkin_devices_name_idx\` ON \`checkin_devices\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`checkin_devices_gate_idx\` ON \`checkin_devices\` (\`gate_id\`);`)
  await db.run(sql`CREATE INDEX \`checkin_devices_updated_at_idx\` ON \`checkin_devices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`checkin_devices_created_at_idx\` ON \`checkin_devices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`scans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`scan_id\` text NOT NULL,
  	\`registration_id\` integer,
  	\`outcome\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`scanned_at\` text NOT NULL,
  	\`gate_id\` integer,
  	\`device_id\` integer,
  	\`staff_id\` integer,
  	\`offline\` integer DEFAULT false,
  	\`double_admission\` integer DEFAULT false,
  	\`admit_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`registration_id\`) REFERENCES \`registrations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`gate_id\`) REFERENCES \`gates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`device_id\`) REFERENCES \`checkin_devices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`scans_scan_id_idx\` ON \`scans\` (\`scan_id\`);`)
  await db.run(sql`CREATE INDEX \`scans_registration_idx\` ON \`scans\` (\`registration_id\`);`)
  await db.run(sql`CREATE INDEX \`scans_outcome_idx\` ON \`scans\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`scans_day_idx\` ON \`scans\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`scans_scanned_at_idx\` ON \`scans\` (\`scanned_at\`);`)
  await db.run(sql`CREATE INDEX \`scans_gate_idx\` ON \`scans\` (\`gate_id\`);`)
  await db.run(sql`CREATE INDEX \`scans_device_idx\` ON \`scans\` (\`device_id\`);`)
  await db.run(sql`CREATE INDEX \`scans_staff_idx\` ON \`scans\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`scans_double_admission_idx\` ON \`scans\` (\`double_admission\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`scans_admit_key_idx\` ON \`scans\` (\`admit_key\`);`)
  await db.run(sql`CREATE INDEX \`scans_updated_at_idx\` ON \`scans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`scans_created_at_idx\` ON \`scans\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`checkin_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`re_entry\` text DEFAULT 'oncePerDay' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  // By hand: the old table has none of the new columns, so only the columns it has are copied.
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
  	\`badge_type\` text DEFAULT 'visitor',
  	\`exhibitor_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`exhibitor_id\`) REFERENCES \`exhibitors\`(\`id\`) ON UPDATE no action ON DELETE set null
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
  await db.run(sql`CREATE INDEX \`registrations_checked_in_at_idx\` ON \`registrations\` (\`checked_in_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_anonymised_at_idx\` ON \`registrations\` (\`anonymised_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`registrations_badge_secret_idx\` ON \`registrations\` (\`badge_secret\`);`)
  await db.run(sql`CREATE INDEX \`registrations_badge_type_idx\` ON \`registrations\` (\`badge_type\`);`)
  await db.run(sql`CREATE INDEX \`registrations_exhibitor_idx\` ON \`registrations\` (\`exhibitor_id\`);`)
  await db.run(sql`CREATE INDEX \`registrations_updated_at_idx\` ON \`registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`registrations_created_at_idx\` ON \`registrations\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`menus\` ADD \`import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`menus\` ADD \`import_hash\` text;`)
  await db.run(sql`CREATE INDEX \`menus_import_source_id_idx\` ON \`menus\` (\`import_source_id\`);`)
  await db.run(sql`ALTER TABLE \`_menus_v\` ADD \`version_import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`_menus_v\` ADD \`version_import_hash\` text;`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_import_source_id_idx\` ON \`_menus_v\` (\`version_import_source_id\`);`)
  await db.run(sql`ALTER TABLE \`rotation_charts\` ADD \`import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`rotation_charts\` ADD \`import_hash\` text;`)
  await db.run(sql`CREATE INDEX \`rotation_charts_import_source_id_idx\` ON \`rotation_charts\` (\`import_source_id\`);`)
  await db.run(sql`ALTER TABLE \`_rotation_charts_v\` ADD \`version_import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`_rotation_charts_v\` ADD \`version_import_hash\` text;`)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_version_version_import_source_id_idx\` ON \`_rotation_charts_v\` (\`version_import_source_id\`);`)
  await db.run(sql`ALTER TABLE \`columns\` ADD \`import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`columns\` ADD \`import_hash\` text;`)
  await db.run(sql`CREATE INDEX \`columns_import_source_id_idx\` ON \`columns\` (\`import_source_id\`);`)
  await db.run(sql`ALTER TABLE \`_columns_v\` ADD \`version_import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`_columns_v\` ADD \`version_import_hash\` text;`)
  await db.run(sql`CREATE INDEX \`_columns_v_version_version_import_source_id_idx\` ON \`_columns_v\` (\`version_import_source_id\`);`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`import_hash\` text;`)
  await db.run(sql`CREATE INDEX \`articles_import_source_id_idx\` ON \`articles\` (\`import_source_id\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_import_hash\` text;`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_import_source_id_idx\` ON \`_articles_v\` (\`version_import_source_id\`);`)
  await db.run(sql`ALTER TABLE \`pictures\` ADD \`import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`pictures\` ADD \`import_hash\` text;`)
  await db.run(sql`CREATE INDEX \`pictures_import_source_id_idx\` ON \`pictures\` (\`import_source_id\`);`)
  await db.run(sql`ALTER TABLE \`_pictures_v\` ADD \`version_import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`_pictures_v\` ADD \`version_import_hash\` text;`)
  await db.run(sql`CREATE INDEX \`_pictures_v_version_version_import_source_id_idx\` ON \`_pictures_v\` (\`version_import_source_id\`);`)
  await db.run(sql`ALTER TABLE \`information_items\` ADD \`import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`information_items\` ADD \`import_hash\` text;`)
  await db.run(sql`CREATE INDEX \`information_items_import_source_id_idx\` ON \`information_items\` (\`import_source_id\`);`)
  await db.run(sql`ALTER TABLE \`_information_items_v\` ADD \`version_import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`_information_items_v\` ADD \`version_import_hash\` text;`)
  await db.run(sql`CREATE INDEX \`_information_items_v_version_version_import_source_id_idx\` ON \`_information_items_v\` (\`version_import_source_id\`);`)
  await db.run(sql`ALTER TABLE \`exhibitors\` ADD \`import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` ADD \`import_hash\` text;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` ADD \`staff_quota\` numeric DEFAULT 5;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` ADD \`invitation_code\` text;`)
  await db.run(sql`CREATE INDEX \`exhibitors_import_source_id_idx\` ON \`exhibitors\` (\`import_source_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exhibitors_invitation_code_idx\` ON \`exhibitors\` (\`invitation_code\`);`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` ADD \`version_import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` ADD \`version_import_hash\` text;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` ADD \`version_staff_quota\` numeric DEFAULT 5;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` ADD \`version_invitation_code\` text;`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_import_source_id_idx\` ON \`_exhibitors_v\` (\`version_import_source_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_invitation_code_idx\` ON \`_exhibitors_v\` (\`version_invitation_code\`);`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`import_hash\` text;`)
  await db.run(sql`CREATE INDEX \`downloads_import_source_id_idx\` ON \`downloads\` (\`import_source_id\`);`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`version_import_source_id\` text;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` ADD \`version_import_hash\` text;`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_import_source_id_idx\` ON \`_downloads_v\` (\`version_import_source_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`content_hash\` text;`)
  await db.run(sql`CREATE INDEX \`media_content_hash_idx\` ON \`media\` (\`content_hash\`);`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`content_hash\` text;`)
  await db.run(sql`CREATE INDEX \`documents_content_hash_idx\` ON \`documents\` (\`content_hash\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`halls_id\` integer REFERENCES halls(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`exhibitor_accounts_id\` integer REFERENCES exhibitor_accounts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`used_captchas_id\` integer REFERENCES used_captchas(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`gates_id\` integer REFERENCES gates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`checkin_devices_id\` integer REFERENCES checkin_devices(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`scans_id\` integer REFERENCES scans(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_halls_id_idx\` ON \`payload_locked_documents_rels\` (\`halls_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exhibitor_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`exhibitor_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_used_captchas_id_idx\` ON \`payload_locked_documents_rels\` (\`used_captchas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gates_id_idx\` ON \`payload_locked_documents_rels\` (\`gates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_checkin_devices_id_idx\` ON \`payload_locked_documents_rels\` (\`checkin_devices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_scans_id_idx\` ON \`payload_locked_documents_rels\` (\`scans_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_preferences_rels\` ADD \`exhibitor_accounts_id\` integer REFERENCES exhibitor_accounts(id);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_exhibitor_accounts_id_idx\` ON \`payload_preferences_rels\` (\`exhibitor_accounts_id\`);`)
  await db.run(sql`ALTER TABLE \`registration_settings\` ADD \`retention_days\` numeric DEFAULT 180 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`registration_settings\` ADD \`captcha_work\` numeric DEFAULT 50000 NOT NULL;`)
  // Data step (by hand), B4: exhibitors that existed before get an invitation code of their own
  // (EX and 6 hex digits; new ones get theirs from the collection's hook), in the document and its versions.
  await db.run(sql`UPDATE \`exhibitors\` SET \`invitation_code\` = 'EX' || upper(substr(hex(randomblob(4)), 1, 6)) WHERE \`invitation_code\` IS NULL;`)
  await db.run(
    sql`UPDATE \`_exhibitors_v\` SET \`version_invitation_code\` = (SELECT \`invitation_code\` FROM \`exhibitors\` WHERE \`exhibitors\`.\`id\` = \`_exhibitors_v\`.\`parent_id\`) WHERE \`version_invitation_code\` IS NULL;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Data step (by hand): the older schema has no waiting list and needs a mobile on every row.
  await db.run(sql`UPDATE \`registrations\` SET \`status\` = 'cancelled' WHERE \`status\` = 'waitlisted';`)
  await db.run(sql`DELETE FROM \`registrations\` WHERE \`mobile\` IS NULL;`)
  // A later migration's rollback rebuilds tables whose keys name these: no key is checked while they go.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`exhibitors_products\`;`)
  await db.run(sql`DROP TABLE \`exhibitors_products_locales\`;`)
  await db.run(sql`DROP TABLE \`_exhibitors_v_version_products\`;`)
  await db.run(sql`DROP TABLE \`_exhibitors_v_version_products_locales\`;`)
  await db.run(sql`DROP TABLE \`halls_booths\`;`)
  await db.run(sql`DROP TABLE \`halls\`;`)
  await db.run(sql`DROP TABLE \`halls_locales\`;`)
  await db.run(sql`DROP TABLE \`_halls_v_version_booths\`;`)
  await db.run(sql`DROP TABLE \`_halls_v\`;`)
  await db.run(sql`DROP TABLE \`_halls_v_locales\`;`)
  await db.run(sql`DROP TABLE \`exhibitor_accounts_sessions\`;`)
  await db.run(sql`DROP TABLE \`exhibitor_accounts\`;`)
  await db.run(sql`DROP TABLE \`used_captchas\`;`)
  await db.run(sql`DROP TABLE \`gates\`;`)
  await db.run(sql`DROP TABLE \`checkin_devices\`;`)
  await db.run(sql`DROP TABLE \`scans\`;`)
  await db.run(sql`DROP TABLE \`checkin_settings\`;`)
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
  await db.run(sql`DROP INDEX \`menus_import_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`menus\` DROP COLUMN \`import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`menus\` DROP COLUMN \`import_hash\`;`)
  await db.run(sql`DROP INDEX \`_menus_v_version_version_import_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_menus_v\` DROP COLUMN \`version_import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`_menus_v\` DROP COLUMN \`version_import_hash\`;`)
  await db.run(sql`DROP INDEX \`rotation_charts_import_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`rotation_charts\` DROP COLUMN \`import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`rotation_charts\` DROP COLUMN \`import_hash\`;`)
  await db.run(sql`DROP INDEX \`_rotation_charts_v_version_version_import_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_rotation_charts_v\` DROP COLUMN \`version_import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`_rotation_charts_v\` DROP COLUMN \`version_import_hash\`;`)
  await db.run(sql`DROP INDEX \`columns_import_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`columns\` DROP COLUMN \`import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`columns\` DROP COLUMN \`import_hash\`;`)
  await db.run(sql`DROP INDEX \`_columns_v_version_version_import_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_columns_v\` DROP COLUMN \`version_import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`_columns_v\` DROP COLUMN \`version_import_hash\`;`)
  await db.run(sql`DROP INDEX \`articles_import_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`import_hash\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_version_version_import_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_import_hash\`;`)
  await db.run(sql`DROP INDEX \`pictures_import_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`pictures\` DROP COLUMN \`import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`pictures\` DROP COLUMN \`import_hash\`;`)
  await db.run(sql`DROP INDEX \`_pictures_v_version_version_import_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pictures_v\` DROP COLUMN \`version_import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`_pictures_v\` DROP COLUMN \`version_import_hash\`;`)
  await db.run(sql`DROP INDEX \`information_items_import_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`information_items\` DROP COLUMN \`import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`information_items\` DROP COLUMN \`import_hash\`;`)
  await db.run(sql`DROP INDEX \`_information_items_v_version_version_import_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_information_items_v\` DROP COLUMN \`version_import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`_information_items_v\` DROP COLUMN \`version_import_hash\`;`)
  await db.run(sql`DROP INDEX \`exhibitors_import_source_id_idx\`;`)
  await db.run(sql`DROP INDEX \`exhibitors_invitation_code_idx\`;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` DROP COLUMN \`import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` DROP COLUMN \`import_hash\`;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` DROP COLUMN \`staff_quota\`;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` DROP COLUMN \`invitation_code\`;`)
  await db.run(sql`DROP INDEX \`_exhibitors_v_version_version_import_source_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_exhibitors_v_version_version_invitation_code_idx\`;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` DROP COLUMN \`version_import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` DROP COLUMN \`version_import_hash\`;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` DROP COLUMN \`version_staff_quota\`;`)
  await db.run(sql`ALTER TABLE \`_exhibitors_v\` DROP COLUMN \`version_invitation_code\`;`)
  await db.run(sql`DROP INDEX \`downloads_import_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`import_hash\`;`)
  await db.run(sql`DROP INDEX \`_downloads_v_version_version_import_source_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` DROP COLUMN \`version_import_source_id\`;`)
  await db.run(sql`ALTER TABLE \`_downloads_v\` DROP COLUMN \`version_import_hash\`;`)
  await db.run(sql`DROP INDEX \`media_content_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`content_hash\`;`)
  await db.run(sql`DROP INDEX \`documents_content_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`content_hash\`;`)
  await db.run(sql`ALTER TABLE \`registration_settings\` DROP COLUMN \`retention_days\`;`)
  await db.run(sql`ALTER TABLE \`registration_settings\` DROP COLUMN \`captcha_work\`;`)
}
