CREATE INDEX "leads_account_created_idx" ON "leads" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_contact_idx" ON "leads" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contacts_email_key_idx" ON "contacts" USING btree ("account_id",lower(trim(coalesce("email", ''))));--> statement-breakpoint
CREATE INDEX "contacts_phone_key_idx" ON "contacts" USING btree ("account_id",regexp_replace(coalesce("phone", ''), '\D', '', 'g'));--> statement-breakpoint
CREATE INDEX "conversations_contact_idx" ON "conversations" USING btree ("contact_id","created_at");