ALTER TABLE "squares" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "squares" ADD COLUMN "organizer_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "squares" ADD CONSTRAINT "squares_owner_check" CHECK ("squares"."guest_name" is null or "squares"."user_id" is null);