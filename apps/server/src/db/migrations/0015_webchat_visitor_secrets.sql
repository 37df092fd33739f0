CREATE TABLE "webchat_visitor_secrets" (
	"bot_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webchat_visitor_secrets_bot_id_visitor_id_pk" PRIMARY KEY("bot_id","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "webchat_visitor_secrets" ADD CONSTRAINT "webchat_visitor_secrets_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;