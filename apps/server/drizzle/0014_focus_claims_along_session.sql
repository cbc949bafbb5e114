-- Focus claims made along the session (decision 050): one statement checks the token's session, decides the
-- claim from the user row and pays it, where a claim was the authentication's statement and then a paying
-- one. The rules' numbers stay in the server (claim-bound.ts passes them in); this is only their formula,
-- kept equal to decideClaim by a property test on both engines (focus-claim-decision.test.ts).
--
-- focus_claim_decision: decideClaim in milliseconds since the epoch, as the server's Date has them (a stored
-- instant is cut to the millisecond, as the driver cuts it when it reads one). p_remaining_cap NULL: no cap.
CREATE FUNCTION "focus_claim_decision"(p_requested integer, p_now timestamptz, p_until timestamptz,
  p_created timestamptz, p_remaining_cap integer, p_unit_ms bigint, p_tolerance_ms bigint,
  p_backlog_ms bigint, p_forfeit_ms bigint, p_late boolean,
  OUT "credited" integer, OUT "credited_until" timestamptz)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v_now bigint := floor(extract(epoch FROM p_now) * 1000);
  v_from bigint;
  v_allowed bigint;
  v_paid bigint;
BEGIN
  v_from := greatest(floor(extract(epoch FROM coalesce(p_until, p_created)) * 1000), v_now - p_backlog_ms);
  v_allowed := greatest(0, floor((v_now - v_from + p_tolerance_ms)::numeric / p_unit_ms));
  "credited" := greatest(0, least(p_requested, v_allowed, coalesce(p_remaining_cap, p_requested)));
  IF "credited" = 0 THEN
    "credited_until" := p_until;
    RETURN;
  END IF;
  v_paid := v_from + "credited" * p_unit_ms;
  IF NOT p_late THEN v_paid := greatest(v_paid, v_now - p_forfeit_ms); END IF;
  "credited_until" := 'epoch'::timestamptz + v_paid * interval '1 millisecond';
END $$;
--> statement-breakpoint
-- A time claim of the session p_session's user, if that session is open (not revoked, not expired, used
-- since p_idle_since: the authentication's own checks). No row: no open session, nothing written. The
-- bookkeeping instant is read without a lock and the UPDATE pays only if it is still the one read (a claim
-- cut to nothing writes nothing); when a concurrent claim of the user moved it, the row is locked and the
-- claim decided again. The user row is the first row locked, as in every claim (migration 0007).
CREATE FUNCTION "claim_focus_time_along_session"(p_session uuid, p_user uuid, p_requested integer,
  p_now timestamptz, p_idle_since timestamptz, p_touch_before timestamptz, p_unit_ms bigint,
  p_tolerance_ms bigint, p_backlog_ms bigint, p_forfeit_ms bigint)
