ALTER TABLE "pools" ADD COLUMN "numbers_rule" text DEFAULT 'game' NOT NULL;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "reverse_winners" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "board_size" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_numbers_rule_check" CHECK ("pools"."numbers_rule" in ('game', 'period'));--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_board_size_check" CHECK ("pools"."board_size" in (100, 25));--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_variants_private_check" CHECK ("pools"."is_private" or ("pools"."numbers_rule" = 'game' and not "pools"."reverse_winners" and "pools"."board_size" = 100));--> statement-breakpoint
-- The rules contract never changes after the first square is sold — whatever writes the row
-- (the app, the console, a hand-made SQL fix), players bought their squares under these rules.
CREATE FUNCTION pools_rules_fixed_once_sold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.numbers_rule, NEW.reverse_winners, NEW.board_size) IS DISTINCT FROM (OLD.numbers_rule, OLD.reverse_winners, OLD.board_size)
     AND EXISTS (SELECT 1 FROM squares WHERE pool_id = OLD.id) THEN
    RAISE EXCEPTION 'The rules of pool % cannot change after its first square is sold', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pools_rules_fixed
  BEFORE UPDATE OF numbers_rule, reverse_winners, board_size ON pools
  FOR EACH ROW EXECUTE FUNCTION pools_rules_fixed_once_sold();
