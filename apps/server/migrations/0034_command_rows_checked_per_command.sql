ALTER TABLE "command_radiators" DROP CONSTRAINT "command_radiators_radiator_id_fkey";
--> statement-breakpoint
ALTER TABLE "radiator_controls" DROP CONSTRAINT "radiator_controls_radiator_id_fkey";
--> statement-breakpoint
-- What the two foreign keys did on delete, once per statement instead of a check per inserted row: a radiator
-- deleted (itself, or with its room, home or resident) takes its changes and its desired and reported state with
-- it. A command holds its radiators FOR KEY SHARE until it commits, so none goes while its rows are written.
CREATE FUNCTION radiant_forget_radiator_commands() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM command_radiators WHERE radiator_id IN (SELECT id FROM gone_radiators);
  DELETE FROM radiator_controls WHERE radiator_id IN (SELECT id FROM gone_radiators);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER radiators_removed_commands AFTER DELETE ON radiators REFERENCING OLD TABLE AS gone_radiators
  FOR EACH STATEMENT EXECUTE FUNCTION radiant_forget_radiator_commands();
