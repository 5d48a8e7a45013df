ALTER TABLE "courses" ADD COLUMN "certificate_pass_percent" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "grade_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_certificate_pass_percent_range" CHECK ("courses"."certificate_pass_percent" between 1 and 100);