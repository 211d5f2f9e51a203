-- What a pool is owed is decided once, in the domain (domain/ledger-settlement.ts poolSettlement); SQL only
-- finds the pools to look at. Settling bumps a pool's payouts revision when it completes the pool, and
-- when a correction re-settles it after that; paying out records the revision whose every ledger
-- transaction it wrote. The escrow tick's candidates are the completed paid pools where the two differ:
-- an indexed predicate, no ledger read.
-- Existing pools start at revision 1 with nothing recorded paid out: the first ticks take every completed
-- paid pool through the domain once (writing only what is missing, as ever) and record it. New pools start at 0.
ALTER TABLE "pools" ADD COLUMN "payouts_revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pools" ALTER COLUMN "payouts_revision" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "paid_out_revision" integer;--> statement-breakpoint
CREATE INDEX "pools_payout_owed_idx" ON "pools" USING btree ("id")
  WHERE "status" = 'completed' AND "entry_fee_cents" > 0 AND "collection" = 'squares' AND "paid_out_revision" IS DISTINCT FROM "payouts_revision";--> statement-breakpoint
-- The ledger id each payout's current revision is paid out under, computed by the domain (periodPrizeTxId)
-- when settling writes the row: queries join on it rather than rebuild the id. Existing rows get it once
-- here, by the format of today (pool:<pool>:settle:<period>[-reverse]:r<revision>): a one-time data step.
ALTER TABLE "payouts" ADD COLUMN "prize_transaction_id" text;--> statement-breakpoint
UPDATE "payouts" SET "prize_transaction_id" =
  'pool:' || "pool_id" || ':settle:' || "period" || CASE WHEN "role" = 'reverse' THEN '-reverse' ELSE '' END || ':r' || "revision";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "prize_transaction_id" SET NOT NULL;
