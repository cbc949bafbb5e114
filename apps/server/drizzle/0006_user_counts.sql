ALTER TABLE "users" ADD COLUMN "tasks_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tasks_finished" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "focus_periods" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "focus_period_seconds" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "break_periods" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "break_period_seconds" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Follows every insert, delete and change of status of a task, in the same transaction (decision 024's
-- reasoning, applied to the task and timer-period counts). A user's deletion cascades to the tasks; the update then finds
-- no row, which is what it should do.
CREATE FUNCTION "tasks_count_on_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "tasks_total" = "tasks_total" + 1,
      "tasks_finished" = "tasks_finished" + (NEW."status" = 'finished')::int
    WHERE "id" = NEW."user_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "tasks_total" = "tasks_total" - 1,
      "tasks_finished" = "tasks_finished" - (OLD."status" = 'finished')::int
    WHERE "id" = OLD."user_id";
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
    UPDATE "users" SET
      "tasks_finished" = "tasks_finished" + (NEW."status" = 'finished')::int - (OLD."status" = 'finished')::int
    WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tasks_counts" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "tasks_count_on_user"();--> statement-breakpoint
-- Existing tasks, counted once.
UPDATE "users" u SET "tasks_total" = t."total", "tasks_finished" = t."finished"
FROM (
  SELECT "user_id", count(*)::int AS "total", (count(*) FILTER (WHERE "status" = 'finished'))::int AS "finished"
  FROM "tasks" GROUP BY "user_id"
) t
WHERE u."id" = t."user_id";
--> statement-breakpoint
-- Timer periods are only ever inserted (and deleted with their user).
CREATE FUNCTION "focus_periods_add_to_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."kind" = 'focus' THEN
    UPDATE "users" SET "focus_periods" = "focus_periods" + 1,
      "focus_period_seconds" = "focus_period_seconds" + NEW."seconds" WHERE "id" = NEW."user_id";
  ELSE
    UPDATE "users" SET "break_periods" = "break_periods" + 1,
      "break_period_seconds" = "break_period_seconds" + NEW."seconds" WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "focus_periods_counts" AFTER INSERT ON "focus_periods"
  FOR EACH ROW EXECUTE FUNCTION "focus_periods_add_to_user"();--> statement-breakpoint
UPDATE "users" u SET
  "focus_periods" = t."focus", "focus_period_seconds" = t."focus_seconds",
  "break_periods" = t."break", "break_period_seconds" = t."break_seconds"
FROM (
  SELECT "user_id",
    (count(*) FILTER (WHERE "kind" = 'focus'))::int AS "focus",
    coalesce(sum("seconds") FILTER (WHERE "kind" = 'focus'), 0) AS "focus_seconds",
    (count(*) FILTER (WHERE "kind" = 'break'))::int AS "break",
    coalesce(sum("seconds") FILTER (WHERE "kind" = 'break'), 0) AS "break_seconds"
  FROM "focus_periods" GROUP BY "user_id"
) t
WHERE u."id" = t."user_id";
