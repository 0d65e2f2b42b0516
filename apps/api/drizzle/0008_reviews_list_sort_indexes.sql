DROP INDEX "reviews_rating_idx";--> statement-breakpoint
DROP INDEX "reviews_created_at_idx";--> statement-breakpoint
DROP INDEX "reviews_workshop_created_idx";--> statement-breakpoint
DROP INDEX "reviews_status_created_idx";--> statement-breakpoint
DROP INDEX "reviews_rating_created_idx";--> statement-breakpoint
CREATE INDEX "reviews_rating_idx" ON "reviews" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_workshop_created_idx" ON "reviews" USING btree ("workshop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_rating_created_idx" ON "reviews" USING btree ("rating","created_at","id");