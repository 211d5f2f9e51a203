DROP INDEX "payouts_pool_period_key";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "role" text DEFAULT 'forward' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_pool_period_role_key" ON "payouts" USING btree ("pool_id","period","role");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_role_check" CHECK ("payouts"."role" in ('forward', 'reverse'));