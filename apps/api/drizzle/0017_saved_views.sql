CREATE TABLE "saved_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"list_key" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"shared_role" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_views_shared_role_check" CHECK ("saved_views"."shared_role" is null or "saved_views"."shared_role" in ('super_admin', 'workshop_admin', 'society_manager')),
	CONSTRAINT "saved_views_name_length_check" CHECK (char_length("saved_views"."name") between 1 and 60),
	CONSTRAINT "saved_views_query_length_check" CHECK (char_length("saved_views"."query") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_list_name_key" ON "saved_views" USING btree ("admin_id","list_key",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_views_shared_idx" ON "saved_views" USING btree ("shared_role","list_key") WHERE "saved_views"."shared_role" is not null;