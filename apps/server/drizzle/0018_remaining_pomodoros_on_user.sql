-- The pomodoros still to do on a user's ongoing tasks (never below 0 per task), kept on the user row by the
-- tasks trigger of migration 0006, as the task counts are (decision 028, amendment of 2026-11-28): GET
-- /api/tasks/remaining-pomodoros, which every open timer reads once a minute, then answers from the row
-- the authentication reads, whatever the number of tasks. The trigger now also follows the two pomodoro
-- columns, so an edit of the estimate and a credited pomodoro update the row too; the credit's function
-- already holds the row's lock, and an edit takes it first (task-service.ts lockOwner).
ALTER TABLE "users" ADD COLUMN "remaining_pomodoros" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tasks_count_on_user"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old integer := 0;
  v_new integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" = 'ongoing' THEN
    v_old := greatest(0, OLD."estimated_pomodoros" - OLD."completed_pomodoros");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" = 'ongoing' THEN
    v_new := greatest(0, NEW."estimated_pomodoros" - NEW."completed_pomodoros");
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "tasks_total" = "tasks_total" + 1,
      "tasks_finished" = "tasks_finished" + (NEW."status" = 'finished')::int,
      "remaining_pomodoros" = "remaining_pomodoros" + v_new
    WHERE "id" = NEW."user_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "tasks_total" = "tasks_total" - 1,
      "tasks_finished" = "tasks_finished" - (OLD."status" = 'finished')::int,
      "remaining_pomodoros" = "remaining_pomodoros" - v_old
    WHERE "id" = OLD."user_id";
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" OR v_new <> v_old THEN
    UPDATE "users" SET
      "tasks_finished" = "tasks_finished" + (NEW."status" = 'finished')::int - (OLD."status" = 'finished')::int,
      "remaining_pomodoros" = "remaining_pomodoros" + v_new - v_old
    WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "tasks_counts" ON "tasks";--> statement-breakpoint
CREATE TRIGGER "tasks_counts" AFTER INSERT OR DELETE OR UPDATE OF "status", "estimated_pomodoros", "completed_pomodoros"
  ON "tasks" FOR EACH ROW EXECUTE FUNCTION "tasks_count_on_user"();--> statement-breakpoint
-- Existing boards, summed once.
UPDATE "users" u SET "remaining_pomodoros" = t."remaining"
FROM (
  SELECT "user_id", sum(greatest(0, "estimated_pomodoros" - "completed_pomodoros"))::int AS "remaining"
  FROM "tasks" WHERE "status" = 'ongoing' GROUP BY "user_id"
) t
WHERE u."id" = t."user_id";
