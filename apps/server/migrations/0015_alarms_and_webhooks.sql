CREATE TABLE "alarm_conditions" (
	"radiator_id" integer NOT NULL,
	"rule" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"raised" boolean DEFAULT false NOT NULL,
	"baseline_c" real,
	CONSTRAINT "alarm_conditions_pkey" PRIMARY KEY("radiator_id","rule")
);
--> statement-breakpoint
CREATE TABLE "alarm_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarm_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"alarm_id" bigint NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "alarm_rule_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarm_rule_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rule" text NOT NULL,
	"client_id" integer,
	"enabled" boolean NOT NULL,
	"severity" text NOT NULL,
	"thresholds" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alarm_rule_settings_severity_check" CHECK ("alarm_rule_settings"."severity" IN ('critical', 'major', 'minor', 'warning'))
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rule" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"radiator_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"home_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" integer,
	"room_c" real,
	"setpoint_c" real,
	"since" timestamp with time zone NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer,
	"cleared_at" timestamp with time zone,
	"cleared_by" integer,
	"search_text" text NOT NULL,
	CONSTRAINT "alarms_rule_check" CHECK ("alarms"."rule" IN ('radiator_offline', 'frost_risk', 'cold_home', 'not_reaching_setpoint', 'window_open', 'overheating')),
	CONSTRAINT "alarms_severity_check" CHECK ("alarms"."severity" IN ('critical', 'major', 'minor', 'warning')),
	CONSTRAINT "alarms_status_check" CHECK ("alarms"."status" IN ('active', 'acknowledged', 'cleared'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"webhook_id" integer NOT NULL,
	"alarm_id" bigint,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"response_status" integer,
	"error" text,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" IN ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"min_severity" text NOT NULL,
	"client_id" integer,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_min_severity_check" CHECK ("webhooks"."min_severity" IN ('critical', 'major', 'minor', 'warning'))
);
--> statement-breakpoint
ALTER TABLE "alarm_conditions" ADD CONSTRAINT "alarm_conditions_radiator_id_fkey" FOREIGN KEY ("radiator_id") REFERENCES "public"."radiators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_history" ADD CONSTRAINT "alarm_history_alarm_id_fkey" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_history" ADD CONSTRAINT "alarm_history_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_rule_settings" ADD CONSTRAINT "alarm_rule_settings_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "public"."commercial_clients"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_radiator_id_fkey" FOREIGN KEY ("radiator_id") REFERENCES "public"."radiators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "public"."commercial_clients"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_acknowledged_by_fkey" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_cleared_by_fkey" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_alarm_id_fkey" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "public"."commercial_clients"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_history_alarm_idx" ON "alarm_history" USING btree ("alarm_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_rule_settings_scope_key" ON "alarm_rule_settings" USING btree ("rule",coalesce("client_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_open_key" ON "alarms" USING btree ("rule","radiator_id") WHERE "alarms"."status" <> 'cleared';--> statement-breakpoint
CREATE INDEX "alarms_status_idx" ON "alarms" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "alarms_open_idx" ON "alarms" USING btree ("id") WHERE "alarms"."status" <> 'cleared';--> statement-breakpoint
CREATE INDEX "alarms_radiator_idx" ON "alarms" USING btree ("radiator_id","id");--> statement-breakpoint
CREATE INDEX "alarms_room_idx" ON "alarms" USING btree ("room_id","id");--> statement-breakpoint
CREATE INDEX "alarms_home_idx" ON "alarms" USING btree ("home_id","id");--> statement-breakpoint
CREATE INDEX "alarms_user_idx" ON "alarms" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "alarms_client_idx" ON "alarms" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "alarms_raised_at_idx" ON "alarms" USING btree ("raised_at");--> statement-breakpoint
CREATE INDEX "alarms_search_trgm_idx" ON "alarms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_alarm_idx" ON "webhook_deliveries" USING btree ("alarm_id","id");--> statement-breakpoint
CREATE INDEX "radiators_last_seen_idx" ON "radiators" USING btree ("last_seen_at") WHERE "radiators"."removed_at" IS NULL;