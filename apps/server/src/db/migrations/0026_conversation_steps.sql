CREATE TABLE "conversation_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_steps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"kind" text NOT NULL,
	"is_transfer" boolean DEFAULT false NOT NULL,
	"department_id" text,
	"department_name" text,
	"attendant_id" text,
	"attendant_name" text,
	"status" text NOT NULL,
	"transshipment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_comments" ADD CONSTRAINT "conversation_comments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_comments" ADD CONSTRAINT "conversation_comments_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_comments" ADD CONSTRAINT "conversation_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_steps" ADD CONSTRAINT "conversation_steps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_steps" ADD CONSTRAINT "conversation_steps_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_comments_conversation_idx" ON "conversation_comments" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_steps_conversation_idx" ON "conversation_steps" USING btree ("conversation_id","id");--> statement-breakpoint
-- The transshipment history (conversation_steps): a step each time a conversation reaches an
-- attendant, enters a department's queue (its queued_at is set anew) or ends, whichever path of the
-- live chat wrote it, with the names as they are at that moment.
CREATE FUNCTION conversation_steps_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was conversations;
  step_kind text;
  transfer boolean := false;
BEGIN
  IF TG_OP = 'UPDATE' THEN was := OLD; END IF;
  IF NEW.attendant_id IS NOT NULL AND NEW.attendant_id IS DISTINCT FROM was.attendant_id THEN
    step_kind := 'assigned';
    transfer := was.attendant_id IS NOT NULL;
  ELSIF NEW.attendant_id IS NULL AND NEW.queued_at IS NOT NULL AND NEW.queued_at IS DISTINCT FROM was.queued_at THEN
    step_kind := 'queued';
    transfer := was.attendant_id IS NOT NULL OR was.queued_at IS NOT NULL;
  ELSIF NEW.status IN ('finished', 'abandoned') AND was.status IS DISTINCT FROM NEW.status
    AND was.status NOT IN ('finished', 'abandoned') THEN
    step_kind := 'finished';
  ELSE
    RETURN NEW;
  END IF;
  INSERT INTO conversation_steps (account_id, conversation_id, kind, is_transfer, department_id,
    department_name, attendant_id, attendant_name, status, transshipment)
  VALUES (NEW.account_id, NEW.id, step_kind, transfer, NEW.department_id,
    (SELECT d.name FROM departments d WHERE d.id = NEW.department_id), NEW.attendant_id,
    (SELECT u.name FROM users u WHERE u.id = NEW.attendant_id), NEW.status, NEW.transshipment);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER conversation_steps_insert AFTER INSERT ON conversations
  FOR EACH ROW WHEN (NEW.attendant_id IS NOT NULL OR NEW.queued_at IS NOT NULL)
  EXECUTE FUNCTION conversation_steps_record();
--> statement-breakpoint
-- Only a change of holder, of queue entry or of status: a message fires nothing.
CREATE TRIGGER conversation_steps_update AFTER UPDATE ON conversations
  FOR EACH ROW WHEN (
    OLD.attendant_id IS DISTINCT FROM NEW.attendant_id OR OLD.queued_at IS DISTINCT FROM NEW.queued_at
    OR OLD.status IS DISTINCT FROM NEW.status
  ) EXECUTE FUNCTION conversation_steps_record();
