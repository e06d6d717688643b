CREATE TABLE "case_deadline_notices" (
	"case_id" integer NOT NULL,
	"deadline" text NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_deadline_notices_pkey" PRIMARY KEY("case_id","deadline","kind"),
	CONSTRAINT "case_deadline_notices_deadline_check" CHECK ("case_deadline_notices"."deadline" IN ('make_safe', 'investigate', 'written_summary', 'safety_work', 'further_work')),
	CONSTRAINT "case_deadline_notices_kind_check" CHECK ("case_deadline_notices"."kind" IN ('approaching', 'missed'))
);
--> statement-breakpoint
ALTER TABLE "case_events" DROP CONSTRAINT "case_events_kind_check";--> statement-breakpoint
ALTER TABLE "case_events" ADD COLUMN "alarm_id" bigint;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "case_id" integer;--> statement-breakpoint
ALTER TABLE "case_deadline_notices" ADD CONSTRAINT "case_deadline_notices_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_alarm_id_fkey" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_notice_idx" ON "cases" USING btree ("notice_at","id") WHERE "cases"."notice_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_case_idx" ON "webhook_deliveries" USING btree ("case_id","id");--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_kind_check" CHECK ("case_events"."kind" IN ('opened', 'updated', 'note', 'contact', 'status', 'alarm'));--> statement-breakpoint
-- Cases opened before the deadline sweep: an early bookmark, which the first sweep moves to its true place.
UPDATE "cases" SET "notice_at" = "next_due_at" - interval '14 days' WHERE "next_due_at" IS NOT NULL;