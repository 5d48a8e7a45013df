ALTER TABLE "categories" ADD COLUMN "name_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "resubmit_after_release" boolean DEFAULT false NOT NULL;