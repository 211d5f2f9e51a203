ALTER TABLE "pools" ADD COLUMN "digit_sets" jsonb;--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_max_participants_board_check" CHECK ("pools"."max_participants" <= "pools"."board_size");--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_digit_sets_check" CHECK ("pools"."digit_sets" is null or ("pools"."numbers_rule" = 'period' and jsonb_array_length("pools"."digit_sets") = 4));--> statement-breakpoint
-- A 5x5 board's squares are rows and columns 0-4, whatever writes them. Only a square beyond
-- 4 looks its pool up, so the claims of 10x10 boards mostly pay nothing for this.
CREATE FUNCTION squares_on_their_board() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.row > 4 OR NEW.col > 4) AND EXISTS (SELECT 1 FROM pools WHERE id = NEW.pool_id AND board_size = 25) THEN
    RAISE EXCEPTION 'Square (%, %) is not on the 5x5 board of pool %', NEW.row, NEW.col, NEW.pool_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER squares_on_board
  BEFORE INSERT OR UPDATE OF "row", col, pool_id ON squares
  FOR EACH ROW EXECUTE FUNCTION squares_on_their_board();
