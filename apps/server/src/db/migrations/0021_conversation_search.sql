CREATE TABLE "conversation_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"author_id" text NOT NULL,
	"format" text NOT NULL,
	"query" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (case when "messages"."sender" in ('customer', 'bot') then lower(translate("messages"."text", 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) end) STORED;--> statement-breakpoint
ALTER TABLE "conversation_exports" ADD CONSTRAINT "conversation_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_exports" ADD CONSTRAINT "conversation_exports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_exports_account_idx" ON "conversation_exports" USING btree ("account_id","author_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_account_started_idx" ON "conversations" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "conversations_account_last_message_idx" ON "conversations" USING btree ("account_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_collected_search_idx" ON "conversations" USING gin ((lower(translate(("collected")::text, 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn'))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_search_text_idx" ON "messages" USING gin ("search_text" gin_trgm_ops) WHERE "messages"."search_text" is not null;