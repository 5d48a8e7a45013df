-- Tickets live 60 seconds: those issued before the upgrade carry no purpose and are dropped.
DELETE FROM "event_tickets";--> statement-breakpoint
ALTER TABLE "event_tickets" ADD COLUMN "purpose" text NOT NULL;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD COLUMN "object_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_purpose_object" CHECK (("event_tickets"."purpose" = 'event_stream' and "event_tickets"."object_id" is null) or ("event_tickets"."purpose" = 'live_class_join' and "event_tickets"."object_id" is not null));