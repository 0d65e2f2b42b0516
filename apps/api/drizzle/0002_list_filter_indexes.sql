CREATE INDEX "leaves_start_end_idx" ON "leaves" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "societies_lower_city_idx" ON "societies" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "workers_skills_idx" ON "workers" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "workshops_lower_city_idx" ON "workshops" USING btree (lower("city"));