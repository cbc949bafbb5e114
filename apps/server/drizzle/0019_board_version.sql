-- The board's version (decision 058): a value on the user row that changes with every change to what GET
-- /api/tasks answers, so a server that keeps a user's answer can tell with one comparison, in the
-- authentication's statement, whether it still holds. The answer shows the ongoing tasks' id, name, due
-- date, pomodoro counts, zone and status, in board order (zone, rank, creation, id).
--
-- The version is the id of the last transaction that changed the board (txid_current()): every
-- transaction has its own, so the value after a change is never one an earlier answer was read at, and a
-- transaction that changes several tasks writes the user row once (a second bump finds the value already
-- set and writes nothing). Versions are only compared for equality, never ordered.
--
-- The tasks trigger already updates the user row for most such changes (counts and remaining pomodoros),
-- and the version rides along in that UPDATE. The trigger is split in two: inserts and deletes as before,
-- and updates only when a task is or was ongoing and a field the answer shows or sorts by changed (the
-- WHEN clause is checked without calling the function). A drop's shifted ranks bump the version once.
ALTER TABLE "users" ADD COLUMN "board_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
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
      "remaining_pomodoros" = "remaining_pomodoros" + v_new,
      "board_version" = txid_current()
    WHERE "id" = NEW."user_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "tasks_total" = "tasks_total" - 1,
      "tasks_finished" = "tasks_finished" - (OLD."status" = 'finished')::int,
      "remaining_pomodoros" = "remaining_pomodoros" - v_old,
      "board_version" = txid_current()
    WHERE "id" = OLD."user_id";
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" OR v_new <> v_old THEN
    UPDATE "users" SET
      "tasks_finished" = "tasks_finished" + (NEW."status" = 'finished')::int - (OLD."status" = 'finished')::int,
      "remaining_pomodoros" = "remaining_pomodoros" + v_new - v_old,
      "board_version" = txid_current()
    WHERE "id" = NEW."user_id";
  ELSE
    -- Only what the board shows changed (a name, a date, a zone, a rank, a pomodoro past the estimate):
    -- the version, once per transaction.
    UPDATE "users" SET "board_version" = txid_current()
    WHERE "id" = NEW."user_id" AND "board_version" <> txid_current();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "tasks_counts" ON "tasks";--> statement-breakpoint
CREATE TRIGGER "tasks_counts" AFTER INSERT OR DELETE ON "tasks" FOR EACH ROW EXECUTE FUNCTION "tasks_count_on_user"();--> statement-breakpoint
CREATE TRIGGER "tasks_counts_on_update"
  AFTER UPDATE OF "status", "estimated_pomodoros", "completed_pomodoros", "task_name", "due_date", "priority", "position"
  ON "tasks" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR (NEW."status" = 'ongoing'
    AND (OLD."task_name", OLD."due_date", OLD."estimated_pomodoros", OLD."completed_pomodoros", OLD."priority", OLD."position")
      IS DISTINCT FROM (NEW."task_name", NEW."due_date", NEW."estimated_pomodoros", NEW."completed_pomodoros", NEW."priority", NEW."position")))
  EXECUTE FUNCTION "tasks_count_on_user"();
