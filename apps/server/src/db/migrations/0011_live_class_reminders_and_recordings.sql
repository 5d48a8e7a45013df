CREATE TABLE "live_class_reminders" (
	"live_class_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_class_reminders_live_class_id_kind_starts_at_pk" PRIMARY KEY("live_class_id","kind","starts_at"),
	CONSTRAINT "live_class_reminders_kind_check" CHECK ("live_class_reminders"."kind" in ('day', 'hour', 'recording_due'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "live_class_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "recording_lesson_id" integer;--> statement-breakpoint
ALTER TABLE "live_classes" ADD COLUMN "recording_attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_class_reminders" ADD CONSTRAINT "live_class_reminders_live_class_id_live_classes_id_fk" FOREIGN KEY ("live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_classes" ADD CONSTRAINT "live_classes_recording_lesson_id_lessons_id_fk" FOREIGN KEY ("recording_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;