CREATE TABLE "department_users" (
	"department_id" text NOT NULL,
	"account_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "department_users_department_id_user_id_pk" PRIMARY KEY("department_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"journey_id" text,
	"business_hours_id" text,
	"check_in" boolean DEFAULT false NOT NULL,
	"force_pass" boolean DEFAULT false NOT NULL,
	"queue" boolean DEFAULT false NOT NULL,
	"queue_position_broadcast" boolean DEFAULT false NOT NULL,
	"max_attendances" integer DEFAULT 5 NOT NULL,
	"distribution" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_users" (
	"account_id" text NOT NULL,
	"user_id" text NOT NULL,
	"journey_id" text NOT NULL,
	CONSTRAINT "journey_users_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"schedules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tolerance_minutes" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_settings" (
	"account_id" text PRIMARY KEY NOT NULL,
	"behavior" jsonb NOT NULL,
	"messages" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_documents" (
	"account_id" text NOT NULL,
	"level" smallint NOT NULL,
	"maps" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permission_documents_account_id_level_pk" PRIMARY KEY("account_id","level")
);
--> statement-breakpoint
CREATE TABLE "access_log" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text,
	"ip" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"result" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_user_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"quantity" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "view_rule" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "attendant_list_visibility" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "chatbot_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "department_users" ADD CONSTRAINT "department_users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_users" ADD CONSTRAINT "department_users_account_id_user_id_memberships_account_id_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."memberships"("account_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_users" ADD CONSTRAINT "journey_users_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_users" ADD CONSTRAINT "journey_users_account_id_user_id_memberships_account_id_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."memberships"("account_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_settings" ADD CONSTRAINT "live_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_documents" ADD CONSTRAINT "permission_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_user_requests" ADD CONSTRAINT "extra_user_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_user_requests" ADD CONSTRAINT "extra_user_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "department_users_member_idx" ON "department_users" USING btree ("account_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_account_name_key" ON "departments" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "journey_users_journey_idx" ON "journey_users" USING btree ("journey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journeys_account_name_key" ON "journeys" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "access_log_user_idx" ON "access_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "extra_user_requests_account_idx" ON "extra_user_requests" USING btree ("account_id","created_at");