RETURNS TABLE ("session_stale" boolean, "credited" integer, "total" integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_stale boolean;
  v_until timestamptz;
  v_created timestamptz;
  v_total integer;
  d record;
BEGIN
  FOR attempt IN 1..2 LOOP
    SELECT s."last_used_at" < p_touch_before, u."time_credited_until", u."created_at", u."focus_time"
      INTO v_stale, v_until, v_created, v_total
      FROM "sessions" s JOIN "users" u ON u."id" = s."user_id"
      WHERE s."id" = p_session AND s."user_id" = p_user AND s."revoked_at" IS NULL
        AND s."expires_at" > p_now AND s."last_used_at" > p_idle_since;
    IF NOT FOUND THEN RETURN; END IF;
    d := focus_claim_decision(p_requested, p_now, v_until, v_created, NULL, p_unit_ms, p_tolerance_ms,
      p_backlog_ms, p_forfeit_ms, false);
    IF d."credited" = 0 THEN
      RETURN QUERY SELECT v_stale, 0, v_total;
      RETURN;
    END IF;
    -- After waiting for another claim's lock the condition is checked again on the newest row version.
    UPDATE "users" u SET "time_credited_until" = d."credited_until"
      WHERE u."id" = p_user AND u."time_credited_until" IS NOT DISTINCT FROM v_until
      RETURNING u."focus_time" INTO v_total;
    IF FOUND THEN
      -- The ledger's trigger adds the units to users.focus_time after the UPDATE read the old total.
      INSERT INTO "focus_time_ledger" ("user_id", "seconds", "created_at") VALUES (p_user, d."credited", p_now);
      RETURN QUERY SELECT v_stale, d."credited", v_total + d."credited";
      RETURN;
    END IF;
    -- Moved by a concurrent claim: hold the row, so the second reading is the last word.
    PERFORM 1 FROM "users" u WHERE u."id" = p_user FOR UPDATE;
  END LOOP;
  RAISE EXCEPTION 'focus time claim of % not applied under the row lock', p_user;
END $$;
--> statement-breakpoint
-- The same for focus coins, within the UTC day's cap on focus coins (p_daily_cap from p_day_start). The
-- day's sum is read only for a claim that would pay, and again after a conflict, under the row lock.
CREATE FUNCTION "claim_focus_coins_along_session"(p_session uuid, p_user uuid, p_requested integer,
  p_now timestamptz, p_idle_since timestamptz, p_touch_before timestamptz, p_day_start timestamptz,
  p_daily_cap integer, p_unit_ms bigint, p_tolerance_ms bigint, p_backlog_ms bigint, p_forfeit_ms bigint)
RETURNS TABLE ("session_stale" boolean, "credited" integer, "coins" integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_stale boolean;
  v_until timestamptz;
  v_created timestamptz;
  v_coins integer;
  v_today integer;
  d record;
BEGIN
  FOR attempt IN 1..2 LOOP
    SELECT s."last_used_at" < p_touch_before, u."coins_credited_until", u."created_at", u."coins"
      INTO v_stale, v_until, v_created, v_coins
      FROM "sessions" s JOIN "users" u ON u."id" = s."user_id"
      WHERE s."id" = p_session AND s."user_id" = p_user AND s."revoked_at" IS NULL
        AND s."expires_at" > p_now AND s."last_used_at" > p_idle_since;
    IF NOT FOUND THEN RETURN; END IF;
    d := focus_claim_decision(p_requested, p_now, v_until, v_created, NULL, p_unit_ms, p_tolerance_ms,
      p_backlog_ms, p_forfeit_ms, false);
    IF d."credited" > 0 THEN
      SELECT coalesce(sum(l."delta"), 0)::int INTO v_today FROM "coin_ledger" l
        WHERE l."user_id" = p_user AND l."kind" = 'focus' AND l."created_at" >= p_day_start;
      d := focus_claim_decision(p_requested, p_now, v_until, v_created, p_daily_cap - v_today, p_unit_ms,
        p_tolerance_ms, p_backlog_ms, p_forfeit_ms, false);
    END IF;
    IF d."credited" = 0 THEN
      RETURN QUERY SELECT v_stale, 0, v_coins;
      RETURN;
    END IF;
    UPDATE "users" u SET "coins" = u."coins" + d."credited", "coins_credited_until" = d."credited_until"
      WHERE u."id" = p_user AND u."coins_credited_until" IS NOT DISTINCT FROM v_until
      RETURNING u."coins" INTO v_coins;
    IF FOUND THEN
      INSERT INTO "coin_ledger" ("user_id", "delta", "kind", "created_at") VALUES (p_user, d."credited", 'focus', p_now);
      RETURN QUERY SELECT v_stale, d."credited", v_coins;
      RETURN;
    END IF;
    PERFORM 1 FROM "users" u WHERE u."id" = p_user FOR UPDATE;
  END LOOP;
  RAISE EXCEPTION 'focus coin claim of % not applied under the row lock', p_user;
END $$;
