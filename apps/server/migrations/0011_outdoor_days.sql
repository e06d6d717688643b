CREATE TABLE "outdoor_days" (
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"temperature_sum_c" double precision NOT NULL,
	"hours" smallint NOT NULL,
	CONSTRAINT "outdoor_days_pkey" PRIMARY KEY("location_id","day")
);
--> statement-breakpoint
ALTER TABLE "outdoor_days" ADD CONSTRAINT "outdoor_days_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- outdoor_days follows outdoor_hours whoever writes them (gateways, demo data): each statement adds the days of
-- the hours it inserted and takes away those of the hours it deleted, as a sum and a count, so concurrent
-- writers of one location's day add up instead of overwriting each other.
CREATE FUNCTION radiant_keep_outdoor_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE outdoor_days AS d SET temperature_sum_c = d.temperature_sum_c - gone.sum_c, hours = d.hours - gone.hours
    FROM (
      SELECT location_id, (hour AT TIME ZONE 'UTC')::date AS day, sum(temperature_c::float8) AS sum_c,
        count(*) AS hours
      FROM old_hours GROUP BY 1, 2
    ) AS gone
    WHERE d.location_id = gone.location_id AND d.day = gone.day;
    DELETE FROM outdoor_days AS d
    USING (SELECT DISTINCT location_id, (hour AT TIME ZONE 'UTC')::date AS day FROM old_hours) AS gone
    WHERE d.location_id = gone.location_id AND d.day = gone.day AND d.hours <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO outdoor_days AS d (location_id, day, temperature_sum_c, hours)
    SELECT location_id, (hour AT TIME ZONE 'UTC')::date, sum(temperature_c::float8), count(*)
    FROM new_hours GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (location_id, day) DO UPDATE
      SET temperature_sum_c = d.temperature_sum_c + excluded.temperature_sum_c, hours = d.hours + excluded.hours;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outdoor_hours_added AFTER INSERT ON outdoor_hours REFERENCING NEW TABLE AS new_hours
  FOR EACH STATEMENT EXECUTE FUNCTION radiant_keep_outdoor_days();
--> statement-breakpoint
CREATE TRIGGER outdoor_hours_changed AFTER UPDATE ON outdoor_hours
  REFERENCING OLD TABLE AS old_hours NEW TABLE AS new_hours
  FOR EACH STATEMENT EXECUTE FUNCTION radiant_keep_outdoor_days();
--> statement-breakpoint
CREATE TRIGGER outdoor_hours_removed AFTER DELETE ON outdoor_hours REFERENCING OLD TABLE AS old_hours
  FOR EACH STATEMENT EXECUTE FUNCTION radiant_keep_outdoor_days();
--> statement-breakpoint
-- The days of the outdoor hours already stored.
INSERT INTO "outdoor_days" ("location_id", "day", "temperature_sum_c", "hours")
  SELECT "location_id", ("hour" AT TIME ZONE 'UTC')::date, sum("temperature_c"::float8), count(*)
  FROM "outdoor_hours" GROUP BY 1, 2;
