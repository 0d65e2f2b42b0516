DROP INDEX "leaves_start_end_idx";--> statement-breakpoint
DROP INDEX "audit_events_entity_idx";--> statement-breakpoint
DROP INDEX "audit_events_actor_idx";--> statement-breakpoint
DROP INDEX "audit_events_entity_at_idx";--> statement-breakpoint
DROP INDEX "leaves_worker_dates_idx";--> statement-breakpoint
DROP INDEX "leaves_status_start_idx";--> statement-breakpoint
DROP INDEX "services_lower_name_idx";--> statement-breakpoint
DROP INDEX "services_status_idx";--> statement-breakpoint
DROP INDEX "services_category_idx";--> statement-breakpoint
DROP INDEX "services_created_at_idx";--> statement-breakpoint
DROP INDEX "societies_lower_name_idx";--> statement-breakpoint
DROP INDEX "societies_status_idx";--> statement-breakpoint
DROP INDEX "societies_city_idx";--> statement-breakpoint
DROP INDEX "societies_flats_idx";--> statement-breakpoint
DROP INDEX "societies_created_at_idx";--> statement-breakpoint
DROP INDEX "user_concerns_workshop_created_idx";--> statement-breakpoint
DROP INDEX "user_concerns_status_created_idx";--> statement-breakpoint
DROP INDEX "user_concerns_priority_created_idx";--> statement-breakpoint
DROP INDEX "user_concerns_category_created_idx";--> statement-breakpoint
DROP INDEX "workers_lower_name_idx";--> statement-breakpoint
DROP INDEX "workers_joined_on_idx";--> statement-breakpoint
DROP INDEX "workers_created_at_idx";--> statement-breakpoint
DROP INDEX "workers_rating_idx";--> statement-breakpoint
DROP INDEX "workers_status_idx";--> statement-breakpoint
DROP INDEX "workshops_status_idx";--> statement-breakpoint
DROP INDEX "workshops_lower_name_idx";--> statement-breakpoint
DROP INDEX "workshops_city_idx";--> statement-breakpoint
DROP INDEX "workshops_created_at_idx";--> statement-breakpoint
DROP INDEX "workshops_rating_idx";--> statement-breakpoint
CREATE INDEX "audit_events_action_at_idx" ON "audit_events" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "leaves_start_date_idx" ON "leaves" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "leaves_end_date_idx" ON "leaves" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "leaves_status_idx" ON "leaves" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "leaves_created_at_idx" ON "leaves" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "services_duration_idx" ON "services" USING btree ("duration_minutes","id");--> statement-breakpoint
CREATE INDEX "user_concerns_workshop_id_idx" ON "user_concerns" USING btree ("workshop_id","id");--> statement-breakpoint
CREATE INDEX "workers_workshop_lower_name_idx" ON "workers" USING btree ("workshop_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "workers_rating_desc_idx" ON "workers" USING btree ("rating" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "workshops_rating_desc_idx" ON "workshops" USING btree ("rating" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity","entity_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_events_entity_at_idx" ON "audit_events" USING btree ("entity","at","id");--> statement-breakpoint
CREATE INDEX "leaves_worker_dates_idx" ON "leaves" USING btree ("worker_id","start_date","id");--> statement-breakpoint
CREATE INDEX "leaves_status_start_idx" ON "leaves" USING btree ("status","start_date","id");--> statement-breakpoint
CREATE INDEX "services_lower_name_idx" ON "services" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "services_status_idx" ON "services" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "societies_lower_name_idx" ON "societies" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "societies_status_idx" ON "societies" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "societies_city_idx" ON "societies" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "societies_flats_idx" ON "societies" USING btree ("flats","id");--> statement-breakpoint
CREATE INDEX "societies_created_at_idx" ON "societies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_concerns_workshop_created_idx" ON "user_concerns" USING btree ("workshop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "user_concerns_status_created_idx" ON "user_concerns" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "user_concerns_priority_created_idx" ON "user_concerns" USING btree ("priority","created_at","id");--> statement-breakpoint
CREATE INDEX "user_concerns_category_created_idx" ON "user_concerns" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "workers_lower_name_idx" ON "workers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "workers_joined_on_idx" ON "workers" USING btree ("joined_on","id");--> statement-breakpoint
CREATE INDEX "workers_created_at_idx" ON "workers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "workers_rating_idx" ON "workers" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "workers_status_idx" ON "workers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "workshops_status_idx" ON "workshops" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "workshops_lower_name_idx" ON "workshops" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "workshops_city_idx" ON "workshops" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "workshops_created_at_idx" ON "workshops" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "workshops_rating_idx" ON "workshops" USING btree ("rating","id");