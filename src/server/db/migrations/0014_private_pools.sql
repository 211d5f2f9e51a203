CREATE TABLE "pool_invitations" (
	"pool_id" integer NOT NULL,
	"email" text NOT NULL,
	"invited_by" uuid,
	"invited_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pool_invitations_pool_id_email_pk" PRIMARY KEY("pool_id","email")
);
--> statement-breakpoint
CREATE TABLE "pool_members" (
	"pool_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pool_members_pool_id_user_id_pk" PRIMARY KEY("pool_id","user_id"),
	CONSTRAINT "pool_members_role_check" CHECK ("pool_members"."role" in ('creator', 'member'))
);
--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "collection" text DEFAULT 'squares' NOT NULL;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "nonprofit_name" text;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "pool_invitations" ADD CONSTRAINT "pool_invitations_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_invitations" ADD CONSTRAINT "pool_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_members" ADD CONSTRAINT "pool_members_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_members" ADD CONSTRAINT "pool_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pool_members_user_idx" ON "pool_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_collection_check" CHECK ("pools"."collection" in ('squares', 'organizer'));