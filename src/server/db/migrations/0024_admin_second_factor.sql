-- A second factor for admins: authenticator apps (TOTP, RFC 6238) and passkeys (WebAuthn), one-time
-- recovery codes, and the short-lived challenges of a sign-in's second step or a passkey's enrolment.
CREATE TABLE "admin_second_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"totp_secret" text,
	"totp_last_step" bigint,
	"credential_id" text,
	"public_key" text,
	"sign_count" bigint,
	"transports" jsonb,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "admin_second_factors_kind_check" CHECK ("admin_second_factors"."kind" in ('totp', 'passkey')),
	CONSTRAINT "admin_second_factors_shape_check" CHECK (("admin_second_factors"."kind" = 'totp' and "admin_second_factors"."totp_secret" is not null) or ("admin_second_factors"."kind" = 'passkey' and "admin_second_factors"."credential_id" is not null and "admin_second_factors"."public_key" is not null and "admin_second_factors"."sign_count" is not null))
);
--> statement-breakpoint
ALTER TABLE "admin_second_factors" ADD CONSTRAINT "admin_second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "admin_second_factors_user_idx" ON "admin_second_factors" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_second_factors_credential_key" ON "admin_second_factors" USING btree ("credential_id");
--> statement-breakpoint
CREATE TABLE "admin_recovery_codes" (
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "admin_recovery_codes_pk" PRIMARY KEY("user_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "second_factor_challenges" (
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"challenge" text,
	"auth_method" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "second_factor_challenges_pk" PRIMARY KEY("purpose","token_hash"),
	CONSTRAINT "second_factor_challenges_purpose_check" CHECK ("second_factor_challenges"."purpose" in ('sign_in', 'enrol_passkey'))
);
--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ADD CONSTRAINT "second_factor_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "second_factor_challenges_expires_idx" ON "second_factor_challenges" USING btree ("expires_at");
