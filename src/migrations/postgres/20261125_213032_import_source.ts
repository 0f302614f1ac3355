import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'import';
  ALTER TABLE "menus" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "menus" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_menus_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_menus_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "rotation_charts" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "rotation_charts" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_rotation_charts_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_rotation_charts_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "columns" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "columns" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_columns_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_columns_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "articles" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "articles" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "pictures" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "pictures" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_pictures_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_pictures_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "information_items" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "information_items" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_information_items_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_information_items_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "exhibitors" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "exhibitors" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_exhibitors_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_exhibitors_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "downloads" ADD COLUMN "import_source_id" varchar;
  ALTER TABLE "downloads" ADD COLUMN "import_hash" varchar;
  ALTER TABLE "_downloads_v" ADD COLUMN "version_import_source_id" varchar;
  ALTER TABLE "_downloads_v" ADD COLUMN "version_import_hash" varchar;
  ALTER TABLE "media" ADD COLUMN "content_hash" varchar;
  ALTER TABLE "documents" ADD COLUMN "content_hash" varchar;
  CREATE INDEX "menus_import_source_id_idx" ON "menus" USING btree ("import_source_id");
  CREATE INDEX "_menus_v_version_version_import_source_id_idx" ON "_menus_v" USING btree ("version_import_source_id");
  CREATE INDEX "rotation_charts_import_source_id_idx" ON "rotation_charts" USING btree ("import_source_id");
  CREATE INDEX "_rotation_charts_v_version_version_import_source_id_idx" ON "_rotation_charts_v" USING btree ("version_import_source_id");
  CREATE INDEX "columns_import_source_id_idx" ON "columns" USING btree ("import_source_id");
  CREATE INDEX "_columns_v_version_version_import_source_id_idx" ON "_columns_v" USING btree ("version_import_source_id");
  CREATE INDEX "articles_import_source_id_idx" ON "articles" USING btree ("import_source_id");
  CREATE INDEX "_articles_v_version_version_import_source_id_idx" ON "_articles_v" USING btree ("version_import_source_id");
  CREATE INDEX "pictures_import_source_id_idx" ON "pictures" USING btree ("import_source_id");
  CREATE INDEX "_pictures_v_version_version_import_source_id_idx" ON "_pictures_v" USING btree ("version_import_source_id");
  CREATE INDEX "information_items_import_source_id_idx" ON "information_items" USING btree ("import_source_id");
  CREATE INDEX "_information_items_v_version_version_import_source_id_idx" ON "_information_items_v" USING btree ("version_import_source_id");
  CREATE INDEX "exhibitors_import_source_id_idx" ON "exhibitors" USING btree ("import_source_id");
  CREATE INDEX "_exhibitors_v_version_version_import_source_id_idx" ON "_exhibitors_v" USING btree ("version_import_source_id");
  CREATE INDEX "downloads_import_source_id_idx" ON "downloads" USING btree ("import_source_id");
  CREATE INDEX "_downloads_v_version_version_import_source_id_idx" ON "_downloads_v" USING btree ("version_import_source_id");
  CREATE INDEX "media_content_hash_idx" ON "media" USING btree ("content_hash");
  CREATE INDEX "documents_content_hash_idx" ON "documents" USING btree ("content_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  UPDATE "audit_log" SET "action" = 'create' WHERE "action" = 'import';
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('login', 'login-failed', 'lockout', 'create', 'update', 'publish', 'unpublish', 'trash', 'restore', 'delete', 'role-change', 'export', 'baidu-push');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "menus_import_source_id_idx";
  DROP INDEX "_menus_v_version_version_import_source_id_idx";
  DROP INDEX "rotation_charts_import_source_id_idx";
  DROP INDEX "_rotation_charts_v_version_version_import_source_id_idx";
  DROP INDEX "columns_import_source_id_idx";
  DROP INDEX "_columns_v_version_version_import_source_id_idx";
  DROP INDEX "articles_import_source_id_idx";
  DROP INDEX "_articles_v_version_version_import_source_id_idx";
  DROP INDEX "pictures_import_source_id_idx";
  DROP INDEX "_pictures_v_version_version_import_source_id_idx";
  DROP INDEX "information_items_import_source_id_idx";
  DROP INDEX "_information_items_v_version_version_import_source_id_idx";
  DROP INDEX "exhibitors_import_source_id_idx";
  DROP INDEX "_exhibitors_v_version_version_import_source_id_idx";
  DROP INDEX "downloads_import_source_id_idx";
  DROP INDEX "_downloads_v_version_version_import_source_id_idx";
  DROP INDEX "media_content_hash_idx";
  DROP INDEX "documents_content_hash_idx";
  ALTER TABLE "menus" DROP COLUMN "import_source_id";
  ALTER TABLE "menus" DROP COLUMN "import_hash";
  ALTER TABLE "_menus_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_menus_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "rotation_charts" DROP COLUMN "import_source_id";
  ALTER TABLE "rotation_charts" DROP COLUMN "import_hash";
  ALTER TABLE "_rotation_charts_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_rotation_charts_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "columns" DROP COLUMN "import_source_id";
  ALTER TABLE "columns" DROP COLUMN "import_hash";
  ALTER TABLE "_columns_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_columns_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "articles" DROP COLUMN "import_source_id";
  ALTER TABLE "articles" DROP COLUMN "import_hash";
  ALTER TABLE "_articles_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "pictures" DROP COLUMN "import_source_id";
  ALTER TABLE "pictures" DROP COLUMN "import_hash";
  ALTER TABLE "_pictures_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_pictures_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "information_items" DROP COLUMN "import_source_id";
  ALTER TABLE "information_items" DROP COLUMN "import_hash";
  ALTER TABLE "_information_items_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_information_items_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "exhibitors" DROP COLUMN "import_source_id";
  ALTER TABLE "exhibitors" DROP COLUMN "import_hash";
  ALTER TABLE "_exhibitors_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_exhibitors_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "downloads" DROP COLUMN "import_source_id";
  ALTER TABLE "downloads" DROP COLUMN "import_hash";
  ALTER TABLE "_downloads_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_downloads_v" DROP COLUMN "version_import_hash";
  ALTER TABLE "media" DROP COLUMN "content_hash";
  ALTER TABLE "documents" DROP COLUMN "content_hash";`)
}
