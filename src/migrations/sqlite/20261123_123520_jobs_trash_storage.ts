import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`menus\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`menus_deleted_at_idx\` ON \`menus\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`rotation_charts\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`rotation_charts_deleted_at_idx\` ON \`rotation_charts\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`columns\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`columns_deleted_at_idx\` ON \`columns\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`articles_deleted_at_idx\` ON \`articles\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`pictures\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`pictures_deleted_at_idx\` ON \`pictures\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`information_items\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`information_items_deleted_at_idx\` ON \`information_items\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`exhibitors\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`exhibitors_deleted_at_idx\` ON \`exhibitors\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`downloads_deleted_at_idx\` ON \`downloads\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`media_deleted_at_idx\` ON \`media\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`documents_deleted_at_idx\` ON \`documents\` (\`deleted_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`DROP INDEX \`menus_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`menus\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`rotation_charts_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`rotation_charts\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`columns_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`columns\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`articles_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`pictures_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`pictures\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`information_items_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`information_items\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`exhibitors_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`exhibitors\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`downloads_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`media_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`documents_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`deleted_at\`;`)
}
