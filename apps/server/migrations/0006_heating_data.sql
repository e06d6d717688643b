-- Heating data: locations and their outdoor temperatures, device keys, raw radiator readings and their rollups.
-- Written by drizzle-kit from db/schema.ts, with one change by hand: radiator_readings is partitioned by month
-- of "at" (drizzle-kit cannot say so). Its partitions, radiator_readings_YYYY_MM, are created when readings for
-- a month first arrive.
CREATE TABLE "device_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"home_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fleet_days" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"energy_wh" double precision DEFAULT 0 NOT NULL,
	"heating_s" bigint DEFAULT 0 NOT NULL,
	"covered_s" bigint DEFAULT 0 NOT NULL,
	"room_c_s" double precision DEFAULT 0 NOT NULL,
	"setpoint_c_s" double precision DEFAULT 0 NOT NULL,
	"below_s" bigint DEFAULT 0 NOT NULL,
	"window_s" bigint DEFAULT 0 NOT NULL,
	"window_wh" double precision DEFAULT 0 NOT NULL,
	"above_wh" double precision DEFAULT 0 NOT NULL,
	"readings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fleet_days_pkey" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE TABLE "home_days" (
	"home_id" integer NOT NULL,
	"day" date NOT NULL,
	"energy_wh" double precision DEFAULT 0 NOT NULL,
	"heating_s" bigint DEFAULT 0 NOT NULL,
	"covered_s" bigint DEFAULT 0 NOT NULL,
	"room_c_s" double precision DEFAULT 0 NOT NULL,
	"setpoint_c_s" double precision DEFAULT 0 NOT NULL,
	"below_s" bigint DEFAULT 0 NOT NULL,
	"window_s" bigint DEFAULT 0 NOT NULL,
	"window_wh" double precision DEFAULT 0 NOT NULL,
	"above_wh" double precision DEFAULT 0 NOT NULL,
	"readings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_days_pkey" PRIMARY KEY("home_id","day")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"latitude" numeric(8, 5) NOT NULL,
	"longitude" numeric(8, 5) NOT NULL,
	CONSTRAINT "locations_latitude_check" CHECK ("locations"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "locations_longitude_check" CHECK ("locations"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "outdoor_hours" (
	"location_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"temperature_c" real NOT NULL,
	CONSTRAINT "outdoor_hours_pkey" PRIMARY KEY("location_id","hour")
);
--> statement-breakpoint
CREATE TABLE "radiator_days" (
	"radiator_id" integer NOT NULL,
	"day" date NOT NULL,
	"home_id" integer NOT NULL,
	"energy_wh" double precision DEFAULT 0 NOT NULL,
	"heating_s" bigint DEFAULT 0 NOT NULL,
	"covered_s" bigint DEFAULT 0 NOT NULL,
	"room_c_s" double precision DEFAULT 0 NOT NULL,
	"setpoint_c_s" double precision DEFAULT 0 NOT NULL,
	"below_s" bigint DEFAULT 0 NOT NULL,
	"window_s" bigint DEFAULT 0 NOT NULL,
	"window_wh" double precision DEFAULT 0 NOT NULL,
	"above_wh" double precision DEFAULT 0 NOT NULL,
	"readings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "radiator_days_pkey" PRIMARY KEY("radiator_id","day")
);
--> statement-breakpoint
CREATE TABLE "radiator_hours" (
	"radiator_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"home_id" integer NOT NULL,
	"energy_wh" double precision DEFAULT 0 NOT NULL,
	"heating_s" bigint DEFAULT 0 NOT NULL,
	"covered_s" bigint DEFAULT 0 NOT NULL,
	"room_c_s" double precision DEFAULT 0 NOT NULL,
	"setpoint_c_s" double precision DEFAULT 0 NOT NULL,
	"below_s" bigint DEFAULT 0 NOT NULL,
	"window_s" bigint DEFAULT 0 NOT NULL,
	"window_wh" double precision DEFAULT 0 NOT NULL,
	"above_wh" double precision DEFAULT 0 NOT NULL,
	"readings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "radiator_hours_pkey" PRIMARY KEY("radiator_id","hour")
);
--> statement-breakpoint
CREATE TABLE "radiator_readings" (
	"radiator_id" integer NOT NULL,
	"home_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"interval_s" integer NOT NULL,
	"room_c" real NOT NULL,
	"setpoint_c" real NOT NULL,
	"output_pct" smallint NOT NULL,
	"energy_wh" real NOT NULL,
	"window_open" boolean DEFAULT false NOT NULL,
	CONSTRAINT "radiator_readings_pkey" PRIMARY KEY("radiator_id","at")
) PARTITION BY RANGE ("at");
--> statement-breakpoint
ALTER TABLE "homes" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "homes" ADD COLUMN "floor_area_m2" numeric(7, 1);--> statement-breakpoint
ALTER TABLE "radiators" ADD COLUMN "serial" text;--> statement-breakpoint
ALTER TABLE "radiators" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "type" text DEFAULT 'living' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "device_keys" ADD CONSTRAINT "device_keys_home_id_fkey" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_days" ADD CONSTRAINT "home_days_home_id_fkey" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outdoor_hours" ADD CONSTRAINT "outdoor_hours_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radiator_days" ADD CONSTRAINT "radiator_days_radiator_id_fkey" FOREIGN KEY ("radiator_id") REFERENCES "public"."radiators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radiator_hours" ADD CONSTRAINT "radiator_hours_radiator_id_fkey" FOREIGN KEY ("radiator_id") REFERENCES "public"."radiators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radiator_readings" ADD CONSTRAINT "radiator_readings_radiator_id_fkey" FOREIGN KEY ("radiator_id") REFERENCES "public"."radiators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_keys_key_hash_key" ON "device_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "device_keys_home_idx" ON "device_keys" USING btree ("home_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_key" ON "locations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "radiator_days_home_idx" ON "radiator_days" USING btree ("home_id","day");--> statement-breakpoint
CREATE INDEX "radiator_hours_home_idx" ON "radiator_hours" USING btree ("home_id","hour");--> statement-breakpoint
ALTER TABLE "homes" ADD CONSTRAINT "homes_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homes_location_idx" ON "homes" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "radiators_serial_key" ON "radiators" USING btree ("serial");--> statement-breakpoint
ALTER TABLE "homes" ADD CONSTRAINT "homes_floor_area_m2_check" CHECK ("homes"."floor_area_m2" > 0);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_type_check" CHECK ("rooms"."type" IN ('living', 'kitchen', 'dining', 'bedroom', 'bathroom', 'office', 'hall'));