-- Toggles committed together (decision 059): several toggles made along their sessions in one statement.
-- p_items is a JSON array of {session_id, user_id, task_id, now, day_start, idle_since, touch_before}; each
-- item whose session is open and belongs to user_id is toggled by toggle_task (migration 0008), exactly as
-- the single statement does it, and answers one row with its place in the array (n, from 1). An item whose
-- session is not open answers no row (401).
--
-- The items run one after the other in the order of their users, then of their places: every batch takes
-- the user rows' locks in the same order, so two batches cannot deadlock, and two toggles of one user run
-- in the order they arrived. Each call sees what the ones before it wrote (the 100-task limit, the daily
-- cap of task coins, a task toggled twice).
CREATE FUNCTION "toggle_tasks_along_sessions"(p_items jsonb, p_max_ongoing integer, p_task_coins integer,
  p_daily_cap integer)
RETURNS TABLE ("n" integer, "session_stale" boolean, "outcome" text, "coins_earned" integer, "id" uuid,
  "task_name" text, "due_date" text, "estimated_pomodoros" integer, "completed_pomodoros" integer,
  "priority" text, "status" text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT i."ord", i."user_id", i."task_id", i."now", i."day_start", s."last_used_at" < i."touch_before" AS "stale"
    FROM ROWS FROM (jsonb_to_recordset(p_items) AS ("session_id" uuid, "user_id" uuid, "task_id" uuid,
        "now" timestamptz, "day_start" timestamptz, "idle_since" timestamptz, "touch_before" timestamptz))
      WITH ORDINALITY AS i("session_id", "user_id", "task_id", "now", "day_start", "idle_since", "touch_before", "ord")
    JOIN "sessions" s ON s."id" = i."session_id" AND s."user_id" = i."user_id" AND s."revoked_at" IS NULL
      AND s."expires_at" > i."now" AND s."last_used_at" > i."idle_since"
    ORDER BY i."user_id", i."ord"
  LOOP
    RETURN QUERY SELECT r."ord"::integer, r."stale", t.*
      FROM "toggle_task"(r."user_id", r."task_id", r."now", r."day_start", p_max_ongoing, p_task_coins, p_daily_cap) t;
  END LOOP;
END $$;
