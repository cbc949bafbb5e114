ALTER TABLE "users" ADD COLUMN "coins_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "coins_spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "focus_time" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The totals follow every ledger insert in the same transaction, whoever inserts (the app, the admin
-- tools, a seed script); ledger rows are never updated, and deleting a user deletes the totals with them.
CREATE FUNCTION "coin_ledger_add_to_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET
    "coins_earned" = "coins_earned" + CASE WHEN NEW."kind" = 'upgrade' THEN 0 ELSE NEW."delta" END,
    "coins_spent" = "coins_spent" - CASE WHEN NEW."kind" = 'upgrade' THEN NEW."delta" ELSE 0 END
  WHERE "id" = NEW."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "coin_ledger_totals" AFTER INSERT ON "coin_ledger"
  FOR EACH ROW EXECUTE FUNCTION "coin_ledger_add_to_totals"();--> statement-breakpoint
CREATE FUNCTION "focus_time_ledger_add_to_total"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "focus_time" = "focus_time" + NEW."seconds" WHERE "id" = NEW."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "focus_time_ledger_total" AFTER INSERT ON "focus_time_ledger"
  FOR EACH ROW EXECUTE FUNCTION "focus_time_ledger_add_to_total"();--> statement-breakpoint
-- Existing history, summed once.
UPDATE "users" u SET
  "coins_earned" = t."earned",
  "coins_spent" = t."spent"
FROM (
  SELECT "user_id",
    coalesce(sum("delta") FILTER (WHERE "kind" <> 'upgrade'), 0)::int AS "earned",
    coalesce(-sum("delta") FILTER (WHERE "kind" = 'upgrade'), 0)::int AS "spent"
  FROM "coin_ledger" GROUP BY "user_id"
) t
WHERE u."id" = t."user_id";--> statement-breakpoint
UPDATE "users" u SET "focus_time" = t."total"
FROM (SELECT "user_id", sum("seconds")::int AS "total" FROM "focus_time_ledger" GROUP BY "user_id") t
WHERE u."id" = t."user_id";
