CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"home_team_color" text NOT NULL,
	"away_team_color" text NOT NULL,
	"week" text,
	"season" integer,
	"game_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"home_score" integer DEFAULT 0 NOT NULL,
	"away_score" integer DEFAULT 0 NOT NULL,
	"quarter" integer DEFAULT 0 NOT NULL,
	"q1_home" integer,
	"q1_away" integer,
	"q2_home" integer,
	"q2_away" integer,
	"q3_home" integer,
	"q3_away" integer,
	"final_home" integer,
	"final_away" integer,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_scores_check" CHECK ("games"."home_score" >= 0 and "games"."away_score" >= 0 and "games"."quarter" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"sport" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"active_week" text,
	"season" integer,
	"announcement" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_sport_check" CHECK ("leagues"."sport" in ('football', 'basketball', 'baseball', 'hockey'))
);
--> statement-breakpoint
CREATE TABLE "pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"entry_fee_cents" integer NOT NULL,
	"house_fee_bps" integer NOT NULL,
	"payout_scheme" text NOT NULL,
	"payout_bps" jsonb NOT NULL,
	"is_nonprofit" boolean DEFAULT false NOT NULL,
	"nonprofit_bps" integer DEFAULT 0 NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"invite_code" text,
	"created_by" uuid,
	"max_participants" integer DEFAULT 100 NOT NULL,
	"max_squares_per_player" integer DEFAULT 5 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"draw_commitment" text NOT NULL,
	"draw_seed" text NOT NULL,
	"row_digits" jsonb,
	"column_digits" jsonb,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pools_status_check" CHECK ("pools"."status" in ('open', 'full', 'active', 'completed', 'cancelled')),
	CONSTRAINT "pools_entry_fee_check" CHECK ("pools"."entry_fee_cents" >= 0 and "pools"."entry_fee_cents" <= 100000),
	CONSTRAINT "pools_house_fee_check" CHECK ("pools"."house_fee_bps" >= 0 and "pools"."house_fee_bps" <= 10000),
	CONSTRAINT "pools_nonprofit_check" CHECK ("pools"."nonprofit_bps" >= 0 and "pools"."nonprofit_bps" <= 10000),
	CONSTRAINT "pools_max_participants_check" CHECK ("pools"."max_participants" between 1 and 100),
	CONSTRAINT "pools_max_squares_check" CHECK ("pools"."max_squares_per_player" between 1 and 100),
	CONSTRAINT "pools_payout_scheme_check" CHECK ("pools"."payout_scheme" in ('equal', 'halftime-heavy', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "squares" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"user_id" uuid,
	"row" integer NOT NULL,
	"col" integer NOT NULL,
	"purchase_price_cents" integer NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "squares_row_check" CHECK ("squares"."row" between 0 and 9),
	CONSTRAINT "squares_col_check" CHECK ("squares"."col" between 0 and 9),
	CONSTRAINT "squares_price_check" CHECK ("squares"."purchase_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" text DEFAULT 'player' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('player', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squares" ADD CONSTRAINT "squares_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squares" ADD CONSTRAINT "squares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_league_week_idx" ON "games" USING btree ("league_id","week");--> statement-breakpoint
CREATE INDEX "games_game_date_idx" ON "games" USING btree ("game_date");--> statement-breakpoint
CREATE UNIQUE INDEX "games_external_id_key" ON "games" USING btree ("league_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_name_key" ON "leagues" USING btree ("name");--> statement-breakpoint
CREATE INDEX "pools_game_id_idx" ON "pools" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pools_public_tier_key" ON "pools" USING btree ("game_id","entry_fee_cents") WHERE not "pools"."is_private";--> statement-breakpoint
CREATE UNIQUE INDEX "pools_invite_code_key" ON "pools" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "squares_pool_row_col_key" ON "squares" USING btree ("pool_id","row","col");--> statement-breakpoint
CREATE INDEX "squares_user_id_idx" ON "squares" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));