-- A batch of drops planned by the server (migrations 0022, 0023 and 0025) ran, for each drop, a function of
-- its own that checked the session, moved the version and wrote the ranks in an UPDATE of its own: seven
-- statements and a nested call per drop, and in each UPDATE the executor's start, the tasks trigger's WHEN and
-- the table's CHECK constraints parsed again, and a hash of the user's tasks. Most of a drop's PostgreSQL time
-- went there, not to the rows it wrote.
--
-- Now the batch checks each drop's session and moves its version in the loop, and gathers the ranks of every
-- drop whose plan stood; they are written at the end in one UPDATE, each task found by its key. A drop the
-- function must plan itself (the list only) first writes the ranks gathered so far, so it plans from the board
-- as it is, and one user's drops still apply in the order they arrived.
--
-- The server no longer sends the client's list beside its plan. When the kept version has moved and the item
-- carries no list, the drop answers 'moved' and writes nothing, and so do the user's later drops in the batch;
-- the server sends each again alone, list included, in the order they arrived, while no later drop of that
-- user can leave (decision 059). An item with both, as the previous
-- release sends them, is planned here as before.
--
-- The tasks trigger now reads focus.board_version_moved as a list of users (comma separated): one user id, as
-- reorder_tasks_along_session sets it, is a list of one. A uuid's text has no comma, so it is found in the
-- list only as itself.
DROP TRIGGER "tasks_counts_on_update" ON "tasks";--> statement-breakpoint
CREATE TRIGGER "tasks_counts_on_update"
  AFTER UPDATE OF "status", "estimated_pomodoros", "completed_pomodoros", "task_name", "due_date", "priority", "position", "created_at"
  ON "tasks" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR (NEW."status" = 'ongoing'
    AND ((OLD."estimated_pomodoros", OLD."completed_pomodoros") IS DISTINCT FROM (NEW."estimated_pomodoros", NEW."completed_pomodoros")
      OR ((OLD."task_name", OLD."due_date", OLD."priority", OLD."position", OLD."created_at")
          IS DISTINCT FROM (NEW."task_name", NEW."due_date", NEW."priority", NEW."position", NEW."created_at")
        AND coalesce(strpos(current_setting('focus.board_version_moved', true), NEW."user_id"::text), 0) = 0))))
  EXECUTE FUNCTION "tasks_count_on_user"();
--> statement-breakpoint
-- The ranks of the drops at p_ords in a batch's items (their plans stood and their versions moved), for the
-- users listed in p_users: one UPDATE, each place's task found by its key and only if it is the drop's user's.
-- The places are read from the items here rather than gathered drop by drop: appending to a jsonb value copies
-- it whole, and a batch spent more time gathering than writing. The joins are pinned to nested loops, and the
-- owner is compared as text (each side in the uuid's one spelling), so that each task is reached by its key
-- alone: the planner counts 100 rows for
-- each JSON set it cannot see into, and would otherwise hash the whole tasks table, or read each user's tasks
-- and compare every one with every place.
CREATE FUNCTION "write_drop_ranks"(p_items jsonb, p_ords bigint[], p_users text)
RETURNS void
LANGUAGE plpgsql
SET enable_hashjoin = off
SET enable_mergejoin = off
AS $$
BEGIN
  IF p_users = '' THEN RETURN; END IF;
  PERFORM set_config('focus.board_version_moved', p_users, true);
  UPDATE "tasks" t SET "priority" = p."priority", "position" = p."position"
    FROM jsonb_array_elements(p_items) WITH ORDINALITY AS e("item", "ord"),
      jsonb_to_recordset(e."item" -> 'places') AS p("id" uuid, "priority" text, "position" integer)
    WHERE e."ord" = ANY(p_ords) AND t."id" = p."id" AND t."user_id"::text = (e."item" ->> 'user_id')::uuid::text
      AND (t."priority" <> p."priority" OR t."position" <> p."position");
  PERFORM set_config('focus.board_version_moved', '', true);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reorder_tasks_along_sessions"(p_items jsonb)
RETURNS TABLE ("n" integer, "session_stale" boolean, "outcome" text, "ongoing_tasks" text, "board_version" bigint)
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_stale boolean;
  -- The drops whose plan stood (their places in p_items) and their users, not written yet.
  v_ords bigint[] := '{}';
  v_users text := '';
  -- A user one of whose drops answered 'moved': the user's later drops in the batch answer it too, so that,
  -- sent again after it, they still apply after it.
  v_held uuid;
BEGIN
  FOR r IN
    SELECT i.*, coalesce(lead(i."user_id") OVER (ORDER BY i."user_id", i."ord") = i."user_id", false)
        AS "followed"
    FROM ROWS FROM (jsonb_to_recordset(p_items) AS ("session_id" uuid, "user_id" uuid, "now" timestamptz,
        "idle_since" timestamptz, "touch_before" timestamptz, "items" jsonb, "kept_version" bigint,
        "places" jsonb))
      WITH ORDINALITY AS i("session_id", "user_id", "now", "idle_since", "touch_before", "items",
        "kept_version", "places", "ord")
    ORDER BY i."user_id", i."ord"
  LOOP
    IF r."user_id" = v_held THEN
      n := r."ord"; session_stale := false; outcome := 'moved'; ongoing_tasks := NULL; board_version := NULL;
      RETURN NEXT;
      CONTINUE;
    END IF;
    IF r."places" IS NOT NULL THEN
      SELECT s."last_used_at" < r."touch_before" INTO v_stale
        FROM "sessions" s
        WHERE s."id" = r."session_id" AND s."user_id" = r."user_id" AND s."revoked_at" IS NULL
          AND s."expires_at" > r."now" AND s."last_used_at" > r."idle_since";
      -- No row: the session is not open (401).
      CONTINUE WHEN NOT FOUND;
      -- As in reorder_tasks_along_session: the version moves under the owner's row lock if it is still the
      -- one the server planned from.
      UPDATE "users" u SET "board_version" = txid_current()
        WHERE u."id" = r."user_id" AND u."board_version" = r."kept_version";
      IF FOUND THEN
        v_ords := v_ords || r."ord";
        v_users := v_users || r."user_id"::text || ',';
        n := r."ord"; session_stale := v_stale; outcome := 'ok'; ongoing_tasks := NULL;
        -- Two drops of one user in a batch end at one version: only the last may keep its board.
        board_version := CASE WHEN r."followed" THEN NULL ELSE txid_current() END;
        RETURN NEXT;
        CONTINUE;
      END IF;
      IF r."items" IS NULL THEN
        v_held := r."user_id";
        n := r."ord"; session_stale := v_stale; outcome := 'moved'; ongoing_tasks := NULL; board_version := NULL;
        RETURN NEXT;
        CONTINUE;
      END IF;
    END IF;
    -- Planned here from the list, on the board as it is: the ranks gathered so far are written first.
    PERFORM "write_drop_ranks"(p_items, v_ords, v_users);
    v_ords := '{}';
    v_users := '';
    RETURN QUERY SELECT r."ord"::integer, d."session_stale", d."outcome", d."ongoing_tasks",
        CASE WHEN r."followed" THEN NULL ELSE d."board_version" END
      FROM "reorder_tasks_along_session"(r."session_id", r."user_id", r."now", r."idle_since",
        r."touch_before", r."items", NULL, NULL) d;
  END LOOP;
  PERFORM "write_drop_ranks"(p_items, v_ords, v_users);
END $$;
