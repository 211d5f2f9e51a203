CREATE TABLE "score_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"quarter" integer NOT NULL,
	"home_score" integer NOT NULL,
	"away_score" integer NOT NULL,
	"home_quarter_points" jsonb,
	"away_quarter_points" jsonb,
	"ended" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"corrected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	"actor_user_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_replays" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"historical_game_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seconds_per_quarter" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "refund_state" text;--> statement-breakpoint
ALTER TABLE "score_events" ADD CONSTRAINT "score_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_replays" ADD CONSTRAINT "score_replays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_events_game_idx" ON "score_events" USING btree ("game_id","id");--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_refund_state_check" CHECK ("pools"."refund_state" is null or "pools"."refund_state" in ('pending', 'refunded'));