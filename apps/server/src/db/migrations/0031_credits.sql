CREATE TABLE "credit_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"units" integer NOT NULL,
	"credits" integer NOT NULL,
	"draws" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"month" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_lots" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"source" text NOT NULL,
	"credits" integer NOT NULL,
	"remaining" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"month" text
);
--> statement-breakpoint
CREATE TABLE "credit_prices" (
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"credits" integer NOT NULL,
	CONSTRAINT "credit_prices_account_id_kind_pk" PRIMARY KEY("account_id","kind")
);
--> statement-breakpoint
CREATE TABLE "credit_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"user_id" text,
	"requested_by" text NOT NULL,
	"credits" integer NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "credit_validity_months" integer DEFAULT 6;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "monthly_ai_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_charges" ADD CONSTRAINT "credit_charges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lots" ADD CONSTRAINT "credit_lots_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_prices" ADD CONSTRAINT "credit_prices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_charges_key_idx" ON "credit_charges" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "credit_charges_month_idx" ON "credit_charges" USING btree ("account_id","month");--> statement-breakpoint
CREATE INDEX "credit_lots_spendable_idx" ON "credit_lots" USING btree ("account_id","expires_at") WHERE "credit_lots"."remaining" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_lots_month_idx" ON "credit_lots" USING btree ("account_id","month") WHERE "credit_lots"."source" = 'monthlyAi';--> statement-breakpoint
CREATE INDEX "credit_requests_account_idx" ON "credit_requests" USING btree ("account_id","created_at");--> statement-breakpoint
-- The balance kept on the account until now becomes a purchased lot that never expires (its
-- purchase dates are unknown), and the column goes: the lots are the balance from here on.
INSERT INTO "credit_lots" ("id", "account_id", "source", "credits", "remaining", "starts_at", "expires_at")
SELECT 'migrated-' || "id", "id", 'purchase', "credits", "credits", now(), NULL FROM "accounts" WHERE "credits" > 0;--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "credits";
