CREATE TABLE "case_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"text" text,
	"outcome" text,
	"milestone" text,
	"from_status" text,
	"to_status" text,
	"reason" text,
	"changes" jsonb,
	CONSTRAINT "case_events_kind_check" CHECK ("case_events"."kind" IN ('opened', 'updated', 'note', 'contact', 'status')),
	CONSTRAINT "case_events_outcome_check" CHECK ("case_events"."outcome" IN ('no_access', 'resident_declined', 'reached')),
	CONSTRAINT "case_events_milestone_check" CHECK ("case_events"."milestone" IN ('made_safe', 'summary_sent', 'further_work_begun'))
);
--> statement-breakpoint
CREATE TABLE "case_policies" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"social_landlord" boolean DEFAULT false NOT NULL,
	"open_from_alarms" boolean DEFAULT false NOT NULL,
	"hazards" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hazard" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"close_reason" text,
	"home_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" integer,
	"room_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"alarm_id" bigint,
	"owner_id" integer,
	"opened_by" integer,
	"description" text,
	"timings" jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"next_due_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cases_hazard_check" CHECK ("cases"."hazard" IN ('damp_mould', 'excess_cold', 'emergency', 'other')),
	CONSTRAINT "cases_severity_check" CHECK ("cases"."severity" IN ('significant', 'emergency')),
	CONSTRAINT "cases_status_check" CHECK ("cases"."status" IN ('open', 'investigating', 'works', 'closed')),
	CONSTRAINT "cases_close_reason_check" CHECK ("cases"."close_reason" IN ('resolved', 'no_access', 'resident_declined', 'duplicate', 'not_a_hazard', 'other'))
);
--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_policies" ADD CONSTRAINT "case_policies_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "public"."commercial_clients"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_home_id_fkey" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "public"."commercial_clients"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_alarm_id_fkey" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_opened_by_fkey" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_events_case_idx" ON "case_events" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "cases_next_due_idx" ON "cases" USING btree ("next_due_at","id");--> statement-breakpoint
CREATE INDEX "cases_status_next_due_idx" ON "cases" USING btree ("status","next_due_at","id");--> statement-breakpoint
CREATE INDEX "cases_client_next_due_idx" ON "cases" USING btree ("client_id","next_due_at","id");--> statement-breakpoint
CREATE INDEX "cases_home_next_due_idx" ON "cases" USING btree ("home_id","next_due_at","id");--> statement-breakpoint
CREATE INDEX "cases_owner_next_due_idx" ON "cases" USING btree ("owner_id","next_due_at","id");--> statement-breakpoint
CREATE INDEX "cases_user_idx" ON "cases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cases_alarm_idx" ON "cases" USING btree ("alarm_id");