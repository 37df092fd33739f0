CREATE TABLE "broadcast_dispatches" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"template_id" text NOT NULL,
	"author_id" text,
	"name" text NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"schedule_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_recipients" (
	"id" text PRIMARY KEY NOT NULL,
	"dispatch_id" text NOT NULL,
	"account_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"author_id" text,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"header" jsonb,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"observations" text DEFAULT '' NOT NULL,
	"email_subject" text,
	"email_html" text,
	"email_text" text,
	"status" text NOT NULL,
	"quality" text,
	"provider_template_id" text,
	"rejected_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcast_dispatches" ADD CONSTRAINT "broadcast_dispatches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_dispatches" ADD CONSTRAINT "broadcast_dispatches_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_dispatches" ADD CONSTRAINT "broadcast_dispatches_template_id_broadcast_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."broadcast_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_dispatches" ADD CONSTRAINT "broadcast_dispatches_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_dispatch_id_broadcast_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."broadcast_dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_templates" ADD CONSTRAINT "broadcast_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_templates" ADD CONSTRAINT "broadcast_templates_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_templates" ADD CONSTRAINT "broadcast_templates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_dispatches_account_idx" ON "broadcast_dispatches" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "broadcast_dispatches_due_idx" ON "broadcast_dispatches" USING btree ("status","schedule_at");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_recipients_phone_idx" ON "broadcast_recipients" USING btree ("dispatch_id","phone");--> statement-breakpoint
CREATE INDEX "broadcast_recipients_due_idx" ON "broadcast_recipients" USING btree ("dispatch_id","state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "broadcast_recipients_provider_idx" ON "broadcast_recipients" USING btree ("channel_id","provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_templates_name_idx" ON "broadcast_templates" USING btree ("channel_id","name","language") WHERE "broadcast_templates"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX "broadcast_templates_account_idx" ON "broadcast_templates" USING btree ("account_id","created_at");