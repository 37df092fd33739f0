CREATE TABLE "whatsapp_templates" (
	"channel_id" text NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"quality" text,
	"body" text NOT NULL,
	"variables" integer NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_templates_channel_id_name_language_pk" PRIMARY KEY("channel_id","name","language")
);
--> statement-breakpoint
CREATE TABLE "number_status_events" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"number" text NOT NULL,
	"contact_id" text,
	"channel" text NOT NULL,
	"action" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opt_out_records" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"channel" text NOT NULL,
	"number" text NOT NULL,
	"bot_id" text,
	"condition" text NOT NULL,
	"source" text NOT NULL,
	"author_id" text,
	"author_name" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opt_out_settings" (
	"account_id" text PRIMARY KEY NOT NULL,
	"permanence_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "channel_inbound_receipts" ADD COLUMN "event" jsonb;--> statement-breakpoint
ALTER TABLE "channel_inbound_receipts" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_inbound_receipts" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_inbound_receipts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_outbox" ADD COLUMN "seq" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_status_events" ADD CONSTRAINT "number_status_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_status_events" ADD CONSTRAINT "number_status_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opt_out_records" ADD CONSTRAINT "opt_out_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opt_out_records" ADD CONSTRAINT "opt_out_records_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opt_out_settings" ADD CONSTRAINT "opt_out_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "number_status_events_number_idx" ON "number_status_events" USING btree ("account_id","number","created_at");--> statement-breakpoint
CREATE INDEX "opt_out_records_number_idx" ON "opt_out_records" USING btree ("account_id","channel","number","created_at");--> statement-breakpoint
CREATE INDEX "opt_out_records_account_idx" ON "opt_out_records" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "channel_inbound_receipts_pending_idx" ON "channel_inbound_receipts" USING btree ("locked_until") WHERE "channel_inbound_receipts"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "channel_outbox_lease_idx" ON "channel_outbox" USING btree ("locked_until") WHERE "channel_outbox"."state" = 'sending';--> statement-breakpoint
CREATE INDEX "channel_outbox_unsent_idx" ON "channel_outbox" USING btree ("conversation_id","seq") WHERE "channel_outbox"."state" in ('pending', 'sending');