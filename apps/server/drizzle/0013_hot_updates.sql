-- Room on each page for the next versions of rows that are updated all day long, so PostgreSQL can write
-- them as heap-only tuples (HOT): the new version stays on its page and no index is touched. At 100 % fill
-- (any seeded or long-lived table) only one update of a user row in ten was HOT, and every other one wrote
-- a new entry into each of the six indexes of users, two of them trigram GIN indexes; every credit updates
-- that row. Existing pages take the setting as they are rewritten; new pages at once (decision 045).
ALTER TABLE "users" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "sessions" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "stats_settings" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "stats_days" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "tasks" SET (fillfactor = 80);--> statement-breakpoint
-- The board sorts a user's ongoing tasks (at most 100) by an expression no index holds, and finds them
-- through the first two columns of tasks_user_status_finished_idx. With priority and position in no index,
-- a drag's updates are heap-only too.
DROP INDEX "tasks_user_status_priority_position_idx";
