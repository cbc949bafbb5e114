-- A drop on the task board made along the session (decision 054), as the toggle (decision 049) and the
-- claims (decisions 050 and 052) are: one statement checks the token's session, plans the drop and writes
-- it, where a drop was the authentication's statement (with the ongoing tasks read in it), the plan made
-- in the server and a call of reorder_tasks.
--
-- p_items is the request's list, already checked by the server: each id a uuid, named once. The plan is
-- applyReorder's (packages/core/src/tasks/reorder.ts, which stays the rule's reference and is checked
-- against this function by reorder-along-session.test.ts): per zone, the named tasks first in the order
-- the client sent (then in list order), then the zone's other ongoing tasks in their old board order;
-- ranks 0..n-1 per zone, and a named task that is not ongoing takes the zone and order it was dropped at.
--
-- No row: no open session, nothing written (401). Otherwise session_stale and an outcome:
--   'ok'         ongoing_tasks is the board after the drop, the JSON text of GET /api/tasks's list;
--   'not_found'  a named task is not the user's; nothing written.
-- The owner's row is locked before the tasks are read, as by every change that counts or ranks a user's
-- tasks, so a concurrent add, toggle or drop of the same user is planned after this one, from its result.
CREATE FUNCTION "reorder_tasks_along_session"(p_session uuid, p_user uuid, p_now timestamptz,
  p_idle_since timestamptz, p_touch_before timestamptz, p_items jsonb)
RETURNS TABLE ("session_stale" boolean, "outcome" text, "ongoing_tasks" text)
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
  PERFORM 1 FROM "users" u WHERE u."id" = p_user FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  -- One statement plans and writes; it writes only if every named task is the user's, which it counts.
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
    RETURN QUERY SELECT v_stale, 'not_found', NULL::text;
    RETURN;
  END IF;
  -- The board after the drop, written as GET /api/tasks writes it (ongoingTasksJsonAlongSession in
  -- tasks-repository.ts; board-reads.test.ts holds the two to the same text).
  RETURN QUERY SELECT v_stale, 'ok', (
    SELECT '[' || coalesce(string_agg('{"_id":"' || t."id" || '","taskName":' || to_json(t."task_name")
        || ',"dueDate":' || to_json(t."due_date") || ',"estimatedPomodoros":"' || t."estimated_pomodoros"
        || '","completedPomodoros":"' || t."completed_pomodoros" || '","priority":"' || t."priority"
        || '","status":"' || t."status" || '"}',
      ',' ORDER BY CASE WHEN t."priority" = 'must do' THEN 0 ELSE 1 END, t."position", t."created_at", t."id"),
      '') || ']'
    FROM "tasks" t WHERE t."user_id" = p_user AND t."status" = 'ongoing');
END $$;
--> statement-breakpoint
-- Its one caller, the drop planned in the server from the board the authentication read, is gone.
DROP FUNCTION "reorder_tasks"(uuid, jsonb, text, jsonb);
