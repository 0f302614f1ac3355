import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_scans_outcome" AS ENUM('admitted', 'already', 'revoked', 'notToday');
  CREATE TYPE "public"."enum_checkin_settings_re_entry" AS ENUM('oncePerDay', 'oncePerShow', 'unlimited');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'checker';
  CREATE TABLE "gates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "checkin_devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"gate_id" integer,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "scans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"scan_id" varchar NOT NULL,
  	"registration_id" integer,
  	"outcome" "enum_scans_outcome" NOT NULL,
  	"day" varchar NOT NULL,
  	"scanned_at" timestamp(3) with time zone NOT NULL,
  	"gate_id" integer,
  	"device_id" integer,
  	"staff_id" integer,
  	"offline" boolean DEFAULT false,
  	"double_admission" boolean DEFAULT false,
  	"admit_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "checkin_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"re_entry" "enum_checkin_settings_re_entry" DEFAULT 'oncePerDay' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "checkin_devices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "scans_id" integer;
  ALTER TABLE "checkin_devices" ADD CONSTRAINT "checkin_devices_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scans" ADD CONSTRAINT "scans_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scans" ADD CONSTRAINT "scans_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scans" ADD CONSTRAINT "scans_device_id_checkin_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."checkin_devices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scans" ADD CONSTRAINT "scans_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "gates_name_idx" ON "gates" USING btree ("name");
  CREATE INDEX "gates_updated_at_idx" ON "gates" USING btree ("updated_at");
  CREATE INDEX "gates_created_at_idx" ON "gates" USING btree ("created_at");
  CREATE UNIQUE INDEX "checkin_devices_name_idx" ON "checkin_devices" USING btree ("name");
  CREATE INDEX "checkin_devices_gate_idx" ON "checkin_devices" USING btree ("gate_id");
  CREATE INDEX "checkin_devices_updated_at_idx" ON "checkin_devices" USING btree ("updated_at");
  CREATE INDEX "checkin_devices_created_at_idx" ON "checkin_devices" USING btree ("created_at");
  CREATE UNIQUE INDEX "scans_scan_id_idx" ON "scans" USING btree ("scan_id");
  CREATE INDEX "scans_registration_idx" ON "scans" USING btree ("registration_id");
  CREATE INDEX "scans_outcome_idx" ON "scans" USING btree ("outcome");
  CREATE INDEX "scans_day_idx" ON "scans" USING btree ("day");
  CREATE INDEX "scans_scanned_at_idx" ON "scans" USING btree ("scanned_at");
  CREATE INDEX "scans_gate_idx" ON "scans" USING btree ("gate_id");
  CREATE INDEX "scans_device_idx" ON "scans" USING btree ("device_id");
  CREATE INDEX "scans_staff_idx" ON "scans" USING btree ("staff_id");
  CREATE INDEX "scans_double_admission_idx" ON "scans" USING btree ("double_admission");
  CREATE UNIQUE INDEX "scans_admit_key_idx" ON "scans" USING btree ("admit_key");
  CREATE INDEX "scans_updated_at_idx" ON "scans" USING btree ("updated_at");
  CREATE INDEX "scans_created_at_idx" ON "scans" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gates_fk" FOREIGN KEY ("gates_id") REFERENCES "public"."gates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_checkin_devices_fk" FOREIGN KEY ("checkin_devices_id") REFERENCES "public"."checkin_devices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scans_fk" FOREIGN KEY ("scans_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_gates_id_idx" ON "payload_locked_documents_rels" USING btree ("gates_id");
  CREATE INDEX "payload_locked_documents_rels_checkin_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("checkin_devices_id");
  CREATE INDEX "payload_locked_documents_rels_scans_id_idx" ON "payload_locked_documents_rels" USING btree ("scans_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "checkin_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "scans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "checkin_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "gates" CASCADE;
  DROP TABLE "checkin_devices" CASCADE;
  DROP TABLE "scans" CASCADE;
  DROP TABLE "checkin_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_checkin_devices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_scans_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'reviewer', 'editor', 'registrar');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "payload_locked_documents_rels_gates_id_idx";
  DROP INDEX "payload_locked_documents_rels_checkin_devices_id_idx";
  DROP INDEX "payload_locked_documents_rels_scans_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "checkin_devices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "scans_id";
  DROP TYPE "public"."enum_scans_outcome";
  DROP TYPE "public"."enum_checkin_settings_re_entry";`)
}
