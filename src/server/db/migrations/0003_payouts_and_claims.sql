CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"period" text NOT NULL,
	"row" integer NOT NULL,
	"col" integer NOT NULL,
	"square_id" integer,
	"user_id" uuid,
	"amount_cents" integer NOT NULL,
	"home_score" integer NOT NULL,
	"away_score" integer NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_period_check" CHECK ("payouts"."period" in ('Q1', 'Q2', 'Q3', 'FINAL')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_pool_period_key" ON "payouts" USING btree ("pool_id","period");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "squares_pool_user_idx" ON "squares" USING btree ("pool_id","user_id");