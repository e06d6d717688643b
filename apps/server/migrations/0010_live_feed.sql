-- The live dashboard hears readings arrive: every telemetry batch adds to fleet_days, so one announcement per
-- statement on the change feed (PostgreSQL folds the same notification within a transaction into one) tells
-- every instance that the fleet's figures moved. Radiators' last_seen_at moves in the same statement.
CREATE TRIGGER fleet_days_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fleet_days
  FOR EACH STATEMENT EXECUTE FUNCTION radiant_announce_change();
