CREATE INDEX "home_days_day_idx" ON "home_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "radiator_days_day_idx" ON "radiator_days" USING btree ("day");