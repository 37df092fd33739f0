ALTER TABLE "broadcast_dispatches" ADD COLUMN "flow_index" integer;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD COLUMN "conversation_id" text;--> statement-breakpoint
CREATE INDEX "broadcast_recipients_reply_idx" ON "broadcast_recipients" USING btree ("channel_id","phone","sent_at");