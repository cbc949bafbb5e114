CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_key_valid" CHECK ("idempotency_keys"."key" ~ '^[A-Za-z0-9_-]{1,64}$')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pomodoros_credited_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- The pomodoro bound kept its own bookkeeping in task_pomodoros (one credit per 20 minutes since the last
-- one); it now keeps the instant up to which it has paid, like the coin and time bounds. For a credit
-- made under the old rule that instant is the credit's time.
UPDATE "users" u SET "pomodoros_credited_until" = p."last"
FROM (SELECT "user_id", max("created_at") AS "last" FROM "task_pomodoros" GROUP BY "user_id") p
WHERE u."id" = p."user_id";
