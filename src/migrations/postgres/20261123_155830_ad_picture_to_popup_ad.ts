import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The ad picture chosen in the site settings moves to the pop-up ad (S27), switched on.
  await db.execute(sql`
  INSERT INTO "popup_ad" ("enabled", "picture_id", "updated_at", "created_at")
    SELECT "ad_picture_id" IS NOT NULL, "ad_picture_id", now(), now() FROM "site_settings"
    WHERE NOT EXISTS (SELECT 1 FROM "popup_ad") LIMIT 1;`)
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_ad_picture_id_pictures_id_fk";
  
  ALTER TABLE "_site_settings_v" DROP CONSTRAINT "_site_settings_v_version_ad_picture_id_pictures_id_fk";
  
  DROP INDEX "site_settings_ad_picture_idx";
  DROP INDEX "_site_settings_v_version_version_ad_picture_idx";
  ALTER TABLE "site_settings" DROP COLUMN "ad_picture_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_ad_picture_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "ad_picture_id" integer;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_ad_picture_id" integer;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_ad_picture_id_pictures_id_fk" FOREIGN KEY ("ad_picture_id") REFERENCES "public"."pictures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_ad_picture_id_pictures_id_fk" FOREIGN KEY ("version_ad_picture_id") REFERENCES "public"."pictures"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_ad_picture_idx" ON "site_settings" USING btree ("ad_picture_id");
  CREATE INDEX "_site_settings_v_version_version_ad_picture_idx" ON "_site_settings_v" USING btree ("version_ad_picture_id");`)
}
