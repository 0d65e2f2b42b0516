DROP INDEX "service_inclusions_lower_name_key";--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "service_inclusions" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_inclusions" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "sops" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sops" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_deleted_by_admins_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_inclusions" ADD CONSTRAINT "service_inclusions_deleted_by_admins_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sops" ADD CONSTRAINT "sops_deleted_by_admins_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_inclusions_lower_name_key" ON "service_inclusions" USING btree (lower("name")) WHERE "service_inclusions"."deleted_at" is null;