-- The admin user search matches a substring of the user name or the e-mail in any case (ILIKE '%…%'), which
-- no b-tree can serve: without these indexes every search read all accounts, twice (page and count). pg_trgm
-- ships with PostgreSQL (contrib, a trusted extension: the database owner may create it) and with PGlite
-- (loaded in db/database.ts). Decision 028.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
