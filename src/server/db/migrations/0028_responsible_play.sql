-- Player protection (D23, docs/responsible-play.md). Spend limits a player sets on themselves: one row per
-- player once they first set one (no row = no limits). A raise or removal waits 24 hours: its value
-- (null = no limit) and the instant it applies are stored beside the limit in force, and applied when the
-- limits are next read after that instant (domain/spend-limits.ts). A pending change exists when its
-- "from" is set.
CREATE TABLE "spend_limits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"daily_cents" integer,
	"weekly_cents" integer,
	"monthly_cents" integer,
	"daily_pending_cents" integer,
	"daily_pending_from" timestamp with time zone,
	"weekly_pending_cents" integer,
	"weekly_pending_from" timestamp with time zone,
	"monthly_pending_cents" integer,
	"monthly_pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spend_limits_cents_check" CHECK (
		coalesce("daily_cents", 0) BETWEEN 0 AND 1000000 AND coalesce("weekly_cents", 0) BETWEEN 0 AND 1000000
		AND coalesce("monthly_cents", 0) BETWEEN 0 AND 1000000
		AND coalesce("daily_pending_cents", 0) BETWEEN 0 AND 1000000 AND coalesce("weekly_pending_cents", 0) BETWEEN 0 AND 1000000
		AND coalesce("monthly_pending_cents", 0) BETWEEN 0 AND 1000000
	)
);
--> statement-breakpoint
ALTER TABLE "spend_limits" ADD CONSTRAINT "spend_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Time-outs and self-exclusion: when each ends (null: never taken). Only ever moved later (a new one
-- never shortens a running one); there is no way to end one early.
CREATE TABLE "play_restrictions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"timed_out_until" timestamp with time zone,
	"self_excluded_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "play_restrictions" ADD CONSTRAINT "play_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The money a player committed lately is summed at every checkout start (their payments of the last 30 days).
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id", "created_at");
