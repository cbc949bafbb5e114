-- stats_add (migration 0007) was a SQL-language function. PostgreSQL plans the statements of such a function
-- again on every call when it cannot inline it (an INSERT never is), and the statistics triggers call it with
-- every credit: a coin or time claim, a pomodoro, a task finished. As plpgsql, its INSERT is planned once per
-- connection. Same arguments, same statement, same result.
CREATE OR REPLACE FUNCTION "stats_add"(p_user uuid, p_day date, p_units integer, p_pomodoros integer, p_coins integer, p_tasks integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stats_days" ("user_id", "day", "focus_units", "pomodoros", "coins_earned", "tasks_finished", "goal_kind", "goal_value")
  SELECT p_user, p_day, p_units, p_pomodoros, p_coins, p_tasks, s."goal_kind", s."goal_value"
  FROM "stats_settings" s WHERE s."user_id" = p_user
  ON CONFLICT ("user_id", "day") DO UPDATE SET
    "focus_units" = "stats_days"."focus_units" + EXCLUDED."focus_units",
    "pomodoros" = "stats_days"."pomodoros" + EXCLUDED."pomodoros",
    "coins_earned" = "stats_days"."coins_earned" + EXCLUDED."coins_earned",
    "tasks_finished" = "stats_days"."tasks_finished" + EXCLUDED."tasks_finished";
END $$;
