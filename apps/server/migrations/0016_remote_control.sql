CREATE TABLE "command_radiators" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "command_radiators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"command_id" integer NOT NULL,
	"radiator_id" integer NOT NULL,
	"home_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "command_radiators_status_check" CHECK ("command_radiators"."status" IN ('pending', 'delivered', 'applied', 'rejected', 'expired', 'superseded'))
);
--> statement-breakpoint
CREATE TABLE "commands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"target" jsonb NOT NULL,
	"mode" text NOT NULL,
	"setpoint_c" real,
	"until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"radiators" integer NOT NULL,
	"homes" integer NOT NULL,
	"estimate" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commands_mode_check" CHECK ("commands"."mode" IN ('comfort', 'eco', 'frost', 'off', 'schedule'))
);
--> statement-breakpoint
CREATE TABLE "radiator_controls" (
	"radiator_id" integer PRIMARY KEY NOT NULL,
	"desired_mode" text,
	"desired_setpoint_c" real,
	"desired_until" timestamp with time zone,
	"desired_at" timestamp with time zone,
	"desired_command_id" integer,
	"reported_mode" text,
	"reported_setpoint_c" real,
	"reported_until" timestamp with time zone,
	"reported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "device_keys" ADD COLUMN "last_used_via" text;--> statement-breakpoint
ALTER TABLE "command_radiators" ADD CONSTRAINT "command_radiators_command_id_fkey" FOREIGN KEY ("command_id") REFERENCES "public"."commands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "command_radiators" ADD CONSTRAINT "command_radiators_radiator_id_fkey" FOREIGN KEY ("radiator_id") REFERENCES "public"."radiators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "command_radiators" ADD CONSTRAINT "command_radiators_home_id_fkey" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commands" ADD CONSTRAINT "commands_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radiator_controls" ADD CONSTRAINT "radiator_controls_radiator_id_fkey" FOREIGN KEY ("radiator_id") REFERENCES "public"."radiators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radiator_controls" ADD CONSTRAINT "radiator_controls_desired_command_id_fkey" FOREIGN KEY ("desired_command_id") REFERENCES "public"."commands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "command_radiators_command_idx" ON "command_radiators" USING btree ("command_id","status");--> statement-breakpoint
CREATE INDEX "command_radiators_home_open_idx" ON "command_radiators" USING btree ("home_id","id") WHERE "command_radiators"."status" IN ('pending', 'delivered');--> statement-breakpoint
CREATE INDEX "command_radiators_radiator_open_idx" ON "command_radiators" USING btree ("radiator_id") WHERE "command_radiators"."status" IN ('pending', 'delivered');--> statement-breakpoint
CREATE INDEX "command_radiators_expiry_idx" ON "command_radiators" USING btree ("expires_at") WHERE "command_radiators"."status" IN ('pending', 'delivered');--> statement-breakpoint
ALTER TABLE "device_keys" ADD CONSTRAINT "device_keys_last_used_via_check" CHECK ("device_keys"."last_used_via" IN ('http', 'mqtt'));