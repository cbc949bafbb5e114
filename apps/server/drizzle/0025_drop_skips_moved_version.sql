-- A drop planned by the server (migration 0023) moves the board's version itself, under the owner's row
-- lock, before it writes the new ranks. The tasks trigger of migration 0019 then fired once for every task
-- whose rank or zone moved, and each call ran an UPDATE of the user row that found the version already moved
-- and wrote nothing: a fifth to a third of a drop's PostgreSQL time in the bench, for no change.
--
-- While that one UPDATE runs, the function names the user in a setting local to the transaction
-- (focus.board_version_moved), and the trigger's WHEN skips a change that touches only what the board shows
-- or sorts by for a task of that user. The setting is cleared as soon as the UPDATE returns (an error rolls
-- it back with the transaction), so every other change, by any other statement or tool, still moves the
-- version through the trigger as before. Changes to status, estimates or completed pomodoros never skip:
-- they also keep the counts on the user row.
DROP TRIGGER "tasks_counts_on_update" ON "tasks";--> statement-breakpoint
CREATE TRIGGER "tasks_counts_on_update"
  AFTER UPDATE OF "status", "estimated_pomodoros", "completed_pomodoros", "task_name", "due_date", "priority", "position", "created_at"
  ON "tasks" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR (NEW."status" = 'ongoing'
    AND ((OLD."estimated_pomodoros", OLD."completed_pomodoros") IS DISTINCT FROM (NEW."estimated_pomodoros", NEW."completed_pomodoros")
      OR ((OLD."task_name", OLD."due_date", OLD."priority", OLD."position", OLD."created_at")
          IS DISTINCT FROM (NEW."task_name", NEW."due_date", NEW."priority", NEW."position", NEW."created_at")
        AND current_setting('focus.board_version_moved', true) IS DISTINCT FROM NEW."user_id"::text))))
  EXECUTE FUNCTION "tasks_count_on_user"();
--> statement-breakpoint
-- Migration 0023's function, with the setting around the server's plan.
CREATE OR REPLACE FUNCTION "reorder_tasks_along_session"(p_session uuid, p_user uuid, p_now timestamptz,
  p_idle_since timestamptz, p_touch_before timestamptz, p_items jsonb, p_kept_version bigint, p_places jsonb)
RETURNS TABLE ("session_stale" boolean, "outcome" text, "ongoing_tasks" text, "board_version" bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_stale boolean;
  v_found integer;
BEGIN
  SELECT s."last_used_at" < p_touch_before INTO v_stale
    FROM "sessions" s
    WHERE s."id" = p_session AND s."user_id" = p_user AND s."revoked_at" IS NULL
      AND s."expires_at" > p_now AND s."last_used_at" > p_idle_since;
  IF NOT FOUND THEN RETURN; END IF;
  IF p_places IS NOT NULL THEN
    -- The version moves now, under the owner's row lock, if it is still the one the server planned from
    -- (the condition is checked again on the row as it is once a concurrent change commits). The setting
    -- then tells the tasks trigger that this user's version has moved, and it is not called for the ranks.
    UPDATE "users" u SET "board_version" = txid_current()
      WHERE u."id" = p_user AND u."board_version" = p_kept_version;
    IF FOUND THEN
      -- The server's plan, made from the board as it is now: ongoing_tasks null says "answer from it".
      PERFORM set_config('focus.board_version_moved', p_user::text, true);
      UPDATE "tasks" t SET "priority" = p."priority", "position" = p."position"
        FROM jsonb_to_recordset(p_places) AS p("id" uuid, "priority" text, "position" integer)
        WHERE t."user_id" = p_user AND t."id" = p."id"
          AND (t."priority" <> p."priority" OR t."position" <> p."position");
      PERFORM set_config('focus.board_version_moved', '', true);
      RETURN QUERY SELECT v_stale, 'ok', NULL::text, txid_current();
      RETURN;
    END IF;
  END IF;
  PERFORM 1 FROM "users" u WHERE u."id" = p_user FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  -- Planned here (migration 0019's statement): it writes only if every named task is the user's.
  WITH "items" AS (
    SELECT * FROM ROWS FROM (jsonb_to_recordset(p_items) AS ("id" uuid, "priority" text, "order" integer))
      WITH ORDINALITY AS i("id", "priority", "ord", n)
  ), "named" AS (
    SELECT i."id", i."priority", i."ord", t."status",
        row_number() OVER (PARTITION BY i."priority" ORDER BY i."ord", i.n) - 1 AS "rank"
      FROM "items" i JOIN "tasks" t ON t."user_id" = p_user AND t."id" = i."id"
  ), "zone_sizes" AS (
    SELECT n."priority", count(*) AS "size" FROM "named" n GROUP BY n."priority"
  ), "others" AS (
    SELECT t."id", t."priority",
        coalesce(z."size", 0) + row_number() OVER (PARTITION BY t."priority"
          ORDER BY t."position", t."created_at", t."id") - 1 AS "rank"
      FROM "tasks" t LEFT JOIN "zone_sizes" z ON z."priority" = t."priority"
      WHERE t."user_id" = p_user AND t."status" = 'ongoing'
        AND NOT EXISTS (SELECT 1 FROM "items" i WHERE i."id" = t."id")
  ), "places" AS (
    SELECT n."id", n."priority", CASE WHEN n."status" = 'ongoing' THEN n."rank" ELSE n."ord" END AS "position"
      FROM "named" n
    UNION ALL
    SELECT o."id", o."priority", o."rank" FROM "others" o
  ), "moved" AS (
    UPDATE "tasks" t SET "priority" = p."priority", "position" = p."position"
      FROM "places" p
      WHERE t."user_id" = p_user AND t."id" = p."id"
        AND (t."priority" <> p."priority" OR t."position" <> p."position")
        AND (SELECT count(*) FROM "named") = jsonb_array_length(p_items)
  )
  SELECT count(*) INTO v_found FROM "named";
  IF v_found <> jsonb_array_length(p_items) THEN
    RETURN QUERY SELECT v_stale, 'not_found', NULL::text, NULL::bigint;
    RETURN;
  END IF;
  -- The board after the drop, with the version it is at: a new statement, so it sees the UPDATE.
  RETURN QUERY SELECT v_stale, 'ok', "ongoing_tasks_json"(p_user), u."board_version"
    FROM "users" u WHERE u."id" = p_user;
END $$;
