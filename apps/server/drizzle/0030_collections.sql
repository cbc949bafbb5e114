CREATE TABLE "collection_items" (
	"user_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"collection" text NOT NULL,
	"price" integer NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_items_user_id_item_id_pk" PRIMARY KEY("user_id","item_id"),
	CONSTRAINT "collection_items_price_positive" CHECK ("collection_items"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "collection_coins_spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_items_collection_idx" ON "collection_items" USING btree ("collection");--> statement-breakpoint
-- Collection items are spending like upgrades: coins_spent counts both, so the balance stays coins_earned
-- minus coins_spent, and collection_coins_spent counts the collections' part (docs/decisions/
-- 024-ledger-totals-on-the-user-row.md). No history to sum: the kind is new.
CREATE OR REPLACE FUNCTION "coin_ledger_add_to_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET
    "coins_earned" = "coins_earned" + CASE WHEN NEW."kind" IN ('upgrade', 'collection') THEN 0 ELSE NEW."delta" END,
    "coins_spent" = "coins_spent" - CASE WHEN NEW."kind" IN ('upgrade', 'collection') THEN NEW."delta" ELSE 0 END,
    "collection_coins_spent" = "collection_coins_spent" - CASE WHEN NEW."kind" = 'collection' THEN NEW."delta" ELSE 0 END
  WHERE "id" = NEW."user_id";
  RETURN NULL;
END $$;
