ALTER TABLE "broadcast_dispatches" ALTER COLUMN "channel_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_dispatches" ALTER COLUMN "template_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_dispatches" ADD COLUMN "audience" jsonb;--> statement-breakpoint
ALTER TABLE "broadcast_dispatches" ADD COLUMN "cron" text;--> statement-breakpoint
ALTER TABLE "broadcast_dispatches" ADD COLUMN "next_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast_dispatches" ADD COLUMN "parent_id" text;--> statement-breakpoint
ALTER TABLE "broadcast_dispatches" ADD COLUMN "occurrence_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast_dispatches" ADD CONSTRAINT "broadcast_dispatches_parent_id_broadcast_dispatches_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."broadcast_dispatches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_dispatches_occurrence_idx" ON "broadcast_dispatches" USING btree ("parent_id","occurrence_at");--> statement-breakpoint
CREATE INDEX "broadcast_dispatches_recurring_idx" ON "broadcast_dispatches" USING btree ("next_run_at") WHERE "broadcast_dispatches"."cron" is not null;
