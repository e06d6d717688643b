-- Every server instance caches what most requests read again (who a token belongs to, the residential users'
-- first pages) and forgets it when these tables change. The triggers announce a change on the channel
-- `radiant_changes`, with the table's name, once per statement; PostgreSQL delivers it to every listening
-- instance when the transaction commits, and never for one that rolls back.
CREATE FUNCTION radiant_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('radiant_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION radiant_announce_change();
--> statement-breakpoint
CREATE TRIGGER access_tokens_announce_change AFTER UPDATE OR DELETE OR TRUNCATE ON access_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION radiant_announce_change();
--> statement-breakpoint
CREATE TRIGGER subscriptions_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION radiant_announce_change();
--> statement-breakpoint
CREATE TRIGGER subscription_plans_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscription_plans
  FOR EACH STATEMENT EXECUTE FUNCTION radiant_announce_change();
--> statement-breakpoint
CREATE TRIGGER commercial_clients_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON commercial_clients
  FOR EACH STATEMENT EXECUTE FUNCTION radiant_announce_change();
