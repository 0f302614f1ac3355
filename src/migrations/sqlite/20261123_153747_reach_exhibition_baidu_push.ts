import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`event_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`event_start_date\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`event_end_date\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`venue_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`venue_street_address\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`venue_city\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`venue_region\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`venue_postal_code\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`organizer_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`organizer_url\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`registration_url\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`event_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`event_start_date\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`event_end_date\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`venue_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`venue_street_address\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`venue_city\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`venue_region\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`venue_postal_code\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`organizer_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`organizer_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`registration_url\`;`)
}
