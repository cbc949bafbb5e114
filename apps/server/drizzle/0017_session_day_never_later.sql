-- "A session counts on the day it started" (decision 037), and never on a day later than the credit's own.
-- A session is dated by its first credit; a later credit that covers time from before that one (sent late,
-- or overlapping it) across the day start showed the session had begun on the day before, yet counted on
-- the later day. Such a credit now counts on the earlier of the two days, and the session goes on from
-- there, as packages/core/src/stats/session-days.ts (the rule's model, checked against this function by
-- the server's statistics tests) does.
CREATE OR REPLACE FUNCTION "stats_day_for"(p_user uuid, p_at timestamptz, p_span_seconds double precision, p_session boolean)
RETURNS date LANGUAGE plpgsql AS $$
DECLARE
  s "stats_settings"%ROWTYPE;
  v_start timestamptz := p_at - make_interval(secs => greatest(p_span_seconds, 0));
  v_own date;
  v_day date;
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = p_user FOR NO KEY UPDATE;
  SELECT * INTO s FROM "stats_settings" WHERE "user_id" = p_user FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO "stats_settings" ("user_id") VALUES (p_user) ON CONFLICT ("user_id") DO NOTHING;
    SELECT * INTO s FROM "stats_settings" WHERE "user_id" = p_user FOR UPDATE;
  END IF;
  v_own := ((CASE WHEN p_session THEN v_start ELSE p_at END AT TIME ZONE coalesce(s."time_zone", 'UTC'))
    - make_interval(hours => s."day_start_hour"))::date;
  IF s."session_day" IS NOT NULL AND p_at >= s."session_last_at" - interval '10 minutes'
     AND v_start <= s."session_last_at" + interval '10 minutes' THEN
    v_day := least(s."session_day", v_own);
  ELSE
    v_day := v_own;
  END IF;
  IF p_session AND (s."session_last_at" IS NULL OR p_at >= s."session_last_at") THEN
    UPDATE "stats_settings" SET "session_day" = v_day, "session_last_at" = p_at WHERE "user_id" = p_user;
  END IF;
  RETURN v_day;
END $$;
