-- Trigram indexes serve the contains-searches (LIKE/ILIKE '%…%') of the lists and the header search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "reviews_customer_name_trgm_idx" ON "reviews" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_comment_trgm_idx" ON "reviews" USING gin ("comment" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_registration_trgm_idx" ON "service_requests" USING gin ("registration_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_customer_phone_trgm_idx" ON "service_requests" USING gin ("customer_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_customer_name_trgm_idx" ON "service_requests" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_concerns_customer_phone_trgm_idx" ON "user_concerns" USING gin ("customer_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_concerns_customer_name_trgm_idx" ON "user_concerns" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_concerns_subject_trgm_idx" ON "user_concerns" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workers_name_trgm_idx" ON "workers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workers_phone_trgm_idx" ON "workers" USING gin ("phone" gin_trgm_ops);