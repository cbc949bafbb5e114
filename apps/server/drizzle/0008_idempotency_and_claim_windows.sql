CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_key_valid" CHECK ("idempotency_keys"."key" ~ '^[A-Za-z0-9_-]{1,64}$')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pomodoros_credited_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- The pomodoro bound kept its own bookkeeping in task_pomodoros (one credit per 20 minutes since the last
-- one); it now keeps the instant up to which it has paid, like the coin and time bounds. For a credit
-- made under the old rule that instant is the credit's time.
UPDATE "users" u SET "pomodoros_credited_until" = p."last"
FROM (SELECT "user_id", max("created_at") AS "last" FROM "task_pomodoros" GROUP BY "user_id") p
WHERE u."id" = p."user_id";
--> statement-breakpoint
-- A task pomodoro credited in one round trip (decision 026): the server decided from the user row it had
-- already read that one pomodoro is due and moves pomodoros_credited_until from p_expected to p_until.
-- Locks the owner's row as every task write does; answers the task only if the bookkeeping was still
-- p_expected and the task is the user's and ongoing, and then writes. Otherwise it writes nothing and
-- answers no row, and the server decides again under the row lock (and answers 404/400 from there).
CREATE FUNCTION "credit_task_pomodoro"(p_user uuid, p_task uuid, p_expected timestamptz, p_until timestamptz, p_now timestamptz)
RETURNS TABLE ("id" uuid, "task_name" text, "due_date" text, "estimated_pomodoros" integer,
  "completed_pomodoros" integer, "priority" text, "status" text)
LANGUAGE plpgsql AS $$
BEGIN
  -- After waiting for the lock the condition is checked again on the newest row version.
  PERFORM 1 FROM "users" u WHERE u."id" = p_user
    AND u."pomodoros_credited_until" IS NOT DISTINCT FROM p_expected FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  RETURN QUERY UPDATE "tasks" t SET "completed_pomodoros" = t."completed_pomodoros" + 1
    WHERE t."user_id" = p_user AND t."id" = p_task AND t."status" = 'ongoing'
    RETURNING t."id", t."task_name", t."due_date"::text, t."estimated_pomodoros", t."completed_pomodoros",
      t."priority", t."status";
  IF NOT FOUND THEN RETURN; END IF;
  UPDATE "users" SET "pomodoros_credited_until" = p_until WHERE "users"."id" = p_user;
  INSERT INTO "task_pomodoros" ("user_id", "task_id", "created_at") VALUES (p_user, p_task, p_now);
END $$;
--> statement-breakpoint
-- PATCH /api/tasks/:id/toggle in one round trip (decision 026), the rules of services/tasks/task-service.ts
-- in the order they run there: lock the owner's row, find the task ('not_found'), unfinish it unless the
-- user already has p_max_ongoing ongoing tasks ('limit_reached'), or finish it and pay its task coins on
-- its first finish with a pomodoro (p_task_coins, at most p_daily_cap task coins since p_day_start; the task
-- is marked paid even when the cap left nothing). The limits come in as arguments from packages/core.
CREATE FUNCTION "toggle_task"(p_user uuid, p_task uuid, p_now timestamptz, p_day_start timestamptz,
  p_max_ongoing integer, p_task_coins integer, p_daily_cap integer)
RETURNS TABLE ("outcome" text, "coins_earned" integer, "id" uuid, "task_name" text, "due_date" text,
  "estimated_pomodoros" integer, "completed_pomodoros" integer, "priority" text, "status" text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  t "tasks"%ROWTYPE;
  earned integer := 0;
BEGIN
  PERFORM 1 FROM "users" WHERE "users"."id" = p_user FOR UPDATE;
  IF NOT FOUND THEN outcome := 'no_user'; RETURN NEXT; RETURN; END IF;
  SELECT * INTO t FROM "tasks" WHERE "tasks"."user_id" = p_user AND "tasks"."id" = p_task;
  IF NOT FOUND THEN outcome := 'not_found'; RETURN NEXT; RETURN; END IF;
  IF t."status" = 'finished' THEN
    IF (SELECT count(*) FROM "tasks" WHERE "tasks"."user_id" = p_user AND "tasks"."status" = 'ongoing') >= p_max_ongoing THEN
      outcome := 'limit_reached'; RETURN NEXT; RETURN;
    END IF;
    UPDATE "tasks" SET "status" = 'ongoing', "finished_at" = NULL WHERE "tasks"."id" = p_task RETURNING * INTO t;
  ELSIF t."coins_awarded_at" IS NULL AND t."completed_pomodoros" >= 1 THEN
    earned := greatest(0, least(p_task_coins, p_daily_cap - (
      SELECT coalesce(sum("delta"), 0) FROM "coin_ledger"
      WHERE "coin_ledger"."user_id" = p_user AND "coin_ledger"."kind" = 'task' AND "coin_ledger"."created_at" >= p_day_start)));
    UPDATE "tasks" SET "status" = 'finished', "finished_at" = p_now, "coins_awarded_at" = p_now
      WHERE "tasks"."id" = p_task RETURNING * INTO t;
    IF earned > 0 THEN
      INSERT INTO "coin_ledger" ("user_id", "delta", "kind", "detail", "created_at")
        VALUES (p_user, earned, 'task', 'task ' || p_task, p_now);
      UPDATE "users" SET "coins" = "users"."coins" + earned WHERE "users"."id" = p_user;
    END IF;
  ELSE
    UPDATE "tasks" SET "status" = 'finished', "finished_at" = p_now WHERE "tasks"."id" = p_task RETURNING * INTO t;
  END IF;
  outcome := 'ok'; coins_earned := earned;
  id := t."id"; task_name := t."task_name"; due_date := t."due_date"::text;
  estimated_pomodoros := t."estimated_pomodoros"; completed_pomodoros := t."completed_pomodoros";
  priority := t."priority"; status := t."status";
  RETURN NEXT;
END $$;
--> statement-breakpoint
-- A drop on the task board written in one round trip (decision 026): the server read the user's ongoing
-- tasks and the tasks the drop names, planned the new places (applyReorder in packages/core) and sends them
-- with the state it planned from (id|status|priority|position of every task read, ordered by id). With the
-- owner's row locked, the places are written only if that state still holds; otherwise nothing is written,
-- false is answered, and the server plans again under the lock.
CREATE FUNCTION "reorder_tasks"(p_user uuid, p_ids jsonb, p_expected text, p_places jsonb)
RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "users"."id" = p_user FOR UPDATE;
  IF NOT FOUND THEN RETURN false; END IF;
  IF (SELECT coalesce(string_agg(t."id"::text || '|' || t."status" || '|' || t."priority" || '|' || t."position"::text, ',' ORDER BY t."id"), '')
      FROM "tasks" t
      WHERE t."user_id" = p_user
        AND (t."status" = 'ongoing' OR t."id"::text IN (SELECT jsonb_array_elements_text(p_ids))))
     IS DISTINCT FROM p_expected THEN
    RETURN false;
  END IF;
  UPDATE "tasks" t SET "priority" = v."priority", "position" = v."position"
    FROM jsonb_to_recordset(p_places) AS v("id" uuid, "priority" text, "position" integer)
    WHERE t."user_id" = p_user AND t."id" = v."id";
  RETURN true;
END $$;
