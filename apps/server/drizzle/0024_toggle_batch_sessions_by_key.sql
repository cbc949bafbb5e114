-- Toggle batches (migration 0020) checked their items' sessions in the loop's own query, a join of the
-- items with "sessions". The planner takes jsonb_to_recordset for 100 rows, so the plan plpgsql keeps for
-- the connection hashed the items and read the whole sessions table for every batch: a cost that grew with
-- the number of accounts (12 000 sessions in the bench: a third of PostgreSQL's time under toggles). Each
-- item's session is now read by its key, one item after the other, as the claim batches (migration 0021)
-- and the single toggle already do.
--
-- Same answers: the items still run in the order of their users, then of their places, and an item whose
-- session is not open still answers no row (401). Each item's session is read when its turn comes, as the
-- single statement reads it, instead of when the batch started.
CREATE OR REPLACE FUNCTION "toggle_tasks_along_sessions"(p_items jsonb, p_max_ongoing integer, p_task_coins integer,
  p_daily_cap integer)
RETURNS TABLE ("n" integer, "session_stale" boolean, "outcome" text, "coins_earned" integer, "id" uuid,
  "task_name" text, "due_date" text, "estimated_pomodoros" integer, "completed_pomodoros" integer,
  "priority" text, "status" text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  r record;
  v_stale boolean;
BEGIN
  FOR r IN
    SELECT i.*
    FROM ROWS FROM (jsonb_to_recordset(p_items) AS ("session_id" uuid, "user_id" uuid, "task_id" uuid,
        "now" timestamptz, "day_start" timestamptz, "idle_since" timestamptz, "touch_before" timestamptz))
      WITH ORDINALITY AS i("session_id", "user_id", "task_id", "now", "day_start", "idle_since", "touch_before", "ord")
    ORDER BY i."user_id", i."ord"
  LOOP
    SELECT s."last_used_at" < r."touch_before" INTO v_stale
      FROM "sessions" s
      WHERE s."id" = r."session_id" AND s."user_id" = r."user_id" AND s."revoked_at" IS NULL
        AND s."expires_at" > r."now" AND s."last_used_at" > r."idle_since";
    IF FOUND THEN
      RETURN QUERY SELECT r."ord"::integer, v_stale, t.*
        FROM "toggle_task"(r."user_id", r."task_id", r."now", r."day_start", p_max_ongoing, p_task_coins, p_daily_cap) t;
    END IF;
  END LOOP;
END $$;
