-- Commercial clients with their brand colours; residential users' client, last-seen time and search text.
-- The character pairs of a text, for the index that serves two-character searches (pg_trgm needs three).
CREATE FUNCTION search_bigrams(value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT ARRAY(SELECT DISTINCT substr(value, i, 2) FROM generate_series(1, length(value) - 1) AS i) $$;
--> statement-breakpoint
CREATE TABLE "commercial_clients" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"same_address" boolean DEFAULT false NOT NULL,
	"business_address_line1" text DEFAULT '' NOT NULL,
	"business_address_line2" text DEFAULT '' NOT NULL,
	"business_town" text DEFAULT '' NOT NULL,
	"business_city" text DEFAULT '' NOT NULL,
	"business_post_code" text DEFAULT '' NOT NULL,
	"primary_color" text NOT NULL,
	"primary_dark_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"background_color" text NOT NULL,
	"title_text_color" text NOT NULL,
	"header_text_color" text NOT NULL,
	"button_text_color" text NOT NULL,
	CONSTRAINT "commercial_clients_colors_check" CHECK ("commercial_clients"."primary_color" ~ '^#[0-9a-f]{6}$' AND "commercial_clients"."primary_dark_color" ~ '^#[0-9a-f]{6}$' AND "commercial_clients"."secondary_color" ~ '^#[0-9a-f]{6}$' AND "commercial_clients"."accent_color" ~ '^#[0-9a-f]{6}$' AND "commercial_clients"."background_color" ~ '^#[0-9a-f]{6}$' AND "commercial_clients"."title_text_color" ~ '^#[0-9a-f]{6}$' AND "commercial_clients"."header_text_color" ~ '^#[0-9a-f]{6}$' AND "commercial_clients"."button_text_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "commercial_client_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "users" SET "last_seen_at" = "created_at";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || mobile || ' ' || replace(mobile, ' ', '') || ' ' || post_code || ' ' || town || ' ' || city)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "commercial_clients" ADD CONSTRAINT "commercial_clients_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commercial_clients_business_name_trgm_idx" ON "commercial_clients" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_commercial_client_id_fkey" FOREIGN KEY ("commercial_client_id") REFERENCES "public"."commercial_clients"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_residential_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WHERE "users"."level" = 3001;--> statement-breakpoint
CREATE INDEX "users_search_bigrams_idx" ON "users" USING gin (search_bigrams("search_text"));--> statement-breakpoint
CREATE INDEX "users_residential_signed_up_idx" ON "users" USING btree ("created_at","id") WHERE "users"."level" = 3001;--> statement-breakpoint
CREATE INDEX "users_residential_name_idx" ON "users" USING btree ("last_name","first_name","id") WHERE "users"."level" = 3001;--> statement-breakpoint
CREATE INDEX "users_residential_last_seen_idx" ON "users" USING btree ("last_seen_at","id") WHERE "users"."level" = 3001;--> statement-breakpoint
CREATE INDEX "users_commercial_client_idx" ON "users" USING btree ("commercial_client_id","created_at");--> statement-breakpoint
-- Ten times the default sample of the search text, so that the planner's estimate of a search's matches (the
-- list's total past 10,000) is close.
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 1000;
