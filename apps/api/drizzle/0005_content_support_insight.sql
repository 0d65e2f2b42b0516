CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"alt_text" text NOT NULL,
	"image_url" text,
	"link_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_dates_check" CHECK ("banners"."ends_at" > "banners"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "concern_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "concern_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"concern_id" integer NOT NULL,
	"author_kind" text NOT NULL,
	"author_admin_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "concern_messages_author_kind_check" CHECK ("concern_messages"."author_kind" in ('customer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"version_no" integer,
	"body" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"superseded_at" timestamp with time zone,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_documents_kind_check" CHECK ("policy_documents"."kind" in ('consent_form', 'privacy_policy')),
	CONSTRAINT "policy_documents_status_check" CHECK ("policy_documents"."status" in ('draft', 'published', 'superseded'))
);
--> statement-breakpoint
CREATE TABLE "user_concerns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_concerns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" varchar(10) NOT NULL,
	"request_id" integer,
	"workshop_id" integer,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"channel" text DEFAULT 'app' NOT NULL,
	"created_by" integer,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_concerns_status_check" CHECK ("user_concerns"."status" in ('open', 'in_progress', 'resolved', 'closed')),
	CONSTRAINT "user_concerns_priority_check" CHECK ("user_concerns"."priority" in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "user_concerns_category_check" CHECK ("user_concerns"."category" in ('service_quality', 'payment', 'worker_behaviour', 'booking', 'damage', 'app', 'other')),
	CONSTRAINT "user_concerns_channel_check" CHECK ("user_concerns"."channel" in ('app', 'phone'))
);
--> statement-breakpoint
ALTER TABLE "concern_messages" ADD CONSTRAINT "concern_messages_concern_id_user_concerns_id_fk" FOREIGN KEY ("concern_id") REFERENCES "public"."user_concerns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concern_messages" ADD CONSTRAINT "concern_messages_author_admin_id_admins_id_fk" FOREIGN KEY ("author_admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_published_by_admins_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_concerns" ADD CONSTRAINT "user_concerns_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_concerns" ADD CONSTRAINT "user_concerns_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_concerns" ADD CONSTRAINT "user_concerns_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_sort_order_idx" ON "banners" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "banners_live_idx" ON "banners" USING btree ("active","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "concern_messages_concern_idx" ON "concern_messages" USING btree ("concern_id","at");--> statement-breakpoint
CREATE INDEX "notifications_admin_created_idx" ON "notifications" USING btree ("admin_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_admin_unread_idx" ON "notifications" USING btree ("admin_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_documents_kind_version_key" ON "policy_documents" USING btree ("kind","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_documents_one_draft_key" ON "policy_documents" USING btree ("kind") WHERE "policy_documents"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "policy_documents_one_published_key" ON "policy_documents" USING btree ("kind") WHERE "policy_documents"."status" = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "user_concerns_code_key" ON "user_concerns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "user_concerns_code_pattern_idx" ON "user_concerns" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_concerns_created_at_idx" ON "user_concerns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_concerns_workshop_created_idx" ON "user_concerns" USING btree ("workshop_id","created_at");--> statement-breakpoint
CREATE INDEX "user_concerns_status_created_idx" ON "user_concerns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "user_concerns_workshop_status_idx" ON "user_concerns" USING btree ("workshop_id","status");--> statement-breakpoint
CREATE INDEX "user_concerns_priority_created_idx" ON "user_concerns" USING btree ("priority","created_at");--> statement-breakpoint
CREATE INDEX "user_concerns_category_created_idx" ON "user_concerns" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "user_concerns_request_idx" ON "user_concerns" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "user_concerns_customer_phone_idx" ON "user_concerns" USING btree ("customer_phone");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_events_entity_at_idx" ON "audit_events" USING btree ("entity","at");