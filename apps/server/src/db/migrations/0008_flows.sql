CREATE TABLE "contact_number_statuses" (
	"contact_id" text NOT NULL,
	"channel" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"block_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_number_statuses_contact_id_channel_pk" PRIMARY KEY("contact_id","channel")
);
--> statement-breakpoint
CREATE TABLE "flow_cursors" (
	"conversation_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"cursor" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"bot_id" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_id" text,
	"published_by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flows" (
	"bot_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"draft" jsonb,
	"draft_updated_at" timestamp with time zone,
	"published_version" integer
);
--> statement-breakpoint
ALTER TABLE "contact_number_statuses" ADD CONSTRAINT "contact_number_statuses_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_number_statuses" ADD CONSTRAINT "contact_number_statuses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_cursors" ADD CONSTRAINT "flow_cursors_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_cursors" ADD CONSTRAINT "flow_cursors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_versions" ADD CONSTRAINT "flow_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_versions" ADD CONSTRAINT "flow_versions_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_versions_bot_version_key" ON "flow_versions" USING btree ("bot_id","version");