-- Every instance keeps the device keys it has looked up in memory, and forgets them when a key is revoked or
-- moved, or a home changes town or goes. Only those columns announce: a key's last use, written about once
-- a minute per gateway, does not empty the cache, and a new key is looked up when it is first used.
CREATE TRIGGER device_keys_announce_change AFTER UPDATE OF revoked_at, home_id, key_hash OR DELETE OR TRUNCATE ON device_keys
  FOR EACH STATEMENT EXECUTE FUNCTION radiant_announce_change();
--> statement-breakpoint
CREATE TRIGGER homes_announce_change AFTER UPDATE OF location_id OR DELETE OR TRUNCATE ON homes
  FOR EACH STATEMENT EXECUTE FUNCTION radiant_announce_change();
