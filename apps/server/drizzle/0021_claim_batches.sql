-- Focus claims and pomodoro credits committed together (decision 059), as toggles are (migration 0020):
-- several claims of one kind made along their sessions in one statement. p_items is a JSON array; each item
-- carries the arguments of the single function (migrations 0014 and 0015) under their names without the
-- p_ prefix, and is decided and paid by that function, exactly as the single statement does it. Each item
-- answers the single function's row with its place in the array (n, from 1); an item whose session is not
-- open answers no row (401).
--
-- The items run one after the other in the order of their users, then of their places: every batch takes
-- the user rows' locks in the same order (toggle batches too), so two batches cannot deadlock, and two
-- claims of one user run in the order they arrived, the second seeing what the first paid.
CREATE FUNCTION "claim_focus_time_along_sessions"(p_items jsonb)
RETURNS TABLE ("n" integer, "session_stale" boolean, "credited" integer, "total" integer)
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT i.*
    FROM ROWS FROM (jsonb_to_recordset(p_items) AS ("session_id" uuid, "user_id" uuid, "requested" integer,
        "now" timestamptz, "idle_since" timestamptz, "touch_before" timestamptz, "unit_ms" bigint,
        "tolerance_ms" bigint, "backlog_ms" bigint, "forfeit_ms" bigint))
      WITH ORDINALITY AS i("session_id", "user_id", "requested", "now", "idle_since", "touch_before", "unit_ms",
        "tolerance_ms", "backlog_ms", "forfeit_ms", "ord")
    ORDER BY i."user_id", i."ord"
  LOOP
    RETURN QUERY SELECT r."ord"::integer, c.*
      FROM "claim_focus_time_along_session"(r."session_id", r."user_id", r."requested", r."now", r."idle_since",
        r."touch_before", r."unit_ms", r."tolerance_ms", r."backlog_ms", r."forfeit_ms") c;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION "claim_focus_coins_along_sessions"(p_items jsonb)
RETURNS TABLE ("n" integer, "session_stale" boolean, "credited" integer, "coins" integer)
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT i.*
    FROM ROWS FROM (jsonb_to_recordset(p_items) AS ("session_id" uuid, "user_id" uuid, "requested" integer,
        "now" timestamptz, "idle_since" timestamptz, "touch_before" timestamptz, "day_start" timestamptz,
        "daily_cap" integer, "unit_ms" bigint, "tolerance_ms" bigint, "backlog_ms" bigint, "forfeit_ms" bigint))
      WITH ORDINALITY AS i("session_id", "user_id", "requested", "now", "idle_since", "touch_before", "day_start",
        "daily_cap", "unit_ms", "tolerance_ms", "backlog_ms", "forfeit_ms", "ord")
    ORDER BY i."user_id", i."ord"
  LOOP
    RETURN QUERY SELECT r."ord"::integer, c.*
      FROM "claim_focus_coins_along_session"(r."session_id", r."user_id", r."requested", r."now", r."idle_since",
        r."touch_before", r."day_start", r."daily_cap", r."unit_ms", r."tolerance_ms", r."backlog_ms",
        r."forfeit_ms") c;
  END LOOP;
END $$;
--> statement-breakpoint
-- task_id null: an id that cannot be a task's (not_found), as in the single statement.
CREATE FUNCTION "complete_pomodoro_along_sessions"(p_items jsonb)
RETURNS TABLE ("n" integer, "session_stale" boolean, "outcome" text, "credited" boolean, "id" uuid,
  "task_name" text, "due_date" text, "estimated_pomodoros" integer, "completed_pomodoros" integer,
  "priority" text, "status" text)
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT i.*
    FROM ROWS FROM (jsonb_to_recordset(p_items) AS ("session_id" uuid, "user_id" uuid, "task_id" uuid,
        "now" timestamptz, "idle_since" timestamptz, "touch_before" timestamptz, "unit_ms" bigint,
        "tolerance_ms" bigint, "backlog_ms" bigint, "forfeit_ms" bigint))
      WITH ORDINALITY AS i("session_id", "user_id", "task_id", "now", "idle_since", "touch_before", "unit_ms",
        "tolerance_ms", "backlog_ms", "forfeit_ms", "ord")
    ORDER BY i."user_id", i."ord"
  LOOP
    RETURN QUERY SELECT r."ord"::integer, c.*
      FROM "complete_pomodoro_along_session"(r."session_id", r."user_id", r."task_id", r."now", r."idle_since",
        r."touch_before", r."unit_ms", r."tolerance_ms", r."backlog_ms", r."forfeit_ms") c;
  END LOOP;
END $$;
