import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`gates_id\` integer REFERENCES gates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`checkin_devices_id\` integer REFERENCES checkin_devices(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`scans_id\` integer REFERENCES scans(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gates_id_idx\` ON \`payload_locked_documents_rels\` (\`gates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_checkin_devices_id_idx\` ON \`payload_locked_documents_rels\` (\`checkin_devices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_scans_id_idx\` ON \`payload_locked_documents_rels\` (\`scans_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`gates\`;`)
  await db.run(sql`DROP TABLE \`checkin_devices\`;`)
  await db.run(sql`DROP TABLE \`scans\`;`)
  await db.run(sql`DROP TABLE \`checkin_settings\`;`)
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
