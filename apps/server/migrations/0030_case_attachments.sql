CREATE TABLE "case_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_attachments_media_type_check" CHECK ("case_attachments"."media_type" IN ('image/jpeg', 'application/pdf'))
);
--> statement-breakpoint
ALTER TABLE "case_events" DROP CONSTRAINT "case_events_kind_check";--> statement-breakpoint
ALTER TABLE "case_events" ADD COLUMN "attachment_id" bigint;--> statement-breakpoint
ALTER TABLE "case_events" ADD COLUMN "command_id" integer;--> statement-breakpoint
ALTER TABLE "case_events" ADD COLUMN "room_id" integer;--> statement-breakpoint
ALTER TABLE "case_events" ADD COLUMN "window_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_events" ADD COLUMN "window_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_uploaded_by_fkey" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_attachments_case_idx" ON "case_attachments" USING btree ("case_id","id");--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_attachment_id_fkey" FOREIGN KEY ("attachment_id") REFERENCES "public"."case_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_command_id_fkey" FOREIGN KEY ("command_id") REFERENCES "public"."commands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_window_check" CHECK ("case_events"."window_from" IS NULL OR "case_events"."window_to" > "case_events"."window_from");--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_kind_check" CHECK ("case_events"."kind" IN ('opened', 'updated', 'note', 'contact', 'status', 'alarm', 'attachment', 'command', 'readings'));