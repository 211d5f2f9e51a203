-- When a checkout was released (left, expired, cancelled): a player who let go of squares waits before holding them again.
ALTER TABLE "payments" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
-- A player's holds across all pools are counted at every checkout (MAX_HELD_SQUARES).
CREATE INDEX "square_holds_user_idx" ON "square_holds" USING btree ("user_id");
