ALTER TABLE "command_radiators" DROP CONSTRAINT "command_radiators_command_id_fkey";
--> statement-breakpoint
ALTER TABLE "command_radiators" DROP CONSTRAINT "command_radiators_home_id_fkey";
--> statement-breakpoint
ALTER TABLE "radiator_controls" DROP CONSTRAINT "radiator_controls_desired_command_id_fkey";
