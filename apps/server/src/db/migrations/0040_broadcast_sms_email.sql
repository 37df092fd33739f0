ALTER TABLE "broadcast_dispatches" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "broadcast_dispatches" ADD COLUMN "sender_address" text;--> statement-breakpoint
ALTER TABLE "broadcast_dispatches" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD COLUMN "clicked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_recipients_email_idx" ON "broadcast_recipients" USING btree ("dispatch_id","email") WHERE "broadcast_recipients"."email" is not null;--> statement-breakpoint
CREATE INDEX "broadcast_recipients_email_sent_idx" ON "broadcast_recipients" USING btree ("channel_id","email","sent_at");
