CREATE TABLE "integrations" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"bot_id" text NOT NULL,
	"kind" text DEFAULT 'webhook' NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"endpoint" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sealed_secrets" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integrations_account_bot_idx" ON "integrations" USING btree ("account_id","bot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_bot_name_key" ON "integrations" USING btree ("bot_id","name");
