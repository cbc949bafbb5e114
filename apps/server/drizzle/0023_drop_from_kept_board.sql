-- A drop planned from the board the server keeps (decision 061). The server keeps each user's GET /api/tasks
-- answer with the board version it was read at (decision 058). When it has the board at some version, it
-- plans the drop itself, as applyReorder (packages/core) does, and sends every ongoing task's zone and rank
-- with that version. The function moves the user's version only if it is still that one, which locks the
-- owner's row as every board change does: then the kept board is the board now, the plan stands, and one
-- UPDATE writes the rows whose zone or rank moved. The server then writes the answer from its kept board,
-- and PostgreSQL neither plans nor writes the board's JSON, the two thirds of a drop's own time. Otherwise (no kept board, another change
-- since, a named task the kept board does not show) the drop is planned here, as since migration 0016.
--
-- Every answer carries the user's board version after the drop, so the server keeps the board it answers
-- with: the next drop, and the next board read, start from it (but see the batch below).
--
-- The six-argument function of migration 0019 stays for one release: a server still running the previous
-- code during a rolling deploy sends its single drops to it. A later migration that touches drops may drop
-- it.
--
-- p_kept_version and p_places are null together when the server keeps no board for the user, or the list
-- names a task its kept board does not show. p_places: [{id, priority, position}] for every ongoing task.
CREATE FUNCTION "reorder_tasks_along_session"(p_session uuid, p_user uuid, p_now timestamptz,
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
    -- (the condition is checked again on the row as it is once a concurrent change commits). Each changed
    -- task's trigger then finds the version already moved and writes nothing more.
    UPDATE "users" u SET "board_version" = txid_current()
      WHERE u."id" = p_user AND u."board_version" = p_kept_version;
    IF FOUND THEN
      -- The server's plan, made from the board as it is now: ongoing_tasks null says "answer from it".
      UPDATE "tasks" t SET "priority" = p."priority", "position" = p."position"
        FROM jsonb_to_recordset(p_places) AS p("id" uuid, "priority" text, "position" integer)
        WHERE t."user_id" = p_user AND t."id" = p."id"
          AND (t."priority" <> p."priority" OR t."position" <> p."position");
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
--> statement-breakpoint
-- The batch of migration 0022, over the new function: each item also carries kept_version and places.
--
-- A batch is one transaction, so every version it writes is the same transaction id: two drops of one user
-- in a batch would answer two boards at one version. Only the user's last drop in the batch answers the
-- version (the board as the batch commits it); the earlier ones answer null, and the server keeps no board
-- for them, since a version must name one board.
DROP FUNCTION "reorder_tasks_along_sessions"(jsonb);--> statement-breakpoint
CREATE FUNCTION "reorder_tasks_along_sessions"(p_items jsonb)
RETURNS TABLE ("n" integer, "session_stale" boolean, "outcome" text, "ongoing_tasks" text, "board_version" bigint)
LANGUAGE plpgsql AS $$
DECLARE
  r record;
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
    RETURN QUERY SELECT r."ord"::integer, d."session_stale", d."outcome", d."ongoing_tasks",
        CASE WHEN r."followed" THEN NULL ELSE d."board_version" END
      FROM "reorder_tasks_along_session"(r."session_id", r."user_id", r."now", r."idle_since",
        r."touch_before", r."items", r."kept_version", r."places") d;
  END LOOP;
END $$;
