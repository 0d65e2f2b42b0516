DROP INDEX "service_requests_status_scheduled_idx";--> statement-breakpoint
DROP INDEX "service_requests_workshop_status_scheduled_idx";--> statement-breakpoint
DROP INDEX "service_requests_service_idx";--> statement-breakpoint
DROP INDEX "service_requests_society_idx";--> statement-breakpoint
DROP INDEX "service_requests_worker_idx";--> statement-breakpoint
DROP INDEX "service_requests_created_at_idx";--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "service_requests_amount_idx" ON "service_requests" USING btree ("amount_paise","id");--> statement-breakpoint
CREATE INDEX "service_requests_status_scheduled_idx" ON "service_requests" USING btree ("status","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_workshop_status_scheduled_idx" ON "service_requests" USING btree ("workshop_id","status","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_service_idx" ON "service_requests" USING btree ("service_id","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_society_idx" ON "service_requests" USING btree ("society_id","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_worker_idx" ON "service_requests" USING btree ("worker_id","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_created_at_idx" ON "service_requests" USING btree ("created_at","id");