CREATE TABLE "stats_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"focus_units" integer DEFAULT 0 NOT NULL,
	"pomodoros" integer DEFAULT 0 NOT NULL,
	"coins_earned" integer DEFAULT 0 NOT NULL,
	"tasks_finished" integer DEFAULT 0 NOT NULL,
	"goal_kind" text NOT NULL,
	"goal_value" integer NOT NULL,
	CONSTRAINT "stats_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "stats_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"goal_kind" text DEFAULT 'minutes' NOT NULL,
	"goal_value" integer DEFAULT 100 NOT NULL,
	"day_start_hour" integer DEFAULT 4 NOT NULL,
	"time_zone" text,
	"session_day" date,
	"session_last_at" timestamp with time zone,
	CONSTRAINT "stats_settings_goal_kind_valid" CHECK ("stats_settings"."goal_kind" in ('minutes', 'pomodoros')),
	CONSTRAINT "stats_settings_goal_value_positive" CHECK ("stats_settings"."goal_value" >= 1),
	CONSTRAINT "stats_settings_day_start_hour_range" CHECK ("stats_settings"."day_start_hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "finished_day" date;--> statement-breakpoint
ALTER TABLE "stats_days" ADD CONSTRAINT "stats_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_settings" ADD CONSTRAINT "stats_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The statistics summary (docs/decisions/036-stats-summary-by-triggers.md): the triggers below keep one
-- stats_days row per user and local day as credits arrive, in the same transaction, whoever inserts them.
-- The day an event counts on (decision 037; modelled by dayForEvent in packages/core/src/stats/session-days.ts):
-- a focus credit whose covered time starts within 10 minutes of the previous focus credit continues that
-- session and counts on the session's day; anything else counts on the local day (time zone, day start
-- hour) of when it started. Locks the user's stats_settings row, so one user's credits are dated one by one;
-- the user row first, as every claim, the totals triggers (0005) and account deletion do, so locks are always
-- taken in the same order (no deadlock, whichever trigger fires first).
CREATE FUNCTION "stats_day_for"(p_user uuid, p_at timestamptz, p_span_seconds double precision, p_session boolean)
RETURNS date LANGUAGE plpgsql AS $$
DECLARE
  s "stats_settings"%ROWTYPE;
  v_start timestamptz := p_at - make_interval(secs => greatest(p_span_seconds, 0));
  v_day date;
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = p_user FOR NO KEY UPDATE;
  SELECT * INTO s FROM "stats_settings" WHERE "user_id" = p_user FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO "stats_settings" ("user_id") VALUES (p_user) ON CONFLICT ("user_id") DO NOTHING;
    SELECT * INTO s FROM "stats_settings" WHERE "user_id" = p_user FOR UPDATE;
  END IF;
  IF s."session_day" IS NOT NULL AND p_at >= s."session_last_at" - interval '10 minutes'
     AND v_start <= s."session_last_at" + interval '10 minutes' THEN
    v_day := s."session_day";
  ELSE
    v_day := ((CASE WHEN p_session THEN v_start ELSE p_at END AT TIME ZONE coalesce(s."time_zone", 'UTC'))
      - make_interval(hours => s."day_start_hour"))::date;
  END IF;
  IF p_session AND (s."session_last_at" IS NULL OR p_at >= s."session_last_at") THEN
    UPDATE "stats_settings" SET "session_day" = v_day, "session_last_at" = p_at WHERE "user_id" = p_user;
  END IF;
  RETURN v_day;
