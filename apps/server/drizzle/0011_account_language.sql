-- The account's language (mails, and the web when signed in) and the newsletter subscriber's (its mails),
-- English until chosen. Decision 041.
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_language_known" CHECK ("newsletter_subscriptions"."language" in ('en', 'de'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" in ('en', 'de'));