CREATE INDEX "attachments_account_size_idx" ON "attachments" USING btree ("account_id","size");--> statement-breakpoint
CREATE INDEX "attachments_created_idx" ON "attachments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_attachment_idx" ON "messages" USING btree (("attachment"->>'id')) WHERE "messages"."attachment" is not null;