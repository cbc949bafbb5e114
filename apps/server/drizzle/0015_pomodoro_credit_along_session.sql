-- The task pomodoro credit made along the session (decision 052), as the focus claims are (decision 050):
-- one statement checks the token's session, decides the credit with focus_claim_decision under the
-- pomodoro rule (whose numbers the server passes in from claim-bound.ts) and credits it, where a credit was
-- the authentication's statement and then a read of the task or a call of credit_task_pomodoro.
--
-- No row: no open session, nothing written (401). Otherwise session_stale and an outcome:
--   'ok'          the task after the call; credited says whether a pomodoro was added;
--   'not_found'   no such task of the user (p_task NULL: an id that is not one), nothing written;
--   'not_ongoing' the task is finished, nothing written.
-- Nothing due: one read of the task (the bookkeeping only moves forward, so a locked row could not allow
-- more). One due: the user row is locked if its bookkeeping is still the one read (the first row locked,
-- as in every claim), the task credited, the bookkeeping moved and the credit recorded; when a concurrent
-- credit moved it, the row is locked and the credit decided again.
CREATE FUNCTION "complete_pomodoro_along_session"(p_session uuid, p_user uuid, p_task uuid,
  p_now timestamptz, p_idle_since timestamptz, p_touch_before timestamptz, p_unit_ms bigint,
  p_tolerance_ms bigint, p_backlog_ms bigint, p_forfeit_ms bigint)
RETURNS TABLE ("session_stale" boolean, "outcome" text, "credited" boolean, "id" uuid, "task_name" text,
  "due_date" text, "estimated_pomodoros" integer, "completed_pomodoros" integer, "priority" text,
  "status" text)
LANGUAGE plpgsql AS $$
DECLARE
  v_stale boolean;
  v_until timestamptz;
  v_created timestamptz;
  v_status text;
  d record;
  t record;
BEGIN
  FOR attempt IN 1..2 LOOP
    SELECT s."last_used_at" < p_touch_before, u."pomodoros_credited_until", u."created_at"
      INTO v_stale, v_until, v_created
      FROM "sessions" s JOIN "users" u ON u."id" = s."user_id"
      WHERE s."id" = p_session AND s."user_id" = p_user AND s."revoked_at" IS NULL
        AND s."expires_at" > p_now AND s."last_used_at" > p_idle_since;
    IF NOT FOUND THEN RETURN; END IF;
    d := focus_claim_decision(1, p_now, v_until, v_created, NULL, p_unit_ms, p_tolerance_ms, p_backlog_ms,
      p_forfeit_ms, false);
    IF d."credited" = 0 THEN
      SELECT k."id", k."task_name", k."due_date"::text AS "due_date", k."estimated_pomodoros",
          k."completed_pomodoros", k."priority", k."status"
        INTO t FROM "tasks" k WHERE k."user_id" = p_user AND k."id" = p_task;
      IF NOT FOUND THEN
        RETURN QUERY SELECT v_stale, 'not_found', false, NULL::uuid, NULL, NULL, NULL::int, NULL::int, NULL, NULL;
      ELSIF t."status" <> 'ongoing' THEN
        RETURN QUERY SELECT v_stale, 'not_ongoing', false, NULL::uuid, NULL, NULL, NULL::int, NULL::int, NULL, NULL;
      ELSE
        RETURN QUERY SELECT v_stale, 'ok', false, t."id", t."task_name", t."due_date", t."estimated_pomodoros",
          t."completed_pomodoros", t."priority", t."status";
      END IF;
      RETURN;
    END IF;
    -- After waiting for another credit's lock the condition is checked again on the newest row version.
    PERFORM 1 FROM "users" u WHERE u."id" = p_user
      AND u."pomodoros_credited_until" IS NOT DISTINCT FROM v_until FOR UPDATE;
    IF FOUND THEN
      UPDATE "tasks" k SET "completed_pomodoros" = k."completed_pomodoros" + 1
        WHERE k."user_id" = p_user AND k."id" = p_task AND k."status" = 'ongoing'
        RETURNING k."id", k."task_name", k."due_date"::text AS "due_date", k."estimated_pomodoros",
          k."completed_pomodoros", k."priority", k."status" INTO t;
      IF NOT FOUND THEN
        SELECT k."status" INTO v_status FROM "tasks" k WHERE k."user_id" = p_user AND k."id" = p_task;
        RETURN QUERY SELECT v_stale, CASE WHEN v_status IS NULL THEN 'not_found' ELSE 'not_ongoing' END,
          false, NULL::uuid, NULL, NULL, NULL::int, NULL::int, NULL, NULL;
        RETURN;
      END IF;
      UPDATE "users" u SET "pomodoros_credited_until" = d."credited_until" WHERE u."id" = p_user;
      INSERT INTO "task_pomodoros" ("user_id", "task_id", "created_at") VALUES (p_user, p_task, p_now);
      RETURN QUERY SELECT v_stale, 'ok', true, t."id", t."task_name", t."due_date", t."estimated_pomodoros",
        t."completed_pomodoros", t."priority", t."status";
      RETURN;
    END IF;
    -- Moved by a concurrent credit: hold the row, so the second reading is the last word.
    PERFORM 1 FROM "users" u WHERE u."id" = p_user FOR UPDATE;
  END LOOP;
  RAISE EXCEPTION 'pomodoro credit of % not applied under the row lock', p_user;
END $$;
--> statement-breakpoint
-- Its one caller, the credit decided in the server from the user row the authentication read, is gone.
DROP FUNCTION "credit_task_pomodoro"(uuid, uuid, timestamptz, timestamptz, timestamptz);
