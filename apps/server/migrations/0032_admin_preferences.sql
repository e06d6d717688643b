CREATE TABLE "admin_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"language" text,
	"digits" text DEFAULT 'latin' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_preferences" ADD CONSTRAINT "admin_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;