-- Plain write paths (decision 066). Task, focus-claim and pomodoro writes are made by the server's services
-- in one short ORM transaction each, and every signed-in request reads its session with an ordinary query,
-- so the functions that checked a session and decided a write in SQL, their batch forms, the board's JSON
-- text and the board's version are dropped. What stays in SQL keeps derived totals exact: the per-day
-- statistics, the ledger totals, the task counts and remaining pomodoros on the user row.
DROP FUNCTION "claim_focus_coins_along_session"(p_session uuid, p_user uuid, p_requested integer, p_now timestamp with time zone, p_idle_since timestamp with time zone, p_touch_before timestamp with time zone, p_day_start timestamp with time zone, p_daily_cap integer, p_unit_ms bigint, p_tolerance_ms bigint, p_backlog_ms bigint, p_forfeit_ms bigint);--> statement-breakpoint
DROP FUNCTION "claim_focus_coins_along_sessions"(p_items jsonb);--> statement-breakpoint
DROP FUNCTION "claim_focus_time_along_session"(p_session uuid, p_user uuid, p_requested integer, p_now timestamp with time zone, p_idle_since timestamp with time zone, p_touch_before timestamp with time zone, p_unit_ms bigint, p_tolerance_ms bigint, p_backlog_ms bigint, p_forfeit_ms bigint);--> statement-breakpoint
DROP FUNCTION "claim_focus_time_along_sessions"(p_items jsonb);--> statement-breakpoint
DROP FUNCTION "complete_pomodoro_along_session"(p_session uuid, p_user uuid, p_task uuid, p_now timestamp with time zone, p_idle_since timestamp with time zone, p_touch_before timestamp with time zone, p_unit_ms bigint, p_tolerance_ms bigint, p_backlog_ms bigint, p_forfeit_ms bigint);--> statement-breakpoint
DROP FUNCTION "complete_pomodoro_along_sessions"(p_items jsonb);--> statement-breakpoint
DROP FUNCTION "focus_claim_decision"(p_requested integer, p_now timestamp with time zone, p_until timestamp with time zone, p_created timestamp with time zone, p_remaining_cap integer, p_unit_ms bigint, p_tolerance_ms bigint, p_backlog_ms bigint, p_forfeit_ms bigint, p_late boolean, OUT credited integer, OUT credited_until timestamp with time zone);--> statement-breakpoint
DROP FUNCTION "ongoing_tasks_json"(p_user uuid);--> statement-breakpoint
DROP FUNCTION "reorder_tasks_along_session"(p_session uuid, p_user uuid, p_now timestamp with time zone, p_idle_since timestamp with time zone, p_touch_before timestamp with time zone, p_items jsonb);--> statement-breakpoint
DROP FUNCTION "reorder_tasks_along_session"(p_session uuid, p_user uuid, p_now timestamp with time zone, p_idle_since timestamp with time zone, p_touch_before timestamp with time zone, p_items jsonb, p_kept_version bigint, p_places jsonb);--> statement-breakpoint
DROP FUNCTION "reorder_tasks_along_sessions"(p_items jsonb);--> statement-breakpoint
DROP FUNCTION "toggle_task"(p_user uuid, p_task uuid, p_now timestamp with time zone, p_day_start timestamp with time zone, p_max_ongoing integer, p_task_coins integer, p_daily_cap integer);--> statement-breakpoint
DROP FUNCTION "toggle_tasks_along_sessions"(p_items jsonb, p_max_ongoing integer, p_task_coins integer, p_daily_cap integer);--> statement-breakpoint
DROP FUNCTION "write_drop_ranks"(p_items jsonb, p_ords bigint[], p_users text);--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "board_version";--> statement-breakpoint
-- The task counts and remaining pomodoros on the user row, without the board's version.
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
DROP TRIGGER "tasks_counts_on_update" ON "tasks";--> statement-breakpoint
CREATE TRIGGER "tasks_counts_on_update"
  AFTER UPDATE OF "status", "estimated_pomodoros", "completed_pomodoros" ON "tasks" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."estimated_pomodoros" IS DISTINCT FROM NEW."estimated_pomodoros"
    OR OLD."completed_pomodoros" IS DISTINCT FROM NEW."completed_pomodoros")
  EXECUTE FUNCTION "tasks_count_on_user"();
