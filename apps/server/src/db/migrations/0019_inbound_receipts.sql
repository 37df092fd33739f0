ALTER TABLE "channel_inbound_receipts" ADD COLUMN "event" jsonb;--> statement-breakpoint
ALTER TABLE "channel_inbound_receipts" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_inbound_receipts" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_inbound_receipts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "channel_inbound_receipts_pending_idx" ON "channel_inbound_receipts" USING btree ("locked_until") WHERE "channel_inbound_receipts"."processed_at" is null;