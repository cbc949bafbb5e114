-- Drops committed together (decision 059), as toggles and claims are (migrations 0020 and 0021): several
-- drops made along their sessions in one statement. p_items is a JSON array of {session_id, user_id, now,
-- idle_since, touch_before, items}, items being the drop's own array; each is planned and written by
-- reorder_tasks_along_session (migration 0019), exactly as the single statement does it, and answers its
-- row with its place in the array (n, from 1), the board's JSON included. An item whose session is not open
-- answers no row (401).
--
-- The items run one after the other in the order of their users, then of their places, so every batch
-- takes the user rows' locks in the same order, and two drops of one user apply in the order they arrived.
CREATE FUNCTION "reorder_tasks_along_sessions"(p_items jsonb)
RETURNS TABLE ("n" integer, "session_stale" boolean, "outcome" text, "ongoing_tasks" text)
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT i.*
    FROM ROWS FROM (jsonb_to_recordset(p_items) AS ("session_id" uuid, "user_id" uuid, "now" timestamptz,
        "idle_since" timestamptz, "touch_before" timestamptz, "items" jsonb))
      WITH ORDINALITY AS i("session_id", "user_id", "now", "idle_since", "touch_before", "items", "ord")
    ORDER BY i."user_id", i."ord"
  LOOP
    RETURN QUERY SELECT r."ord"::integer, d.*
      FROM "reorder_tasks_along_session"(r."session_id", r."user_id", r."now", r."idle_since",
        r."touch_before", r."items") d;
  END LOOP;
END $$;
