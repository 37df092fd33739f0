CREATE TABLE "flow_balloons" (
	"position" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flow_balloons_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" text NOT NULL,
	"account_id" text NOT NULL,
	"message_id" text NOT NULL,
	"client_message_id" text NOT NULL,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"choices" jsonb,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flow_balloons" ADD CONSTRAINT "flow_balloons_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_balloons" ADD CONSTRAINT "flow_balloons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_balloons_conversation_idx" ON "flow_balloons" USING btree ("conversation_id","position");