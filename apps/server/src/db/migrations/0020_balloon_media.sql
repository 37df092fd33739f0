ALTER TABLE "flow_balloons" ADD COLUMN "media" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "media" jsonb;