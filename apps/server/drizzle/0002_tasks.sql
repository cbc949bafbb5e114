CREATE TABLE "task_pomodoros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"task_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"task_name" text NOT NULL,
	"due_date" date NOT NULL,
	"estimated_pomodoros" integer NOT NULL,
	"completed_pomodoros" integer DEFAULT 0 NOT NULL,
	"priority" text NOT NULL,
	"status" text DEFAULT 'ongoing' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"coins_awarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_estimated_range" CHECK ("tasks"."estimated_pomodoros" between 0 and 100),
	CONSTRAINT "tasks_completed_nonnegative" CHECK ("tasks"."completed_pomodoros" >= 0),
	CONSTRAINT "tasks_name_length" CHECK (char_length("tasks"."task_name") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "task_pomodoros" ADD CONSTRAINT "task_pomodoros_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_pomodoros_user_created_idx" ON "task_pomodoros" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_user_status_priority_position_idx" ON "tasks" USING btree ("user_id","status","priority","position");--> statement-breakpoint
CREATE INDEX "tasks_user_status_finished_idx" ON "tasks" USING btree ("user_id","status","finished_at");