DROP INDEX "broadcast_recipients_due_idx";--> statement-breakpoint
CREATE INDEX "broadcast_recipients_due_idx" ON "broadcast_recipients" USING btree ("dispatch_id","state","next_attempt_at","id");