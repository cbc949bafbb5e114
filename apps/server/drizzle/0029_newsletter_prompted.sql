-- The account has had its newsletter prompt (docs/product-rules.md#newsletter-prompt).
ALTER TABLE "users" ADD COLUMN "newsletter_prompted_at" timestamp with time zone;
