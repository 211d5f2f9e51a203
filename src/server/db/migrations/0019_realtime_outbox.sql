CREATE UNLOGGED TABLE "realtime_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"payload" text NOT NULL
);
--> statement-breakpoint
-- Change events leave the commit path. Until now every trigger below ran pg_notify, and a
-- committing NOTIFY takes a database-wide lock until it has committed, so notifying commits (every claim)
-- ran one at a time. Now they write a row to realtime_events in the same transaction (so an event exists
-- exactly when its change committed, and never for one that rolled back), and one process's relay
-- publishes those rows in batches (src/server/realtime/relay.ts). Every event of a pool carries the pool's
-- version after the change, so a watcher can tell a missed event (a gap) from a repeated one; a claim's
-- event carries the claimed squares themselves, so no process queries the database to show them.
-- auth_events stay on NOTIFY (sign-outs are rare and must reach every process at once).
-- The table is UNLOGGED: its rows live seconds, and writing them to the WAL made every claim's commit
-- heavier (commits here wait on WAL flushes) and each relayed batch's removal a commit of its own to flush.
-- A crash or failover of the database empties it, which loses nothing that matters: every process's
-- LISTEN connection to the database drops with it, and on reconnecting each process refreshes what it
-- kept from events (boards are sent again, caches emptied: realtime/bus.ts onReconnect).
CREATE FUNCTION emit_pool_events_of(changed_pool_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO realtime_events (channel, payload)
  SELECT 'pool_events', json_build_object('type', 'pool', 'poolId', p.id, 'version', p.version)::text
  FROM pools p WHERE p.id = ANY(changed_pool_ids) ORDER BY p.id
$$;
--> statement-breakpoint
CREATE FUNCTION emit_squares_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO realtime_events (channel, payload)
  SELECT 'pool_events', json_build_object(
    'type', 'squares', 'poolId', p.id, 'version', p.version,
    'sold', (SELECT count(*) FROM squares s WHERE s.pool_id = p.id),
    'squares', changed.squares)::text
  FROM (
    SELECT pool_id, json_agg(json_build_object(
      'id', id, 'userId', user_id, 'row', "row", 'column', col, 'priceCents', purchase_price_cents,
      'purchasedAtMs', floor(extract(epoch FROM purchased_at) * 1000), 'guestName', guest_name, 'organizerPaid', organizer_paid
    ) ORDER BY id) AS squares
    FROM changed_squares GROUP BY pool_id
  ) changed
  JOIN pools p ON p.id = changed.pool_id
  ORDER BY p.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER squares_notify_inserted ON squares;
--> statement-breakpoint
DROP TRIGGER squares_notify_updated ON squares;
--> statement-breakpoint
DROP FUNCTION notify_squares_inserted();
--> statement-breakpoint
DROP FUNCTION notify_squares_updated();
--> statement-breakpoint
CREATE TRIGGER squares_emit_inserted
  AFTER INSERT ON squares
  REFERENCING NEW TABLE AS changed_squares
  FOR EACH STATEMENT EXECUTE FUNCTION emit_squares_changed();
--> statement-breakpoint
CREATE TRIGGER squares_emit_updated
  AFTER UPDATE ON squares
  REFERENCING NEW TABLE AS changed_squares
  FOR EACH STATEMENT EXECUTE FUNCTION emit_squares_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_pools_of_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM emit_pool_events_of(ARRAY(SELECT DISTINCT pool_id FROM changed_rows WHERE pool_id IS NOT NULL));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Holds now share the function above (their triggers named the transition table differently).
DROP TRIGGER square_holds_notify_inserted ON square_holds;
--> statement-breakpoint
DROP TRIGGER square_holds_notify_deleted ON square_holds;
--> statement-breakpoint
DROP FUNCTION notify_holds_changed();
--> statement-breakpoint
CREATE TRIGGER square_holds_notify_inserted
  AFTER INSERT ON square_holds
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pools_of_changed_rows();
--> statement-breakpoint
CREATE TRIGGER square_holds_notify_deleted
  AFTER DELETE ON square_holds
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_pools_of_changed_rows();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_pool_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO realtime_events (channel, payload)
    VALUES ('pool_events', json_build_object('type', 'pool', 'poolId', OLD.id, 'gameId', OLD.game_id, 'version', OLD.version)::text);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO realtime_events (channel, payload)
    VALUES ('pool_events', json_build_object('type', 'pool', 'poolId', NEW.id, 'gameId', NEW.game_id, 'version', NEW.version)::text);
  ELSIF (to_jsonb(NEW) - 'version' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'version' - 'updated_at') THEN
    INSERT INTO realtime_events (channel, payload)
    VALUES ('pool_events', json_build_object('type', 'pool', 'poolId', NEW.id, 'version', NEW.version)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_game_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One event per game, however many pools it has (their boards all follow it). It carries the game's
  -- row (about 600 bytes), so every process shows a new score on every board of the game from memory:
  -- a Super Bowl's score must not make each process read each of the game's pools again.
  IF TG_OP = 'DELETE' THEN
    INSERT INTO realtime_events (channel, payload)
    VALUES ('pool_events', json_build_object('type', 'game', 'gameId', OLD.id, 'leagueId', OLD.league_id)::text);
  ELSIF TG_OP = 'INSERT' OR (to_jsonb(NEW) - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at') THEN
    INSERT INTO realtime_events (channel, payload)
    VALUES ('pool_events', json_build_object('type', 'game', 'gameId', NEW.id, 'leagueId', NEW.league_id, 'game', to_jsonb(NEW))::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_league_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO realtime_events (channel, payload) VALUES ('league_events', json_build_object('type', 'league', 'leagueId', OLD.id)::text);
  ELSIF TG_OP = 'INSERT' OR (to_jsonb(NEW) - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at') THEN
    INSERT INTO realtime_events (channel, payload) VALUES ('league_events', json_build_object('type', 'league', 'leagueId', NEW.id)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_payout_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR ROW(NEW.row, NEW.col, NEW.user_id, NEW.amount_cents) IS DISTINCT FROM ROW(OLD.row, OLD.col, OLD.user_id, OLD.amount_cents) THEN
    INSERT INTO realtime_events (channel, payload)
    SELECT 'pool_events', json_build_object('type', 'winner', 'poolId', p.id, 'period', NEW.period, 'version', p.version)::text
    FROM pools p WHERE p.id = NEW.pool_id;
  ELSIF to_jsonb(NEW) IS DISTINCT FROM to_jsonb(OLD) THEN
    -- The same winner re-settled (a new revision, its scores): the pool reads differently, nobody newly won.
    PERFORM emit_pool_events_of(ARRAY[NEW.pool_id]);
  END IF;
  RETURN NULL;
END;
$$;
