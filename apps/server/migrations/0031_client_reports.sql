CREATE TABLE "client_report_settings" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"day_of_month" integer DEFAULT 1 NOT NULL,
	"recipients" text[] NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"making_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "client_report_settings_day_check" CHECK ("client_report_settings"."day_of_month" BETWEEN 1 AND 28)
);
--> statement-breakpoint
CREATE TABLE "client_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"month" date NOT NULL,
	"pdf" "bytea" NOT NULL,
	"csv" text NOT NULL,
	"made_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"recipients" text[] NOT NULL,
	"last_error" text,
	CONSTRAINT "client_reports_client_month_key" UNIQUE("client_id","month"),
	CONSTRAINT "client_reports_status_check" CHECK ("client_reports"."status" IN ('pending', 'sent', 'failed', 'not_sent'))
);
--> statement-breakpoint
ALTER TABLE "client_report_settings" ADD CONSTRAINT "client_report_settings_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "public"."commercial_clients"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reports" ADD CONSTRAINT "client_reports_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "public"."commercial_clients"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_reports_due_idx" ON "client_reports" USING btree ("next_attempt_at") WHERE "client_reports"."status" = 'pending';