END $$;--> statement-breakpoint
-- Adds to a day's figures; the day's first row takes the goal in force (stats_settings exists: stats_day_for
-- made it).
CREATE FUNCTION "stats_add"(p_user uuid, p_day date, p_units integer, p_pomodoros integer, p_coins integer, p_tasks integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "stats_days" ("user_id", "day", "focus_units", "pomodoros", "coins_earned", "tasks_finished", "goal_kind", "goal_value")
  SELECT p_user, p_day, p_units, p_pomodoros, p_coins, p_tasks, s."goal_kind", s."goal_value"
  FROM "stats_settings" s WHERE s."user_id" = p_user
  ON CONFLICT ("user_id", "day") DO UPDATE SET
    "focus_units" = "stats_days"."focus_units" + EXCLUDED."focus_units",
    "pomodoros" = "stats_days"."pomodoros" + EXCLUDED."pomodoros",
    "coins_earned" = "stats_days"."coins_earned" + EXCLUDED."coins_earned",
    "tasks_finished" = "stats_days"."tasks_finished" + EXCLUDED."tasks_finished";
$$;--> statement-breakpoint
CREATE FUNCTION "focus_time_ledger_add_to_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "stats_add"(NEW."user_id", "stats_day_for"(NEW."user_id", NEW."created_at", NEW."seconds" * 1.9, true), NEW."seconds", 0, 0, 0);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Focus coins are part of the focus stream (60 s each); task coins land on a day; admin corrections and
-- upgrades are not earnings and leave the statistics alone.
CREATE FUNCTION "coin_ledger_add_to_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."kind" = 'focus' THEN
    PERFORM "stats_add"(NEW."user_id", "stats_day_for"(NEW."user_id", NEW."created_at", NEW."delta" * 60.0, true), 0, 0, NEW."delta", 0);
  ELSIF NEW."kind" = 'task' THEN
    PERFORM "stats_add"(NEW."user_id", "stats_day_for"(NEW."user_id", NEW."created_at", 0, false), 0, 0, NEW."delta", 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A finished focus period is a pomodoro; a break adds nothing but keeps the session going.
CREATE FUNCTION "focus_periods_add_to_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := "stats_day_for"(NEW."user_id", NEW."created_at", NEW."seconds", true);
BEGIN
  IF NEW."kind" = 'focus' THEN
    PERFORM "stats_add"(NEW."user_id", v_day, 0, 1, 0, 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A finish counts on its day and records which (tasks.finished_day), so unchecking takes it back from that
-- day whatever the settings are by then. Deleting a finished task keeps the day's count: it was finished.
CREATE FUNCTION "tasks_finish_to_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."finished_day" IS NOT NULL
     AND (NEW."status" <> 'finished' OR NEW."finished_at" IS DISTINCT FROM OLD."finished_at") THEN
    UPDATE "stats_days" SET "tasks_finished" = "tasks_finished" - 1
    WHERE "user_id" = OLD."user_id" AND "day" = OLD."finished_day";
    NEW."finished_day" := NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    NEW."finished_day" := OLD."finished_day";
  ELSE
    NEW."finished_day" := NULL;
  END IF;
  IF NEW."status" = 'finished' AND NEW."finished_day" IS NULL THEN
    v_day := "stats_day_for"(NEW."user_id", coalesce(NEW."finished_at", now()), 0, false);
    PERFORM "stats_add"(NEW."user_id", v_day, 0, 0, 0, 1);
    NEW."finished_day" := v_day;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Replays one user's whole history into stats_days with their current settings: the backfill below, and an
-- operator's repair. It re-dates every past day, so it is not run when settings change (history stays).
CREATE FUNCTION "stats_rebuild_user"(p_user uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_day date;
BEGIN
  DELETE FROM "stats_days" WHERE "user_id" = p_user;
  UPDATE "stats_settings" SET "session_day" = NULL, "session_last_at" = NULL WHERE "user_id" = p_user;
  FOR r IN
    SELECT * FROM (
      SELECT "created_at" AS "at", "seconds" * 1.9 AS "span", true AS "session", "seconds" AS "units", 0 AS "pomodoros", 0 AS "coins", NULL::uuid AS "task_id", 1 AS "rank"
        FROM "focus_time_ledger" WHERE "user_id" = p_user
      UNION ALL
      SELECT "created_at", CASE WHEN "kind" = 'focus' THEN "delta" * 60.0 ELSE 0 END, "kind" = 'focus', 0, 0, "delta", NULL, 2
        FROM "coin_ledger" WHERE "user_id" = p_user AND "kind" IN ('focus', 'task')
      UNION ALL
      SELECT "created_at", "seconds", true, 0, ("kind" = 'focus')::int, 0, NULL, 3
        FROM "focus_periods" WHERE "user_id" = p_user
      UNION ALL
      SELECT coalesce("finished_at", "created_at"), 0, false, 0, 0, 0, "id", 4
        FROM "tasks" WHERE "user_id" = p_user AND "status" = 'finished'
    ) e ORDER BY "at", "rank"
  LOOP
    v_day := "stats_day_for"(p_user, r."at", r."span", r."session");
    IF r."task_id" IS NOT NULL THEN
      UPDATE "tasks" SET "finished_day" = v_day WHERE "id" = r."task_id";
      PERFORM "stats_add"(p_user, v_day, 0, 0, 0, 1);
    ELSIF r."units" <> 0 OR r."pomodoros" <> 0 OR r."coins" <> 0 THEN
      PERFORM "stats_add"(p_user, v_day, r."units", r."pomodoros", r."coins", 0);
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
-- Existing history, replayed once (before the triggers exist, so the replay's own task updates fire nothing).
SELECT "stats_rebuild_user"("id") FROM "users";--> statement-breakpoint
CREATE TRIGGER "focus_time_ledger_stats" AFTER INSERT ON "focus_time_ledger"
  FOR EACH ROW EXECUTE FUNCTION "focus_time_ledger_add_to_stats"();--> statement-breakpoint
CREATE TRIGGER "coin_ledger_stats" AFTER INSERT ON "coin_ledger"
  FOR EACH ROW EXECUTE FUNCTION "coin_ledger_add_to_stats"();--> statement-breakpoint
CREATE TRIGGER "focus_periods_stats" AFTER INSERT ON "focus_periods"
  FOR EACH ROW EXECUTE FUNCTION "focus_periods_add_to_stats"();--> statement-breakpoint
CREATE TRIGGER "tasks_stats" BEFORE INSERT OR UPDATE OF "status", "finished_at" ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "tasks_finish_to_stats"();
