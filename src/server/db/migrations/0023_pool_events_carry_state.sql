-- A pool's change event carries the pool's new state when the change is only to what a board
-- shows of the pool row itself (status, digits and per-period sets, the draw's time and seed, refund
-- state, name), so every process applies it to the pool it keeps in memory without a query: a kickoff
-- herd moving thousands of watched pools into play costs no read per pool per process. Any other change
-- (fees, limits, rules, ...) stays a bare event: the processes read the pool again. The seed travels only
-- once the digits are drawn (before that it is the draw's secret, D4).
CREATE OR REPLACE FUNCTION notify_pool_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  board_state CONSTANT text[] := ARRAY['version', 'updated_at', 'status', 'row_digits', 'column_digits', 'digit_sets', 'drawn_at', 'refund_state', 'name'];
  drawn boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO realtime_events (channel, payload)
    VALUES ('pool_events', json_build_object('type', 'pool', 'poolId', OLD.id, 'gameId', OLD.game_id, 'version', OLD.version)::text);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO realtime_events (channel, payload)
    VALUES ('pool_events', json_build_object('type', 'pool', 'poolId', NEW.id, 'gameId', NEW.game_id, 'version', NEW.version)::text);
  ELSIF (to_jsonb(NEW) - 'version' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'version' - 'updated_at') THEN
    IF (to_jsonb(NEW) - board_state) IS NOT DISTINCT FROM (to_jsonb(OLD) - board_state) THEN
      drawn := NEW.row_digits IS NOT NULL AND NEW.column_digits IS NOT NULL AND NEW.drawn_at IS NOT NULL;
      INSERT INTO realtime_events (channel, payload)
      VALUES ('pool_events', json_build_object('type', 'pool', 'poolId', NEW.id, 'version', NEW.version, 'state', json_build_object(
        'status', NEW.status, 'name', NEW.name, 'refundState', NEW.refund_state,
        'rowDigits', NEW.row_digits, 'columnDigits', NEW.column_digits, 'digitSets', NEW.digit_sets,
        'drawnAtMs', floor(extract(epoch FROM NEW.drawn_at) * 1000), 'seed', CASE WHEN drawn THEN NEW.draw_seed END))::text);
    ELSE
      INSERT INTO realtime_events (channel, payload)
      VALUES ('pool_events', json_build_object('type', 'pool', 'poolId', NEW.id, 'version', NEW.version)::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
