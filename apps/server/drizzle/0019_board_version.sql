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
-- WHEN clause is checked without calling the function). A drop's shifted ranks bump the version once. A
-- task's id and owner are never updated (tasksRepository.update cannot set them; no function does).
--
-- Only row changes fire triggers: a TRUNCATE, or changes made with triggers off, leave the version as it
-- was, and so does a restore that hands transaction ids out again; restart the servers after either.
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
  AFTER UPDATE OF "status", "estimated_pomodoros", "completed_pomodoros", "task_name", "due_date", "priority", "position", "created_at"
  ON "tasks" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR (NEW."status" = 'ongoing'
    AND (OLD."task_name", OLD."due_date", OLD."estimated_pomodoros", OLD."completed_pomodoros", OLD."priority", OLD."position", OLD."created_at")
      IS DISTINCT FROM (NEW."task_name", NEW."due_date", NEW."estimated_pomodoros", NEW."completed_pomodoros", NEW."priority", NEW."position", NEW."created_at")))
  EXECUTE FUNCTION "tasks_count_on_user"();
--> statement-breakpoint
-- The board's answer, written in one place for GET /api/tasks and for the drop (which wrote its own copy
-- since migration 0016): the user's ongoing tasks in board order, as the JSON text of the answer's list,
-- each task in its wire shape (services/tasks/task-dto.ts: `_id`, pomodoro counts as strings). Written by
-- concatenation: json_build_object looks up how to write each of its values again for every row, which was
-- over a third of the board read's PostgreSQL time for 20 tasks. Free text and dates go through to_json
-- (escaping; ISO dates whatever the connection's DateStyle); uuids, integers and the contract's enum words
-- (every write checks them) need no escaping.
--
-- A function, so that the read made along the session calls it only when the answer the server keeps is
-- outdated (a subquery in the statement is set up on every call, used or not), with its plan kept for the
-- connection. STABLE: it reads with the snapshot of the statement that calls it, the one that read the
-- board's version.
CREATE FUNCTION "ongoing_tasks_json"(p_user uuid) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT '[' || coalesce(string_agg('{"_id":"' || t."id" || '","taskName":' || to_json(t."task_name")
        || ',"dueDate":' || to_json(t."due_date") || ',"estimatedPomodoros":"' || t."estimated_pomodoros"
        || '","completedPomodoros":"' || t."completed_pomodoros" || '","priority":"' || t."priority"
        || '","status":"' || t."status" || '"}',
      ',' ORDER BY CASE WHEN t."priority" = 'must do' THEN 0 ELSE 1 END, t."position", t."created_at", t."id"),
      '') || ']'
    FROM "tasks" t WHERE t."user_id" = p_user AND t."status" = 'ongoing');
END $$;
--> statement-breakpoint
-- The drop of migration 0016, answering through that function.
CREATE OR REPLACE FUNCTION "reorder_tasks_along_session"(p_session uuid, p_user uuid, p_now timestamptz,
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
  -- The board after the drop, as GET /api/tasks answers it.
  RETURN QUERY SELECT v_stale, 'ok', "ongoing_tasks_json"(p_user);
END $$;
