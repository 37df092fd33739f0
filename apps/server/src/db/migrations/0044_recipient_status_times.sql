ALTER TABLE "broadcast_recipients" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "broadcast_recipients" SET "delivered_at" = "sent_at" WHERE "state" IN ('delivered', 'read') AND "sent_at" IS NOT NULL;--> statement-breakpoint
UPDATE "broadcast_recipients" SET "read_at" = "sent_at" WHERE "state" = 'read' AND "sent_at" IS NOT NULL;--> statement-breakpoint
UPDATE "broadcast_recipients" SET "failed_at" = coalesce("sent_at", "created_at") WHERE "state" = 'failed';
