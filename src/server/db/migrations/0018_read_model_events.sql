-- Every change to what a pool read shows now raises a pool event: each process keeps the
-- boards it read in memory (src/server/read-model) until their events say they changed, so an event
-- missing for some column would leave a board stale. Before, events covered what the live boards
-- redrew (claims, status, digits, name, scores, winners, holds); now also every other column of a pool
-- or a game, a new or deleted pool (its event names its game, whose list of pools changed), a new or
-- deleted game, any change to a league (on league_events), a square's update
-- (the organizer's paid mark), the escrow ledger's postings, prize claims, and a payout's re-settlement
-- that keeps its winner. A pool row's version and updated_at alone are not a change anyone reads (a
-- claim bumps them next to its squares' own event). Payloads stay ids only, and one transaction's
-- identical payloads are delivered once, so a purchase (squares, holds, ledger) still sends one 'pool'.
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
--> statement-breakpoint
CREATE TRIGGER pools_notify_created
  AFTER INSERT OR DELETE ON pools
  FOR EACH ROW EXECUTE FUNCTION notify_pool_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_game_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The league's id rides along: its lists of games (the dashboard's) change with any of its games.
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('pool_events', json_build_object('type', 'game', 'gameId', OLD.id, 'leagueId', OLD.league_id)::text);
  ELSIF TG_OP = 'INSERT' OR (to_jsonb(NEW) - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at') THEN
    PERFORM pg_notify('pool_events', json_build_object('type', 'game', 'gameId', NEW.id, 'leagueId', NEW.league_id)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER games_notify_created
  AFTER INSERT OR DELETE ON games
  FOR EACH ROW EXECUTE FUNCTION notify_game_changed();
--> statement-breakpoint
-- Any change to a league (its active week, season, name, on/off, announcement) is a league event, raised
-- here rather than by each use case; the active week's use case no longer raises its own.
CREATE FUNCTION notify_league_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('league_events', json_build_object('type', 'league', 'leagueId', OLD.id)::text);
  ELSIF TG_OP = 'INSERT' OR (to_jsonb(NEW) - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at') THEN
    PERFORM pg_notify('league_events', json_build_object('type', 'league', 'leagueId', NEW.id)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER leagues_notify_changed
  AFTER INSERT OR UPDATE OR DELETE ON leagues
  FOR EACH ROW EXECUTE FUNCTION notify_league_changed();
--> statement-breakpoint
CREATE FUNCTION notify_squares_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  FOR changed IN SELECT pool_id, json_agg(id ORDER BY id) AS ids FROM updated_squares GROUP BY pool_id LOOP
    PERFORM pg_notify('pool_events', json_build_object('type', 'squares', 'poolId', changed.pool_id, 'squareIds', changed.ids)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER squares_notify_updated
  AFTER UPDATE ON squares
  REFERENCING NEW TABLE AS updated_squares
  FOR EACH STATEMENT EXECUTE FUNCTION notify_squares_updated();
--> statement-breakpoint
CREATE FUNCTION notify_pools_of_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  FOR changed IN SELECT DISTINCT pool_id FROM changed_rows WHERE pool_id IS NOT NULL LOOP
    PERFORM pg_notify('pool_events', json_build_object('type', 'pool', 'poolId', changed.pool_id)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER squares_notify_deleted
  AFTER DELETE ON squares
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pools_of_changed_rows();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_notify_inserted
  AFTER INSERT ON ledger_transactions
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pools_of_changed_rows();
--> statement-breakpoint
CREATE TRIGGER prize_claims_notify_inserted
  AFTER INSERT ON prize_claims
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pools_of_changed_rows();
--> statement-breakpoint
CREATE TRIGGER prize_claims_notify_updated
  AFTER UPDATE ON prize_claims
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pools_of_changed_rows();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_payout_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR ROW(NEW.row, NEW.col, NEW.user_id, NEW.amount_cents) IS DISTINCT FROM ROW(OLD.row, OLD.col, OLD.user_id, OLD.amount_cents) THEN
    PERFORM pg_notify('pool_events', json_build_object('type', 'winner', 'poolId', NEW.pool_id, 'period', NEW.period)::text);
  ELSIF to_jsonb(NEW) IS DISTINCT FROM to_jsonb(OLD) THEN
    -- The same winner re-settled (a new revision, its scores): the pool reads differently, nobody newly won.
    PERFORM pg_notify('pool_events', json_build_object('type', 'pool', 'poolId', NEW.pool_id)::text);
  END IF;
  RETURN NULL;
END;
$$;
