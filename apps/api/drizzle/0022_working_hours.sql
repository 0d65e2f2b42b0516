ALTER TABLE "service_requests" ADD COLUMN "customer_language" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "late_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "working_hours" jsonb;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "holidays" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "travel_buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "late_after_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "hours_need_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "service_requests_late_sweep_idx" ON "service_requests" USING btree ("scheduled_at") WHERE "service_requests"."status" in ('accepted', 'assigned') and "service_requests"."late_alerted_at" is null;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_language_check" CHECK ("service_requests"."customer_language" in ('en', 'hi'));