ALTER TABLE "client_report_settings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_reports" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_report_settings" ADD CONSTRAINT "client_report_settings_language_check" CHECK ("client_report_settings"."language" IN ('en', 'de', 'ar'));--> statement-breakpoint
ALTER TABLE "client_reports" ADD CONSTRAINT "client_reports_language_check" CHECK ("client_reports"."language" IN ('en', 'de', 'ar'));