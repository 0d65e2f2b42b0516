CREATE INDEX "reviews_worker_status_idx" ON "reviews" USING btree ("worker_id","status");--> statement-breakpoint
CREATE INDEX "reviews_workshop_created_idx" ON "reviews" USING btree ("workshop_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_rating_created_idx" ON "reviews" USING btree ("rating","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_code_pattern_idx" ON "service_requests" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sops_lower_title_idx" ON "sops" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "sops_created_at_idx" ON "sops" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sops_updated_at_idx" ON "sops" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "transactions_method_created_idx" ON "transactions" USING btree ("method","created_at");--> statement-breakpoint
CREATE INDEX "transactions_status_created_idx" ON "transactions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "transactions_amount_idx" ON "transactions" USING btree ("amount_paise","id");--> statement-breakpoint
CREATE INDEX "transactions_gateway_ref_pattern_idx" ON "transactions" USING btree ("gateway_ref" text_pattern_ops);