ALTER TABLE "order_refunds" DROP CONSTRAINT "order_refunds_completed_has_reference";--> statement-breakpoint
ALTER TABLE "order_refunds" DROP CONSTRAINT "order_refunds_status_known";--> statement-breakpoint
ALTER TABLE "order_refunds" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
-- Refunds become a state machine (docs/decisions/033-refunds-settled-by-the-gateway.md): a
-- completed refund is refunded; one left pending by the old code was reserved but its answer was
-- never recorded, so it is requested again and the refund sweep reconciles it with the gateway.
UPDATE "order_refunds" SET "status" = 'refunded' WHERE "status" = 'completed';--> statement-breakpoint
UPDATE "order_refunds" SET "status" = 'requested' WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "of_held_money" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "execute_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "held_trx_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "held_validation_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "held_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "held_state" text;--> statement-breakpoint
CREATE INDEX "order_refunds_open_idx" ON "order_refunds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payment_orders_held_state_idx" ON "payment_orders" USING btree ("held_state");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_accepted_has_reference" CHECK ("order_refunds"."status" not in ('pending', 'refunded') or "order_refunds"."gateway_refund_id" is not null);--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_status_known" CHECK ("order_refunds"."status" in ('requested', 'pending', 'refunded', 'failed'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_held_state_known" CHECK ("payment_orders"."held_state" is null or ("payment_orders"."held_state" in ('held', 'returning', 'returned', 'enrolled') and "payment_orders"."held_trx_id" is not null and "payment_orders"."held_amount" > 0));