-- Live boards hear about scores and winners the moment they commit (D15): a changed game tells the
-- boards of its pools, a settled (or re-settled) period tells its pool. Payloads carry ids only.
CREATE FUNCTION notify_game_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status
     OR NEW.home_score IS DISTINCT FROM OLD.home_score
     OR NEW.away_score IS DISTINCT FROM OLD.away_score
     OR NEW.quarter IS DISTINCT FROM OLD.quarter
     OR NEW.game_date IS DISTINCT FROM OLD.game_date
     OR ROW(NEW.q1_home, NEW.q1_away, NEW.q2_home, NEW.q2_away, NEW.q3_home, NEW.q3_away, NEW.final_home, NEW.final_away)
        IS DISTINCT FROM ROW(OLD.q1_home, OLD.q1_away, OLD.q2_home, OLD.q2_away, OLD.q3_home, OLD.q3_away, OLD.final_home, OLD.final_away) THEN
    PERFORM pg_notify('pool_events', json_build_object('type', 'game', 'gameId', NEW.id)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER games_notify_changed
  AFTER UPDATE ON games
  FOR EACH ROW EXECUTE FUNCTION notify_game_changed();
--> statement-breakpoint
CREATE FUNCTION notify_payout_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR ROW(NEW.row, NEW.col, NEW.user_id, NEW.amount_cents) IS DISTINCT FROM ROW(OLD.row, OLD.col, OLD.user_id, OLD.amount_cents) THEN
    PERFORM pg_notify('pool_events', json_build_object('type', 'winner', 'poolId', NEW.pool_id, 'period', NEW.period)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payouts_notify_settled
  AFTER INSERT OR UPDATE ON payouts
  FOR EACH ROW EXECUTE FUNCTION notify_payout_settled();
