import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`popup_ad\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT false,
  	\`picture_id\` integer,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`pictures\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`popup_ad_picture_idx\` ON \`popup_ad\` (\`picture_id\`);`)
  // The ad picture chosen in the site settings moves to the pop-up ad, switched on.
  await db.run(sql`INSERT INTO \`popup_ad\` (\`enabled\`, \`picture_id\`, \`updated_at\`, \`created_at\`)
    SELECT \`ad_picture_id\` IS NOT NULL, \`ad_picture_id\`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM \`site_settings\` LIMIT 1;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text DEFAULT '中国国际核工业展览会' NOT NULL,
  	\`seo_description\` text,
  	\`seo_keywords\` text,
  	\`icp_number\` text,
  	\`psb_number\` text,
  	\`header_column_id\` integer,
  	\`footer_column_id\` integer,
  	\`home_cards_column_id\` integer,
  	\`partners_column_id\` integer,
  	\`footer_columns_column_id\` integer,
  	\`qr_column_id\` integer,
  	\`home_menu_id\` integer,
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
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "site_name", "seo_description", "seo_keywords", "icp_number", "psb_number", "header_column_id", "footer_column_id", "home_cards_column_id", "partners_column_id", "footer_columns_column_id", "qr_column_id", "home_menu_id", "updated_at", "created_at") SELECT "id", "site_name", "seo_description", "seo_keywords", "icp_number", "psb_number", "header_column_id", "footer_column_id", "home_cards_column_id", "partners_column_id", "footer_columns_column_id", "qr_column_id", "home_menu_id", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_header_column_idx\` ON \`site_settings\` (\`header_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_column_idx\` ON \`site_settings\` (\`footer_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_home_cards_column_idx\` ON \`site_settings\` (\`home_cards_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_partners_column_idx\` ON \`site_settings\` (\`partners_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_columns_column_idx\` ON \`site_settings\` (\`footer_columns_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_qr_column_idx\` ON \`site_settings\` (\`qr_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_home_menu_idx\` ON \`site_settings\` (\`home_menu_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_booth_idx\` ON \`exhibitors\` (\`booth\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`popup_ad\`;`)
  await db.run(sql`DROP INDEX \`exhibitors_booth_idx\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`ad_picture_id\` integer REFERENCES pictures(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_ad_picture_idx\` ON \`site_settings\` (\`ad_picture_id\`);`)
}
