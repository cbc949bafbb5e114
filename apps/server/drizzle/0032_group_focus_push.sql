ALTER TABLE "jobs" DROP CONSTRAINT "jobs_kind_valid";--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "focus_push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "study_groups" DROP COLUMN "focus_push";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_kind_valid" CHECK ("jobs"."kind" in ('period-end-push', 'group-focus-push'));