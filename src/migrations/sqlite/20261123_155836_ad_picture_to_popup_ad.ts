import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The ad picture chosen in the site settings moves to the pop-up ad (S27), switched on.
  await db.run(sql`INSERT INTO \`popup_ad\` (\`enabled\`, \`picture_id\`, \`updated_at\`, \`created_at\`)
    SELECT \`ad_picture_id\` IS NOT NULL, \`ad_picture_id\`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM \`site_settings\`
    WHERE NOT EXISTS (SELECT 1 FROM \`popup_ad\`) LIMIT 1;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text DEFAULT '中国国际核工业展览会',
  	\`seo_description\` text,
  	\`seo_keywords\` text,
  	\`icp_number\` text,
  	\`psb_number\` text,
  	\`event_name\` text,
  	\`event_start_date\` text,
  	\`event_end_date\` text,
  	\`venue_name\` text,
  	\`venue_street_address\` text,
  	\`venue_city\` text,
  	\`venue_region\` text,
  	\`venue_postal_code\` text,
  	\`organizer_name\` text,
  	\`organizer_url\` text,
  	\`registration_url\` text,
  	\`header_column_id\` integer,
  	\`footer_column_id\` integer,
  	\`home_cards_column_id\` integer,
  	\`partners_column_id\` integer,
  	\`footer_columns_column_id\` integer,
  	\`qr_column_id\` integer,
  	\`home_menu_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`header_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`footer_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_cards_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`partners_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`footer_columns_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`qr_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "site_name", "seo_description", "seo_keywords", "icp_number", "psb_number", "event_name", "event_start_date", "event_end_date", "venue_name", "venue_street_address", "venue_city", "venue_region", "venue_postal_code", "organizer_name", "organizer_url", "registration_url", "header_column_id", "footer_column_id", "home_cards_column_id", "partners_column_id", "footer_columns_column_id", "qr_column_id", "home_menu_id", "_status", "updated_at", "created_at") SELECT "id", "site_name", "seo_description", "seo_keywords", "icp_number", "psb_number", "event_name", "event_start_date", "event_end_date", "venue_name", "venue_street_address", "venue_city", "venue_region", "venue_postal_code", "organizer_name", "organizer_url", "registration_url", "header_column_id", "footer_column_id", "home_cards_column_id", "partners_column_id", "footer_columns_column_id", "qr_column_id", "home_menu_id", "_status", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_header_column_idx\` ON \`site_settings\` (\`header_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_column_idx\` ON \`site_settings\` (\`footer_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_home_cards_column_idx\` ON \`site_settings\` (\`home_cards_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_partners_column_idx\` ON \`site_settings\` (\`partners_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_columns_column_idx\` ON \`site_settings\` (\`footer_columns_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_qr_column_idx\` ON \`site_settings\` (\`qr_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_home_menu_idx\` ON \`site_settings\` (\`home_menu_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_site_name\` text DEFAULT '中国国际核工业展览会',
  	\`version_seo_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_icp_number\` text,
  	\`version_psb_number\` text,
  	\`version_event_name\` text,
  	\`version_event_start_date\` text,
  	\`version_event_end_date\` text,
  	\`version_venue_name\` text,
  	\`version_venue_street_address\` text,
  	\`version_venue_city\` text,
  	\`version_venue_region\` text,
  	\`version_venue_postal_code\` text,
  	\`version_organizer_name\` text,
  	\`version_organizer_url\` text,
  	\`version_registration_url\` text,
  	\`version_header_column_id\` integer,
  	\`version_footer_column_id\` integer,
  	\`version_home_cards_column_id\` integer,
  	\`version_partners_column_id\` integer,
  	\`version_footer_columns_column_id\` integer,
  	\`version_qr_column_id\` integer,
  	\`version_home_menu_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_header_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_footer_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_home_cards_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_partners_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_footer_columns_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_qr_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_home_menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__site_settings_v\`("id", "version_site_name", "version_seo_description", "version_seo_keywords", "version_icp_number", "version_psb_number", "version_event_name", "version_event_start_date", "version_event_end_date", "version_venue_name", "version_venue_street_address", "version_venue_city", "version_venue_region", "version_venue_postal_code", "version_organizer_name", "version_organizer_url", "version_registration_url", "version_header_column_id", "version_footer_column_id", "version_home_cards_column_id", "version_partners_column_id", "version_footer_columns_column_id", "version_qr_column_id", "version_home_menu_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_site_name", "version_seo_description", "version_seo_keywords", "version_icp_number", "version_psb_number", "version_event_name", "version_event_start_date", "version_event_end_date", "version_venue_name", "version_venue_street_address", "version_venue_city", "version_venue_region", "version_venue_postal_code", "version_organizer_name", "version_organizer_url", "version_registration_url", "version_header_column_id", "version_footer_column_id", "version_home_cards_column_id", "version_partners_column_id", "version_footer_columns_column_id", "version_qr_column_id", "version_home_menu_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_settings_v\` RENAME TO \`_site_settings_v\`;`)
  // Foreign keys back on only now: dropping _site_settings_v with them on would delete its rels.
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_header_column_idx\` ON \`_site_settings_v\` (\`version_header_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_footer_column_idx\` ON \`_site_settings_v\` (\`version_footer_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_home_cards_column_idx\` ON \`_site_settings_v\` (\`version_home_cards_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_partners_column_idx\` ON \`_site_settings_v\` (\`version_partners_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_footer_columns_column_idx\` ON \`_site_settings_v\` (\`version_footer_columns_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_qr_column_idx\` ON \`_site_settings_v\` (\`version_qr_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_home_menu_idx\` ON \`_site_settings_v\` (\`version_home_menu_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`ad_picture_id\` integer REFERENCES pictures(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_ad_picture_idx\` ON \`site_settings\` (\`ad_picture_id\`);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_ad_picture_id\` integer REFERENCES pictures(id);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_ad_picture_idx\` ON \`_site_settings_v\` (\`version_ad_picture_id\`);`)
}
