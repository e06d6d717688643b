ALTER TABLE "radiator_hours" DROP CONSTRAINT "radiator_hours_radiator_id_fkey";
--> statement-breakpoint
ALTER TABLE "radiator_readings" DROP CONSTRAINT "radiator_readings_radiator_id_fkey";
--> statement-breakpoint
-- What the two foreign keys did on delete, once per statement instead of a check per inserted row: a radiator
-- deleted (itself, or with its room, home or resident) takes its readings and radiator hours with it.
-- Ingestion holds the batch's radiators FOR KEY SHARE until it commits, so none goes while its readings arrive.
CREATE FUNCTION radiant_forget_radiator_telemetry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM radiator_readings WHERE radiator_id IN (SELECT id FROM gone_radiators);
  DELETE FROM radiator_hours WHERE radiator_id IN (SELECT id FROM gone_radiators);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER radiators_removed AFTER DELETE ON radiators REFERENCING OLD TABLE AS gone_radiators
  FOR EACH STATEMENT EXECUTE FUNCTION radiant_forget_radiator_telemetry();
