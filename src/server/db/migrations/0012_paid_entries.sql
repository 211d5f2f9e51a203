CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"side" text NOT NULL,
	"account" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "ledger_entries_side_check" CHECK ("ledger_entries"."side" in ('debit', 'credit')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"phase" text NOT NULL,
	"pending_id" text,
	"pool_id" integer,
	"payment_intent_id" text,
	"step" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transactions_phase_check" CHECK ("ledger_transactions"."phase" in ('pending', 'posted', 'post_pending', 'void_pending'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"pool_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"capture_method" text NOT NULL,
	"squares" jsonb NOT NULL,
	"provider" text NOT NULL,
	"create_key" text NOT NULL,
	"intent_id" text,
	"client_secret" text,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"outcome_reason" text,
	"intent_status" text,
	"provider_action" text,
	"provider_action_key" text,
	"provider_action_done_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_capture_method_check" CHECK ("payments"."capture_method" in ('automatic', 'manual')),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('creating', 'awaiting_payment', 'completed', 'released', 'rejected')),
	CONSTRAINT "payments_action_check" CHECK ("payments"."provider_action" is null or "payments"."provider_action" in ('cancel', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"intent" jsonb NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_requests" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "square_holds" (
	"pool_id" integer NOT NULL,
	"row" integer NOT NULL,
	"col" integer NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "square_holds_pool_id_row_col_pk" PRIMARY KEY("pool_id","row","col")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "square_holds" ADD CONSTRAINT "square_holds_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "square_holds" ADD CONSTRAINT "square_holds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "square_holds" ADD CONSTRAINT "square_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_seq_key" ON "ledger_transactions" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "ledger_transactions_pool_idx" ON "ledger_transactions" USING btree ("pool_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_transactions_intent_idx" ON "ledger_transactions" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_create_key_key" ON "payments" USING btree ("create_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_intent_id_key" ON "payments" USING btree ("intent_id");--> statement-breakpoint
CREATE INDEX "payments_pool_idx" ON "payments" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_awaiting_idx" ON "payments" USING btree ("hold_expires_at") WHERE "payments"."status" in ('creating', 'awaiting_payment');--> statement-breakpoint
CREATE INDEX "payments_action_due_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."provider_action" is not null and "payments"."provider_action_done_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_events_undelivered_idx" ON "sandbox_events" USING btree ("seq") WHERE "sandbox_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "square_holds_payment_idx" ON "square_holds" USING btree ("payment_id");--> statement-breakpoint
-- The ledger is append-only (D17): corrections are reversing transactions, never edits.
CREATE FUNCTION ledger_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_update_or_delete
  BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate
  BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_or_delete
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate
  BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint
-- Every ledger transaction sums to zero, checked at commit (after all of its entries are written).
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  lines int;
BEGIN
  SELECT coalesce(sum(CASE WHEN side = 'debit' THEN amount_cents ELSE -amount_cents END), 0), count(*)
    INTO total, lines
    FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (debits - credits = %, % entries)', NEW.transaction_id, total, lines;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- Watchers of a board hear of holds placed or released (the pool event carries the held squares).
CREATE FUNCTION notify_holds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  FOR changed IN SELECT DISTINCT pool_id FROM changed_holds LOOP
    PERFORM pg_notify('pool_events', json_build_object('type', 'pool', 'poolId', changed.pool_id)::text);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER square_holds_notify_inserted
  AFTER INSERT ON square_holds
  REFERENCING NEW TABLE AS changed_holds
  FOR EACH STATEMENT EXECUTE FUNCTION notify_holds_changed();
--> statement-breakpoint
CREATE TRIGGER square_holds_notify_deleted
  AFTER DELETE ON square_holds
  REFERENCING OLD TABLE AS changed_holds
  FOR EACH STATEMENT EXECUTE FUNCTION notify_holds_changed();
