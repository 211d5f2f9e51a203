-- Cancels and refunds the provider refused: how often they were tried and when the next try is due
-- (retried with backoff, a bounded number of times), and those handed to an operator (the System tab's
-- queue): one the provider can never perform, one tried too often, one whose intent is not the payment.
CREATE TABLE "provider_action_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action_key" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"action" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"operator_reason" text,
	"operator_detail" text,
	"operator_since" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_action_queue_action_check" CHECK ("provider_action_queue"."action" in ('cancel', 'refund')),
	CONSTRAINT "provider_action_queue_attempts_check" CHECK ("provider_action_queue"."attempts" >= 0),
	CONSTRAINT "provider_action_queue_reason_check" CHECK ("provider_action_queue"."operator_reason" is null or "provider_action_queue"."operator_reason" in ('impossible', 'attempts_exhausted', 'intent_mismatch'))
);
--> statement-breakpoint
ALTER TABLE "provider_action_queue" ADD CONSTRAINT "provider_action_queue_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_action_queue" ADD CONSTRAINT "provider_action_queue_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_action_queue_action_key" ON "provider_action_queue" USING btree ("action_key");--> statement-breakpoint
CREATE INDEX "provider_action_queue_open_idx" ON "provider_action_queue" USING btree ("operator_since") WHERE "provider_action_queue"."operator_reason" is not null and "provider_action_queue"."handled_at" is null;
