import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_menus_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name_c_n\` text,
  	\`version_name_e_n\` text,
  	\`version_site_name\` text,
  	\`version_link\` text DEFAULT '/info',
  	\`version_parent_id\` integer,
  	\`version_icon_id\` integer,
  	\`version_cover_id\` integer,
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
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_parent_idx\` ON \`_menus_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_parent_idx\` ON \`_menus_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_icon_idx\` ON \`_menus_v\` (\`version_icon_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_cover_idx\` ON \`_menus_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_sort_order_idx\` ON \`_menus_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_review_state_idx\` ON \`_menus_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_updated_at_idx\` ON \`_menus_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_created_at_idx\` ON \`_menus_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_deleted_at_idx\` ON \`_menus_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version__status_idx\` ON \`_menus_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_created_at_idx\` ON \`_menus_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_updated_at_idx\` ON \`_menus_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_latest_idx\` ON \`_menus_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_rotation_charts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_menu_id\` integer,
  	\`version_picture_id\` integer,
  	\`version_link\` text,
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
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rotation_charts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_parent_idx\` ON \`_rotation_charts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_version_version_menu_idx\` ON \`_rotation_charts_v\` (\`version_menu_id\`);`)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_version_version_picture_idx\` ON \`_rotation_charts_v\` (\`version_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_version_version_sort_order_idx\` ON \`_rotation_charts_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_version_version_review_state_idx\` ON \`_rotation_charts_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_version_version_updated_at_idx\` ON \`_rotation_charts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_version_version_created_at_idx\` ON \`_rotation_charts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_version_version_deleted_at_idx\` ON \`_rotation_charts_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_version_version__status_idx\` ON \`_rotation_charts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_created_at_idx\` ON \`_rotation_charts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_updated_at_idx\` ON \`_rotation_charts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_rotation_charts_v_latest_idx\` ON \`_rotation_charts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_columns_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_review_state\` text DEFAULT 'draft',
  	\`version_review_note\` text,
  	\`version_review_comment\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_columns_v_parent_idx\` ON \`_columns_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_columns_v_version_version_review_state_idx\` ON \`_columns_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_columns_v_version_version_updated_at_idx\` ON \`_columns_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_columns_v_version_version_created_at_idx\` ON \`_columns_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_columns_v_version_version_deleted_at_idx\` ON \`_columns_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_columns_v_version_version__status_idx\` ON \`_columns_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_columns_v_created_at_idx\` ON \`_columns_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_columns_v_updated_at_idx\` ON \`_columns_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_columns_v_latest_idx\` ON \`_columns_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_cover_id\` integer,
  	\`version_link\` text,
  	\`version_detail\` text,
  	\`version_published_at\` text,
  	\`version_menu_id\` integer,
  	\`version_column_id\` integer,
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
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_cover_idx\` ON \`_articles_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_menu_idx\` ON \`_articles_v\` (\`version_menu_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_column_idx\` ON \`_articles_v\` (\`version_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_sort_order_idx\` ON \`_articles_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_review_state_idx\` ON \`_articles_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_deleted_at_idx\` ON \`_articles_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pictures_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_picture_id\` integer,
  	\`version_link\` text,
  	\`version_column_id\` integer,
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
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pictures\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pictures_v_parent_idx\` ON \`_pictures_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pictures_v_version_version_picture_idx\` ON \`_pictures_v\` (\`version_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_pictures_v_version_version_column_idx\` ON \`_pictures_v\` (\`version_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_pictures_v_version_version_sort_order_idx\` ON \`_pictures_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_pictures_v_version_version_review_state_idx\` ON \`_pictures_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_pictures_v_version_version_updated_at_idx\` ON \`_pictures_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pictures_v_version_version_created_at_idx\` ON \`_pictures_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pictures_v_version_version_deleted_at_idx\` ON \`_pictures_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_pictures_v_version_version__status_idx\` ON \`_pictures_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pictures_v_created_at_idx\` ON \`_pictures_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pictures_v_updated_at_idx\` ON \`_pictures_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pictures_v_latest_idx\` ON \`_pictures_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_information_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_cover_id\` integer,
  	\`version_detail\` text,
  	\`version_column_id\` integer,
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
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`information_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_information_items_v_parent_idx\` ON \`_information_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_information_items_v_version_version_cover_idx\` ON \`_information_items_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_information_items_v_version_version_column_idx\` ON \`_information_items_v\` (\`version_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_information_items_v_version_version_sort_order_idx\` ON \`_information_items_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_information_items_v_version_version_review_state_idx\` ON \`_information_items_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_information_items_v_version_version_updated_at_idx\` ON \`_information_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_information_items_v_version_version_created_at_idx\` ON \`_information_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_information_items_v_version_version_deleted_at_idx\` ON \`_information_items_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_information_items_v_version_version__status_idx\` ON \`_information_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_information_items_v_created_at_idx\` ON \`_information_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_information_items_v_updated_at_idx\` ON \`_information_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_information_items_v_latest_idx\` ON \`_information_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_exhibitors_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name_c_n\` text,
  	\`version_name_e_n\` text,
  	\`version_logo_id\` integer,
  	\`version_booth\` text,
  	\`version_category\` text,
  	\`version_introduction\` text,
  	\`version_website\` text,
  	\`version_contact\` text,
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
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exhibitors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_parent_idx\` ON \`_exhibitors_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_name_c_n_idx\` ON \`_exhibitors_v\` (\`version_name_c_n\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_name_e_n_idx\` ON \`_exhibitors_v\` (\`version_name_e_n\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_logo_idx\` ON \`_exhibitors_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_booth_idx\` ON \`_exhibitors_v\` (\`version_booth\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_category_idx\` ON \`_exhibitors_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_sort_order_idx\` ON \`_exhibitors_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_review_state_idx\` ON \`_exhibitors_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_updated_at_idx\` ON \`_exhibitors_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_created_at_idx\` ON \`_exhibitors_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version_deleted_at_idx\` ON \`_exhibitors_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_version_version__status_idx\` ON \`_exhibitors_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_created_at_idx\` ON \`_exhibitors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_updated_at_idx\` ON \`_exhibitors_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitors_v_latest_idx\` ON \`_exhibitors_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_downloads_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_file_id\` integer,
  	\`version_menu_id\` integer,
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
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_downloads_v_parent_idx\` ON \`_downloads_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_file_idx\` ON \`_downloads_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_menu_idx\` ON \`_downloads_v\` (\`version_menu_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_sort_order_idx\` ON \`_downloads_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_review_state_idx\` ON \`_downloads_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_updated_at_idx\` ON \`_downloads_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_created_at_idx\` ON \`_downloads_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_deleted_at_idx\` ON \`_downloads_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version__status_idx\` ON \`_downloads_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_created_at_idx\` ON \`_downloads_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_updated_at_idx\` ON \`_downloads_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_latest_idx\` ON \`_downloads_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`user_id\` integer,
  	\`user_email\` text,
  	\`collection_slug\` text,
  	\`document_id\` text,
  	\`title\` text,
  	\`detail\` text,
  	\`ip\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_user_idx\` ON \`audit_log\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_user_email_idx\` ON \`audit_log\` (\`user_email\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
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
  	\`version_ad_picture_id\` integer,
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
  	FOREIGN KEY (\`version_ad_picture_id\`) REFERENCES \`pictures\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_home_menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_header_column_idx\` ON \`_site_settings_v\` (\`version_header_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_footer_column_idx\` ON \`_site_settings_v\` (\`version_footer_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_home_cards_column_idx\` ON \`_site_settings_v\` (\`version_home_cards_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_partners_column_idx\` ON \`_site_settings_v\` (\`version_partners_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_footer_columns_column_idx\` ON \`_site_settings_v\` (\`version_footer_columns_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_qr_column_idx\` ON \`_site_settings_v\` (\`version_qr_column_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_ad_picture_idx\` ON \`_site_settings_v\` (\`version_ad_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_home_menu_idx\` ON \`_site_settings_v\` (\`version_home_menu_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`menus_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_order_idx\` ON \`_site_settings_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_parent_idx\` ON \`_site_settings_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_path_idx\` ON \`_site_settings_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_menus_id_idx\` ON \`_site_settings_v_rels\` (\`menus_id\`);`)
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
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name_c_n\` text,
  	\`name_e_n\` text,
  	\`site_name\` text,
  	\`link\` text DEFAULT '/info',
  	\`parent_id\` integer,
  	\`icon_id\` integer,
  	\`cover_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`review_state\` text DEFAULT 'draft',
  	\`review_note\` text,
  	\`review_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_menus\`("id", "name_c_n", "name_e_n", "site_name", "link", "parent_id", "icon_id", "cover_id", "sort_order", "review_state", "review_note", "review_comment", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "name_c_n", "name_e_n", "site_name", "link", "parent_id", "icon_id", "cover_id", "sort_order", 'published', NULL, NULL, "updated_at", "created_at", "deleted_at", 'published' FROM \`menus\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`ALTER TABLE \`__new_menus\` RENAME TO \`menus\`;`)
  await db.run(sql`CREATE INDEX \`menus_parent_idx\` ON \`menus\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_icon_idx\` ON \`menus\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_cover_idx\` ON \`menus\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_sort_order_idx\` ON \`menus\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_review_state_idx\` ON \`menus\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`menus_updated_at_idx\` ON \`menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_created_at_idx\` ON \`menus\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_deleted_at_idx\` ON \`menus\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`menus__status_idx\` ON \`menus\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_rotation_charts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`menu_id\` integer,
  	\`picture_id\` integer,
  	\`link\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`review_state\` text DEFAULT 'draft',
  	\`review_note\` text,
  	\`review_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_rotation_charts\`("id", "title", "menu_id", "picture_id", "link", "sort_order", "review_state", "review_note", "review_comment", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "menu_id", "picture_id", "link", "sort_order", 'published', NULL, NULL, "updated_at", "created_at", "deleted_at", 'published' FROM \`rotation_charts\`;`)
  await db.run(sql`DROP TABLE \`rotation_charts\`;`)
  await db.run(sql`ALTER TABLE \`__new_rotation_charts\` RENAME TO \`rotation_charts\`;`)
  await db.run(sql`CREATE INDEX \`rotation_charts_menu_idx\` ON \`rotation_charts\` (\`menu_id\`);`)
  await db.run(sql`CREATE INDEX \`rotation_charts_picture_idx\` ON \`rotation_charts\` (\`picture_id\`);`)
  await db.run(sql`CREATE INDEX \`rotation_charts_sort_order_idx\` ON \`rotation_charts\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`rotation_charts_review_state_idx\` ON \`rotation_charts\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`rotation_charts_updated_at_idx\` ON \`rotation_charts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rotation_charts_created_at_idx\` ON \`rotation_charts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`rotation_charts_deleted_at_idx\` ON \`rotation_charts\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`rotation_charts__status_idx\` ON \`rotation_charts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_columns\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`review_state\` text DEFAULT 'draft',
  	\`review_note\` text,
  	\`review_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_columns\`("id", "name", "description", "review_state", "review_note", "review_comment", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "name", "description", 'published', NULL, NULL, "updated_at", "created_at", "deleted_at", 'published' FROM \`columns\`;`)
  await db.run(sql`DROP TABLE \`columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_columns\` RENAME TO \`columns\`;`)
  await db.run(sql`CREATE INDEX \`columns_review_state_idx\` ON \`columns\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`columns_updated_at_idx\` ON \`columns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`columns_created_at_idx\` ON \`columns\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`columns_deleted_at_idx\` ON \`columns\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`columns__status_idx\` ON \`columns\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`cover_id\` integer,
  	\`link\` text,
  	\`detail\` text,
  	\`published_at\` text,
  	\`menu_id\` integer,
  	\`column_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`review_state\` text DEFAULT 'draft',
  	\`review_note\` text,
  	\`review_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "title", "subtitle", "cover_id", "link", "detail", "published_at", "menu_id", "column_id", "sort_order", "review_state", "review_note", "review_comment", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "subtitle", "cover_id", "link", "detail", "published_at", "menu_id", "column_id", "sort_order", 'published', NULL, NULL, "updated_at", "created_at", "deleted_at", 'published' FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE INDEX \`articles_cover_idx\` ON \`articles\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_menu_idx\` ON \`articles\` (\`menu_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_column_idx\` ON \`articles\` (\`column_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_sort_order_idx\` ON \`articles\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_review_state_idx\` ON \`articles\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_deleted_at_idx\` ON \`articles\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_pictures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`picture_id\` integer,
  	\`link\` text,
  	\`column_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`review_state\` text DEFAULT 'draft',
  	\`review_note\` text,
  	\`review_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pictures\`("id", "title", "picture_id", "link", "column_id", "sort_order", "review_state", "review_note", "review_comment", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "picture_id", "link", "column_id", "sort_order", 'published', NULL, NULL, "updated_at", "created_at", "deleted_at", 'published' FROM \`pictures\`;`)
  await db.run(sql`DROP TABLE \`pictures\`;`)
  await db.run(sql`ALTER TABLE \`__new_pictures\` RENAME TO \`pictures\`;`)
  await db.run(sql`CREATE INDEX \`pictures_picture_idx\` ON \`pictures\` (\`picture_id\`);`)
  await db.run(sql`CREATE INDEX \`pictures_column_idx\` ON \`pictures\` (\`column_id\`);`)
  await db.run(sql`CREATE INDEX \`pictures_sort_order_idx\` ON \`pictures\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`pictures_review_state_idx\` ON \`pictures\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`pictures_updated_at_idx\` ON \`pictures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pictures_created_at_idx\` ON \`pictures\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pictures_deleted_at_idx\` ON \`pictures\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`pictures__status_idx\` ON \`pictures\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_information_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`cover_id\` integer,
  	\`detail\` text,
  	\`column_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`review_state\` text DEFAULT 'draft',
  	\`review_note\` text,
  	\`review_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_information_items\`("id", "title", "cover_id", "detail", "column_id", "sort_order", "review_state", "review_note", "review_comment", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "cover_id", "detail", "column_id", "sort_order", 'published', NULL, NULL, "updated_at", "created_at", "deleted_at", 'published' FROM \`information_items\`;`)
  await db.run(sql`DROP TABLE \`information_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_information_items\` RENAME TO \`information_items\`;`)
  await db.run(sql`CREATE INDEX \`information_items_cover_idx\` ON \`information_items\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`information_items_column_idx\` ON \`information_items\` (\`column_id\`);`)
  await db.run(sql`CREATE INDEX \`information_items_sort_order_idx\` ON \`information_items\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`information_items_review_state_idx\` ON \`information_items\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`information_items_updated_at_idx\` ON \`information_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`information_items_created_at_idx\` ON \`information_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`information_items_deleted_at_idx\` ON \`information_items\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`information_items__status_idx\` ON \`information_items\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_exhibitors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name_c_n\` text,
  	\`name_e_n\` text,
  	\`logo_id\` integer,
  	\`booth\` text,
  	\`category\` text,
  	\`introduction\` text,
  	\`website\` text,
  	\`contact\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`review_state\` text DEFAULT 'draft',
  	\`review_note\` text,
  	\`review_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_exhibitors\`("id", "name_c_n", "name_e_n", "logo_id", "booth", "category", "introduction", "website", "contact", "sort_order", "review_state", "review_note", "review_comment", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "name_c_n", "name_e_n", "logo_id", "booth", "category", "introduction", "website", "contact", "sort_order", 'published', NULL, NULL, "updated_at", "created_at", "deleted_at", 'published' FROM \`exhibitors\`;`)
  await db.run(sql`DROP TABLE \`exhibitors\`;`)
  await db.run(sql`ALTER TABLE \`__new_exhibitors\` RENAME TO \`exhibitors\`;`)
  await db.run(sql`CREATE INDEX \`exhibitors_name_c_n_idx\` ON \`exhibitors\` (\`name_c_n\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_name_e_n_idx\` ON \`exhibitors\` (\`name_e_n\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_logo_idx\` ON \`exhibitors\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_booth_idx\` ON \`exhibitors\` (\`booth\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_category_idx\` ON \`exhibitors\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_sort_order_idx\` ON \`exhibitors\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_review_state_idx\` ON \`exhibitors\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_updated_at_idx\` ON \`exhibitors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_created_at_idx\` ON \`exhibitors\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_deleted_at_idx\` ON \`exhibitors\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors__status_idx\` ON \`exhibitors\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_downloads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`file_id\` integer,
  	\`menu_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`review_state\` text DEFAULT 'draft',
  	\`review_note\` text,
  	\`review_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_downloads\`("id", "title", "file_id", "menu_id", "sort_order", "review_state", "review_note", "review_comment", "updated_at", "created_at", "deleted_at", "_status") SELECT "id", "title", "file_id", "menu_id", "sort_order", 'published', NULL, NULL, "updated_at", "created_at", "deleted_at", 'published' FROM \`downloads\`;`)
  await db.run(sql`DROP TABLE \`downloads\`;`)
  await db.run(sql`ALTER TABLE \`__new_downloads\` RENAME TO \`downloads\`;`)
  await db.run(sql`CREATE INDEX \`downloads_file_idx\` ON \`downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_menu_idx\` ON \`downloads\` (\`menu_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_sort_order_idx\` ON \`downloads\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`downloads_review_state_idx\` ON \`downloads\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`downloads_updated_at_idx\` ON \`downloads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads_created_at_idx\` ON \`downloads\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads_deleted_at_idx\` ON \`downloads\` (\`deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads__status_idx\` ON \`downloads\` (\`_status\`);`)
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
  	\`ad_picture_id\` integer,
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
  	FOREIGN KEY (\`ad_picture_id\`) REFERENCES \`pictures\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "site_name", "seo_description", "seo_keywords", "icp_number", "psb_number", "event_name", "event_start_date", "event_end_date", "venue_name", "venue_street_address", "venue_city", "venue_region", "venue_postal_code", "organizer_name", "organizer_url", "registration_url", "header_column_id", "footer_column_id", "home_cards_column_id", "partners_column_id", "footer_columns_column_id", "qr_column_id", "ad_picture_id", "home_menu_id", "_status", "updated_at", "created_at") SELECT "id", "site_name", "seo_description", "seo_keywords", "icp_number", "psb_number", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "header_column_id", "footer_column_id", "home_cards_column_id", "partners_column_id", "footer_columns_column_id", "qr_column_id", "ad_picture_id", "home_menu_id", 'published', "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  // Foreign keys stay off until every table is rebuilt: dropping a referenced table with them on
  // would set every reference to it to NULL (ON DELETE SET NULL), e.g. every article's column.
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_header_column_idx\` ON \`site_settings\` (\`header_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_column_idx\` ON \`site_settings\` (\`footer_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_home_cards_column_idx\` ON \`site_settings\` (\`home_cards_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_partners_column_idx\` ON \`site_settings\` (\`partners_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_columns_column_idx\` ON \`site_settings\` (\`footer_columns_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_qr_column_idx\` ON \`site_settings\` (\`qr_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_ad_picture_idx\` ON \`site_settings\` (\`ad_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_home_menu_idx\` ON \`site_settings\` (\`home_menu_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_log_id\` integer REFERENCES audit_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_menus_v\`;`)
  await db.run(sql`DROP TABLE \`_rotation_charts_v\`;`)
  await db.run(sql`DROP TABLE \`_columns_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_pictures_v\`;`)
  await db.run(sql`DROP TABLE \`_information_items_v\`;`)
  await db.run(sql`DROP TABLE \`_exhibitors_v\`;`)
  await db.run(sql`DROP TABLE \`_downloads_v\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_rels\`;`)
  await db.run(sql`DROP TABLE \`popup_ad\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "menus_id", "rotation_charts_id", "columns_id", "articles_id", "pictures_id", "information_items_id", "exhibitors_id", "downloads_id", "media_id", "documents_id", "users_id") SELECT "id", "order", "parent_id", "path", "menus_id", "rotation_charts_id", "columns_id", "articles_id", "pictures_id", "information_items_id", "exhibitors_id", "downloads_id", "media_id", "documents_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name_c_n\` text NOT NULL,
  	\`name_e_n\` text,
  	\`site_name\` text,
  	\`link\` text DEFAULT '/info' NOT NULL,
  	\`parent_id\` integer,
  	\`icon_id\` integer,
  	\`cover_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_menus\`("id", "name_c_n", "name_e_n", "site_name", "link", "parent_id", "icon_id", "cover_id", "sort_order", "updated_at", "created_at", "deleted_at") SELECT "id", "name_c_n", "name_e_n", "site_name", "link", "parent_id", "icon_id", "cover_id", "sort_order", "updated_at", "created_at", "deleted_at" FROM \`menus\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`ALTER TABLE \`__new_menus\` RENAME TO \`menus\`;`)
  await db.run(sql`CREATE INDEX \`menus_parent_idx\` ON \`menus\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_icon_idx\` ON \`menus\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_cover_idx\` ON \`menus\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_sort_order_idx\` ON \`menus\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_updated_at_idx\` ON \`menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_created_at_idx\` ON \`menus\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_deleted_at_idx\` ON \`menus\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_rotation_charts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`menu_id\` integer NOT NULL,
  	\`picture_id\` integer NOT NULL,
  	\`link\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_rotation_charts\`("id", "title", "menu_id", "picture_id", "link", "sort_order", "updated_at", "created_at", "deleted_at") SELECT "id", "title", "menu_id", "picture_id", "link", "sort_order", "updated_at", "created_at", "deleted_at" FROM \`rotation_charts\`;`)
  await db.run(sql`DROP TABLE \`rotation_charts\`;`)
  await db.run(sql`ALTER TABLE \`__new_rotation_charts\` RENAME TO \`rotation_charts\`;`)
  await db.run(sql`CREATE INDEX \`rotation_charts_menu_idx\` ON \`rotation_charts\` (\`menu_id\`);`)
  await db.run(sql`CREATE INDEX \`rotation_charts_picture_idx\` ON \`rotation_charts\` (\`picture_id\`);`)
  await db.run(sql`CREATE INDEX \`rotation_charts_sort_order_idx\` ON \`rotation_charts\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`rotation_charts_updated_at_idx\` ON \`rotation_charts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rotation_charts_created_at_idx\` ON \`rotation_charts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`rotation_charts_deleted_at_idx\` ON \`rotation_charts\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_columns\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_columns\`("id", "name", "description", "updated_at", "created_at", "deleted_at") SELECT "id", "name", "description", "updated_at", "created_at", "deleted_at" FROM \`columns\`;`)
  await db.run(sql`DROP TABLE \`columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_columns\` RENAME TO \`columns\`;`)
  await db.run(sql`CREATE INDEX \`columns_updated_at_idx\` ON \`columns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`columns_created_at_idx\` ON \`columns\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`columns_deleted_at_idx\` ON \`columns\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`cover_id\` integer,
  	\`link\` text,
  	\`detail\` text,
  	\`published_at\` text NOT NULL,
  	\`menu_id\` integer,
  	\`column_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "title", "subtitle", "cover_id", "link", "detail", "published_at", "menu_id", "column_id", "sort_order", "updated_at", "created_at", "deleted_at") SELECT "id", "title", "subtitle", "cover_id", "link", "detail", "published_at", "menu_id", "column_id", "sort_order", "updated_at", "created_at", "deleted_at" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE INDEX \`articles_cover_idx\` ON \`articles\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_menu_idx\` ON \`articles\` (\`menu_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_column_idx\` ON \`articles\` (\`column_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_sort_order_idx\` ON \`articles\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_deleted_at_idx\` ON \`articles\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pictures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`picture_id\` integer NOT NULL,
  	\`link\` text,
  	\`column_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pictures\`("id", "title", "picture_id", "link", "column_id", "sort_order", "updated_at", "created_at", "deleted_at") SELECT "id", "title", "picture_id", "link", "column_id", "sort_order", "updated_at", "created_at", "deleted_at" FROM \`pictures\`;`)
  await db.run(sql`DROP TABLE \`pictures\`;`)
  await db.run(sql`ALTER TABLE \`__new_pictures\` RENAME TO \`pictures\`;`)
  await db.run(sql`CREATE INDEX \`pictures_picture_idx\` ON \`pictures\` (\`picture_id\`);`)
  await db.run(sql`CREATE INDEX \`pictures_column_idx\` ON \`pictures\` (\`column_id\`);`)
  await db.run(sql`CREATE INDEX \`pictures_sort_order_idx\` ON \`pictures\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`pictures_updated_at_idx\` ON \`pictures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pictures_created_at_idx\` ON \`pictures\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pictures_deleted_at_idx\` ON \`pictures\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_information_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`cover_id\` integer,
  	\`detail\` text,
  	\`column_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_information_items\`("id", "title", "cover_id", "detail", "column_id", "sort_order", "updated_at", "created_at", "deleted_at") SELECT "id", "title", "cover_id", "detail", "column_id", "sort_order", "updated_at", "created_at", "deleted_at" FROM \`information_items\`;`)
  await db.run(sql`DROP TABLE \`information_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_information_items\` RENAME TO \`information_items\`;`)
  await db.run(sql`CREATE INDEX \`information_items_cover_idx\` ON \`information_items\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`information_items_column_idx\` ON \`information_items\` (\`column_id\`);`)
  await db.run(sql`CREATE INDEX \`information_items_sort_order_idx\` ON \`information_items\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`information_items_updated_at_idx\` ON \`information_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`information_items_created_at_idx\` ON \`information_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`information_items_deleted_at_idx\` ON \`information_items\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_exhibitors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name_c_n\` text NOT NULL,
  	\`name_e_n\` text,
  	\`logo_id\` integer,
  	\`booth\` text,
  	\`category\` text NOT NULL,
  	\`introduction\` text,
  	\`website\` text,
  	\`contact\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_exhibitors\`("id", "name_c_n", "name_e_n", "logo_id", "booth", "category", "introduction", "website", "contact", "sort_order", "updated_at", "created_at", "deleted_at") SELECT "id", "name_c_n", "name_e_n", "logo_id", "booth", "category", "introduction", "website", "contact", "sort_order", "updated_at", "created_at", "deleted_at" FROM \`exhibitors\`;`)
  await db.run(sql`DROP TABLE \`exhibitors\`;`)
  await db.run(sql`ALTER TABLE \`__new_exhibitors\` RENAME TO \`exhibitors\`;`)
  await db.run(sql`CREATE INDEX \`exhibitors_name_c_n_idx\` ON \`exhibitors\` (\`name_c_n\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_name_e_n_idx\` ON \`exhibitors\` (\`name_e_n\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_logo_idx\` ON \`exhibitors\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_category_idx\` ON \`exhibitors\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_sort_order_idx\` ON \`exhibitors\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_updated_at_idx\` ON \`exhibitors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_created_at_idx\` ON \`exhibitors\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`exhibitors_deleted_at_idx\` ON \`exhibitors\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_downloads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`menu_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_downloads\`("id", "title", "file_id", "menu_id", "sort_order", "updated_at", "created_at", "deleted_at") SELECT "id", "title", "file_id", "menu_id", "sort_order", "updated_at", "created_at", "deleted_at" FROM \`downloads\`;`)
  await db.run(sql`DROP TABLE \`downloads\`;`)
  await db.run(sql`ALTER TABLE \`__new_downloads\` RENAME TO \`downloads\`;`)
  await db.run(sql`CREATE INDEX \`downloads_file_idx\` ON \`downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_menu_idx\` ON \`downloads\` (\`menu_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_sort_order_idx\` ON \`downloads\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`downloads_updated_at_idx\` ON \`downloads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads_created_at_idx\` ON \`downloads\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads_deleted_at_idx\` ON \`downloads\` (\`deleted_at\`);`)
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
  	\`ad_picture_id\` integer,
  	\`home_menu_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`header_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`footer_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_cards_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`partners_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`footer_columns_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`qr_column_id\`) REFERENCES \`columns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ad_picture_id\`) REFERENCES \`pictures\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_menu_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "site_name", "seo_description", "seo_keywords", "icp_number", "psb_number", "header_column_id", "footer_column_id", "home_cards_column_id", "partners_column_id", "footer_columns_column_id", "qr_column_id", "ad_picture_id", "home_menu_id", "updated_at", "created_at") SELECT "id", "site_name", "seo_description", "seo_keywords", "icp_number", "psb_number", "header_column_id", "footer_column_id", "home_cards_column_id", "partners_column_id", "footer_columns_column_id", "qr_column_id", "ad_picture_id", "home_menu_id", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_header_column_idx\` ON \`site_settings\` (\`header_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_column_idx\` ON \`site_settings\` (\`footer_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_home_cards_column_idx\` ON \`site_settings\` (\`home_cards_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_partners_column_idx\` ON \`site_settings\` (\`partners_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_columns_column_idx\` ON \`site_settings\` (\`footer_columns_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_qr_column_idx\` ON \`site_settings\` (\`qr_column_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_ad_picture_idx\` ON \`site_settings\` (\`ad_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_home_menu_idx\` ON \`site_settings\` (\`home_menu_id\`);`)
}
