-- Pool events (D15) are raised by the database itself, on commit of whatever changed the board, so no
-- code path can forget them and watchers never hear of a change that rolled back. Payloads carry ids.
CREATE FUNCTION notify_squares_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  claimed record;
BEGIN
  FOR claimed IN SELECT pool_id, json_agg(id ORDER BY id) AS ids FROM inserted_squares GROUP BY pool_id LOOP
    PERFORM pg_notify('pool_events', json_build_object('type', 'squares', 'poolId', claimed.pool_id, 'squareIds', claimed.ids)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER squares_notify_inserted
  AFTER INSERT ON squares
  REFERENCING NEW TABLE AS inserted_squares
  FOR EACH STATEMENT EXECUTE FUNCTION notify_squares_inserted();
--> statement-breakpoint
CREATE FUNCTION notify_pool_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status
     OR NEW.row_digits IS DISTINCT FROM OLD.row_digits
     OR NEW.column_digits IS DISTINCT FROM OLD.column_digits
     OR NEW.name IS DISTINCT FROM OLD.name THEN
    PERFORM pg_notify('pool_events', json_build_object('type', 'pool', 'poolId', NEW.id)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pools_notify_changed
  AFTER UPDATE ON pools
  FOR EACH ROW EXECUTE FUNCTION notify_pool_changed();
