-- The old trigger, for events.bench.ts's comparison: every change notifies on commit, one
-- pg_notify per row or statement on 'pool_events' / 'league_events', as migrations 0004, 0008, 0012 and
-- 0018 left the triggers before events went to the outbox (realtime_events) and its relay. Applied to a
-- bench's throwaway database before its servers start; nothing is written to the outbox then.

-- Triggers whose function writes the outbox go first, whatever their names (0019's squares_emit_*).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT tg.tgname, c.relname FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_proc p ON p.oid = tg.tgfoid
           WHERE NOT tg.tgisinternal AND (p.prosrc LIKE '%realtime_events%' OR p.prosrc LIKE '%emit_pool_events_of%') LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t.tgname, t.relname);
  END LOOP;
END $$;

-- 0004: a claim's squares.
CREATE OR REPLACE FUNCTION notify_squares_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  claimed record;
BEGIN
  FOR claimed IN SELECT pool_id, json_agg(id ORDER BY id) AS ids FROM inserted_squares GROUP BY pool_id LOOP
    PERFORM pg_notify('pool_events', json_build_object('type', 'squares', 'poolId', claimed.pool_id, 'squareIds', claimed.ids)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER squares_notify_inserted
  AFTER INSERT ON squares
  REFERENCING NEW TABLE AS inserted_squares
  FOR EACH STATEMENT EXECUTE FUNCTION notify_squares_inserted();

-- 0018: any change to a pool row but its version and updated_at; created and deleted pools.
CREATE OR REPLACE FUNCTION notify_pool_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('pool_events', json_build_object('type', 'pool', 'poolId', OLD.id, 'gameId', OLD.game_id)::text);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('pool_events', json_build_object('type', 'pool', 'poolId', NEW.id, 'gameId', NEW.game_id)::text);
  ELSIF (to_jsonb(NEW) - 'version' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'version' - 'updated_at') THEN
    PERFORM pg_notify('pool_events', json_build_object('type', 'pool', 'poolId', NEW.id)::text);
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER pools_notify_changed
  AFTER UPDATE ON pools
  FOR EACH ROW EXECUTE FUNCTION notify_pool_changed();
CREATE OR REPLACE TRIGGER pools_notify_created
  AFTER INSERT OR DELETE ON pools
  FOR EACH ROW EXECUTE FUNCTION notify_pool_changed();

-- 0018: games (scores, status, any column but updated_at).
CREATE OR REPLACE FUNCTION notify_game_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('pool_events', json_build_object('type', 'game', 'gameId', OLD.id, 'leagueId', OLD.league_id)::text);
  ELSIF TG_OP = 'INSERT' OR (to_jsonb(NEW) - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at') THEN
    PERFORM pg_notify('pool_events', json_build_object('type', 'game', 'gameId', NEW.id, 'leagueId', NEW.league_id)::text);
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER games_notify_changed
  AFTER UPDATE ON games
  FOR EACH ROW EXECUTE FUNCTION notify_game_changed();
CREATE OR REPLACE TRIGGER games_notify_created
  AFTER INSERT OR DELETE ON games
  FOR EACH ROW EXECUTE FUNCTION notify_game_changed();

-- 0018: settled periods (a new winner, or the same winner re-settled).
CREATE OR REPLACE FUNCTION notify_payout_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR ROW(NEW.row, NEW.col, NEW.user_id, NEW.amount_cents) IS DISTINCT FROM ROW(OLD.row, OLD.col, OLD.user_id, OLD.amount_cents) THEN
    PERFORM pg_notify('pool_events', json_build_object('type', 'winner', 'poolId', NEW.pool_id, 'period', NEW.period)::text);
  ELSIF to_jsonb(NEW) IS DISTINCT FROM to_jsonb(OLD) THEN
    PERFORM pg_notify('pool_events', json_build_object('type', 'pool', 'poolId', NEW.pool_id)::text);
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER payouts_notify_settled
  AFTER INSERT OR UPDATE ON payouts
  FOR EACH ROW EXECUTE FUNCTION notify_payout_settled();

-- 0012: holds placed or released.
CREATE OR REPLACE FUNCTION notify_holds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  FOR changed IN SELECT DISTINCT pool_id FROM changed_holds LOOP
    PERFORM pg_notify('pool_events', json_build_object('type', 'pool', 'poolId', changed.pool_id)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER square_holds_notify_inserted
  AFTER INSERT ON square_holds
  REFERENCING NEW TABLE AS changed_holds
  FOR EACH STATEMENT EXECUTE FUNCTION notify_holds_changed();
CREATE OR REPLACE TRIGGER square_holds_notify_deleted
  AFTER DELETE ON square_holds
  REFERENCING OLD TABLE AS changed_holds
  FOR EACH STATEMENT EXECUTE FUNCTION notify_holds_changed();

-- 0018: leagues.
CREATE OR REPLACE FUNCTION notify_league_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('league_events', json_build_object('type', 'league', 'leagueId', OLD.id)::text);
  ELSIF TG_OP = 'INSERT' OR (to_jsonb(NEW) - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at') THEN
    PERFORM pg_notify('league_events', json_build_object('type', 'league', 'leagueId', NEW.id)::text);
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER leagues_notify_changed
  AFTER INSERT OR UPDATE OR DELETE ON leagues
  FOR EACH ROW EXECUTE FUNCTION notify_league_changed();

-- 0018: squares updated (the organizer's paid mark), deleted, and the other rows that change a pool.
CREATE OR REPLACE FUNCTION notify_squares_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  FOR changed IN SELECT pool_id, json_agg(id ORDER BY id) AS ids FROM updated_squares GROUP BY pool_id LOOP
    PERFORM pg_notify('pool_events', json_build_object('type', 'squares', 'poolId', changed.pool_id, 'squareIds', changed.ids)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER squares_notify_updated
  AFTER UPDATE ON squares
  REFERENCING NEW TABLE AS updated_squares
  FOR EACH STATEMENT EXECUTE FUNCTION notify_squares_updated();

CREATE OR REPLACE FUNCTION notify_pools_of_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  FOR changed IN SELECT DISTINCT pool_id FROM changed_rows WHERE pool_id IS NOT NULL LOOP
    PERFORM pg_notify('pool_events', json_build_object('type', 'pool', 'poolId', changed.pool_id)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE TRIGGER squares_notify_deleted
  AFTER DELETE ON squares
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pools_of_changed_rows();
CREATE OR REPLACE TRIGGER ledger_transactions_notify_inserted
  AFTER INSERT ON ledger_transactions
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pools_of_changed_rows();
CREATE OR REPLACE TRIGGER prize_claims_notify_inserted
  AFTER INSERT ON prize_claims
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pools_of_changed_rows();
CREATE OR REPLACE TRIGGER prize_claims_notify_updated
  AFTER UPDATE ON prize_claims
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pools_of_changed_rows();

-- Nothing may still write to the outbox, or the comparison would be of two relays.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_trigger tg JOIN pg_proc p ON p.oid = tg.tgfoid
             WHERE NOT tg.tgisinternal AND (p.prosrc LIKE '%realtime_events%' OR p.prosrc LIKE '%emit_pool_events_of%')) THEN
    RAISE EXCEPTION 'per-row-notify.sql: a trigger still writes to realtime_events';
  END IF;
END $$;
