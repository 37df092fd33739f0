CREATE TABLE "privacy_audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"action" text NOT NULL,
	"contact_id" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"requested_by" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"processed_items" integer DEFAULT 0 NOT NULL,
	"total_items" integer DEFAULT 0 NOT NULL,
	"file_size" bigint,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "privacy_audit_log" ADD CONSTRAINT "privacy_audit_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_exports" ADD CONSTRAINT "privacy_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_audit_log_account_idx" ON "privacy_audit_log" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "privacy_audit_log_contact_idx" ON "privacy_audit_log" USING btree ("account_id","contact_id","created_at");--> statement-breakpoint
CREATE INDEX "privacy_exports_contact_idx" ON "privacy_exports" USING btree ("account_id","contact_id");