-- A pool's version is its row version: every change to a pool row bumps it, whoever makes it. The
-- claim paths bump it themselves (and are left alone); anything else (the lifecycle, an admin edit of a
-- limit or a fee) gets it bumped here. A claim checked against a remembered board is written only if
-- the version is still the one it checked (modules/squares/claim.ts), so no edit can slip past it.
CREATE FUNCTION bump_pool_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = OLD.version THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pools_bump_version
  BEFORE UPDATE ON pools
  FOR EACH ROW EXECUTE FUNCTION bump_pool_version();
