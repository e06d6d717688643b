CREATE TABLE "home_damp_risks" (
	"home_id" integer PRIMARY KEY NOT NULL,
	"band_rank" smallint NOT NULL,
	"mould_permille" smallint NOT NULL,
	"band" text,
	"band_7" text,
	"worst_room_id" integer,
	"judged_h" real NOT NULL,
	"mould_h" real NOT NULL,
	"condensation_h" real NOT NULL,
	"trend" text,
	"cold_band" text,
	"cold_pct" real,
	"rationed_pct" real,
	"season_h" real NOT NULL,
	"cold_weather_h" real NOT NULL,
	"window_from" date NOT NULL,
	"window_to" date NOT NULL,
	"assessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_damp_risks" ADD CONSTRAINT "home_damp_risks_home_id_fkey" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_damp_risks_order_idx" ON "home_damp_risks" USING btree ("band_rank","mould_permille" DESC NULLS LAST,"home_id");