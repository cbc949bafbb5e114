CREATE TABLE "focus_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "focus_periods_kind_valid" CHECK ("focus_periods"."kind" in ('focus', 'break')),
	CONSTRAINT "focus_periods_seconds_positive" CHECK ("focus_periods"."seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text,
	"subscribed_at" timestamp with time zone,
	"pending_email" text,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_confirmed_pair" CHECK (("newsletter_subscriptions"."email" is null) = ("newsletter_subscriptions"."subscribed_at" is null)),
	CONSTRAINT "newsletter_subscriptions_pending_triple" CHECK (("newsletter_subscriptions"."pending_email" is null) = ("newsletter_subscriptions"."confirm_token_hash" is null) and ("newsletter_subscriptions"."pending_email" is null) = ("newsletter_subscriptions"."confirm_expires_at" is null)),
	CONSTRAINT "newsletter_subscriptions_not_empty" CHECK ("newsletter_subscriptions"."email" is not null or "newsletter_subscriptions"."pending_email" is not null)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"star_rating" integer NOT NULL,
	"text_review" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_star_range" CHECK ("reviews"."star_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "visitor_reports" (
	"visitor_id" uuid PRIMARY KEY NOT NULL,
	"browser" text NOT NULL,
	"theme" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_reports_browser_valid" CHECK ("visitor_reports"."browser" in ('Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Other')),
	CONSTRAINT "visitor_reports_theme_valid" CHECK ("visitor_reports"."theme" is null or "visitor_reports"."theme" in ('light', 'dark'))
);
--> statement-breakpoint
ALTER TABLE "focus_periods" ADD CONSTRAINT "focus_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "focus_periods_user_created_idx" ON "focus_periods" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_user_key" ON "newsletter_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm_token_key" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_subscribed_idx" ON "newsletter_subscriptions" USING btree ("subscribed_at");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");