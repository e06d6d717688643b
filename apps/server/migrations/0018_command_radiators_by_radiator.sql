DROP INDEX "command_radiators_radiator_open_idx";--> statement-breakpoint
CREATE INDEX "command_radiators_radiator_idx" ON "command_radiators" USING btree ("radiator_id","command_id");