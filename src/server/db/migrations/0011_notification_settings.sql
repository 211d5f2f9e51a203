-- E-mail notification choices of the Settings page: one row per player once they first save (no row = defaults).
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pool_results" boolean NOT NULL,
	"game_reminders" boolean NOT NULL,
	"invitations" boolean NOT NULL,
	"product_news" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;