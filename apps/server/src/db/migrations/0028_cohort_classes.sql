CREATE TABLE "cohort_progress_mails" (
	"user_id" integer NOT NULL,
	"cohort_id" integer NOT NULL,
	"week_of" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cohort_progress_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "cohort_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "cohort_id" integer;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "cohort_id" integer;--> statement-breakpoint
ALTER TABLE "cohort_progress_mails" ADD CONSTRAINT "cohort_progress_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_progress_mails" ADD CONSTRAINT "cohort_progress_mails_cohort_id_course_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."course_cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cohort_progress_mails_unique" ON "cohort_progress_mails" USING btree ("user_id","cohort_id","week_of");--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_cohort_id_course_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."course_cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_cohort_id_course_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."course_cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_cohort_id_course_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."course_cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_cohort_id_idx" ON "announcements" USING btree ("cohort_id");--> statement-breakpoint
CREATE INDEX "chat_messages_cohort_created_at_idx" ON "chat_messages" USING btree ("cohort_id","created_at");--> statement-breakpoint
CREATE INDEX "live_classes_cohort_id_idx" ON "live_classes" USING btree ("cohort_id");