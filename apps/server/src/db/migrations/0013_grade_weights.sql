CREATE TABLE "course_grade_weights" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"quizzes_percent" integer NOT NULL,
	"assignments_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_grade_weights_sum" CHECK ("course_grade_weights"."quizzes_percent" >= 0 and "course_grade_weights"."assignments_percent" >= 0
        and "course_grade_weights"."quizzes_percent" + "course_grade_weights"."assignments_percent" = 100)
);
--> statement-breakpoint
ALTER TABLE "course_grade_weights" ADD CONSTRAINT "course_grade_weights_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;