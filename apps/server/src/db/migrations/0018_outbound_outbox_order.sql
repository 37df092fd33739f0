ALTER TABLE "messages" ADD COLUMN "template" jsonb;--> statement-breakpoint
ALTER TABLE "channel_outbox" ADD COLUMN "seq" integer NOT NULL;--> statement-breakpoint
CREATE INDEX "channel_outbox_lease_idx" ON "channel_outbox" USING btree ("locked_until") WHERE "channel_outbox"."state" = 'sending';--> statement-breakpoint
CREATE INDEX "channel_outbox_unsent_idx" ON "channel_outbox" USING btree ("conversation_id","seq") WHERE "channel_outbox"."state" in ('pending', 'sending');