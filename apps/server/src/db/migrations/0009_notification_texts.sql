ALTER TABLE "notifications" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "text_params" jsonb;