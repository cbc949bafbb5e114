-- A user's own statistics count every finished timer period, whatever the cookie choice; the admin
-- Analytics figures count only those reported while the user allowed analytics
-- (docs/product-rules.md#usage-reports). Every period stored so far was reported with that consent.
ALTER TABLE "focus_periods" ADD COLUMN "analytics" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "focus_periods" SET "analytics" = true;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "focus_periods_add_to_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW."analytics" THEN
    RETURN NULL;
  END IF;
  IF NEW."kind" = 'focus' THEN
    UPDATE "users" SET "focus_periods" = "focus_periods" + 1,
      "focus_period_seconds" = "focus_period_seconds" + NEW."seconds" WHERE "id" = NEW."user_id";
  ELSE
    UPDATE "users" SET "break_periods" = "break_periods" + 1,
      "break_period_seconds" = "break_period_seconds" + NEW."seconds" WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Task pomodoros are paid from claimed focus time instead of one per 20 minutes of wall-clock time
-- (docs/product-rules.md#selected-task-and-pomodoro-credits). Focus claimed before now pays nothing.
ALTER TABLE "users" ADD COLUMN "pomodoro_focus_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "users" SET "pomodoro_focus_seconds" = "focus_time" * 1.9;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pomodoros_credited_until";
