ALTER TABLE "order_refunds" ALTER COLUMN "gateway_refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "request_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_request_id_unique" ON "order_refunds" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_status_known" CHECK ("order_refunds"."status" in ('pending', 'completed'));--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_completed_has_reference" CHECK ("order_refunds"."status" = 'pending' or "order_refunds"."gateway_refund_id" is not null);