ALTER TABLE "fleet_days" ADD COLUMN "humidity_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fleet_days" ADD COLUMN "humidity_pct_s" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fleet_days" ADD COLUMN "damp_judged_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fleet_days" ADD COLUMN "mould_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fleet_days" ADD COLUMN "condensation_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fleet_days" ADD COLUMN "season_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fleet_days" ADD COLUMN "cold_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fleet_days" ADD COLUMN "cold_weather_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fleet_days" ADD COLUMN "rationed_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "home_days" ADD COLUMN "humidity_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "home_days" ADD COLUMN "humidity_pct_s" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "home_days" ADD COLUMN "damp_judged_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "home_days" ADD COLUMN "mould_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "home_days" ADD COLUMN "condensation_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "home_days" ADD COLUMN "season_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "home_days" ADD COLUMN "cold_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "home_days" ADD COLUMN "cold_weather_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "home_days" ADD COLUMN "rationed_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "homes" ADD COLUMN "temperature_factor" real;--> statement-breakpoint
ALTER TABLE "radiator_days" ADD COLUMN "humidity_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_days" ADD COLUMN "humidity_pct_s" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_days" ADD COLUMN "damp_judged_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_days" ADD COLUMN "mould_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_days" ADD COLUMN "condensation_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_days" ADD COLUMN "season_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_days" ADD COLUMN "cold_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_days" ADD COLUMN "cold_weather_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_days" ADD COLUMN "rationed_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_hours" ADD COLUMN "humidity_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_hours" ADD COLUMN "humidity_pct_s" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_hours" ADD COLUMN "damp_judged_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_hours" ADD COLUMN "mould_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_hours" ADD COLUMN "condensation_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_hours" ADD COLUMN "season_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_hours" ADD COLUMN "cold_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_hours" ADD COLUMN "cold_weather_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_hours" ADD COLUMN "rationed_s" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_readings" ADD COLUMN "humidity_pct" real;--> statement-breakpoint
ALTER TABLE "homes" ADD CONSTRAINT "homes_temperature_factor_check" CHECK ("homes"."temperature_factor" > 0 AND "homes"."temperature_factor" < 1);