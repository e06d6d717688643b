ALTER TABLE "commercial_clients" ADD COLUMN "home_fee_gbp" numeric(6, 2) DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "fleet_days" ADD COLUMN "heatups" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "home_days" ADD COLUMN "heatups" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_days" ADD COLUMN "heatups" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_hours" ADD COLUMN "heatups" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "radiator_readings" ADD COLUMN "reached_setpoint" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commercial_clients" ADD CONSTRAINT "commercial_clients_home_fee_gbp_check" CHECK ("commercial_clients"."home_fee_gbp" >= 0);