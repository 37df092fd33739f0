CREATE TABLE "recipient_list_entries" (
	"list_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact_id" text,
	CONSTRAINT "recipient_list_entries_list_id_position_pk" PRIMARY KEY("list_id","position")
);
--> statement-breakpoint
CREATE TABLE "recipient_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"channel" text,
	"status" text DEFAULT 'ready' NOT NULL,
	"author_id" text,
	"amount" integer DEFAULT 0 NOT NULL,
	"with_email" integer DEFAULT 0 NOT NULL,
	"with_phone" integer DEFAULT 0 NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spreadsheet_base_rows" (
	"base_id" text NOT NULL,
	"position" integer NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "spreadsheet_base_rows_base_id_position_pk" PRIMARY KEY("base_id","position")
);
--> statement-breakpoint
CREATE TABLE "spreadsheet_bases" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"spreadsheet_id" text,
	"page_name" text,
	"replace_data" boolean DEFAULT true NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipient_list_entries" ADD CONSTRAINT "recipient_list_entries_list_id_recipient_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."recipient_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_lists" ADD CONSTRAINT "recipient_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_lists" ADD CONSTRAINT "recipient_lists_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spreadsheet_base_rows" ADD CONSTRAINT "spreadsheet_base_rows_base_id_spreadsheet_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."spreadsheet_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spreadsheet_bases" ADD CONSTRAINT "spreadsheet_bases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipient_lists_account_idx" ON "recipient_lists" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "spreadsheet_bases_name_idx" ON "spreadsheet_bases" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "spreadsheet_bases_page_idx" ON "spreadsheet_bases" USING btree ("account_id","spreadsheet_id","page_name") WHERE "spreadsheet_bases"."spreadsheet_id" is not null;