-- A pool's version is its row version: every change to a pool row bumps it, whoever makes it. The
-- claim paths bump it themselves (and are left alone); anything else (the lifecycle, an admin edit of a
-- limit or a fee) gets it bumped here. A claim checked against a remembered board is written only if
-- the version is still the one it checked (modules/squares/claim.ts), so no edit can slip past it.
CREATE FUNCTION bump_pool_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pools_bump_version
  BEFORE UPDATE ON pools
  FOR EACH ROW WHEN (NEW.version = OLD.version) EXECUTE FUNCTION bump_pool_version();
