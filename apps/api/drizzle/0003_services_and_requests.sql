CREATE TABLE "cancellation_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cancellation_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"text" text NOT NULL,
	"audience" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_reasons_audience_check" CHECK ("cancellation_reasons"."audience" in ('customer', 'workshop', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"workshop_id" integer NOT NULL,
	"worker_id" integer,
	"customer_name" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" integer,
	"status" text DEFAULT 'published' NOT NULL,
	"moderation_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('published', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "service_inclusion_links" (
	"service_id" integer NOT NULL,
	"inclusion_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_inclusion_links_pkey" PRIMARY KEY("service_id","inclusion_id")
);
--> statement-breakpoint
CREATE TABLE "service_inclusions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_inclusions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" varchar(10) NOT NULL,
	"vehicle_type" text NOT NULL,
	"vehicle_make" text NOT NULL,
	"vehicle_model" text NOT NULL,
	"registration_number" text NOT NULL,
	"service_id" integer NOT NULL,
	"workshop_id" integer NOT NULL,
	"society_id" integer,
	"address" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"worker_id" integer,
	"amount_paise" integer NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cancellation_reason_id" integer,
	"cancellation_note" text,
	"accepted_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" in ('pending', 'accepted', 'assigned', 'in_progress', 'completed', 'rejected', 'cancelled')),
	CONSTRAINT "service_requests_payment_status_check" CHECK ("service_requests"."payment_status" in ('unpaid', 'paid', 'partially_refunded', 'refunded')),
	CONSTRAINT "service_requests_vehicle_type_check" CHECK ("service_requests"."vehicle_type" in ('hatchback', 'sedan', 'suv', 'muv', 'bike')),
	CONSTRAINT "service_requests_amount_check" CHECK ("service_requests"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"prices" jsonb NOT NULL,
	"image_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"requested_by_workshop_id" integer,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_status_check" CHECK ("services"."status" in ('pending_approval', 'active', 'rejected', 'inactive')),
	CONSTRAINT "services_category_check" CHECK ("services"."category" in ('wash', 'detailing', 'maintenance', 'repair', 'inspection')),
	CONSTRAINT "services_duration_check" CHECK ("services"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "sops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"service_id" integer,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sops_status_check" CHECK ("sops"."status" in ('draft', 'published', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer,
	"workshop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_ref" text,
	"note" text DEFAULT '' NOT NULL,
	"refund_of_id" integer,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_kind_check" CHECK ("transactions"."kind" in ('payment', 'refund', 'payout')),
	CONSTRAINT "transactions_method_check" CHECK ("transactions"."method" in ('upi', 'card', 'netbanking', 'cash', 'wallet')),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('pending', 'success', 'failed')),
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "workshop_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workshop_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workshop_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"price_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_by_admins_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_inclusion_links" ADD CONSTRAINT "service_inclusion_links_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_inclusion_links" ADD CONSTRAINT "service_inclusion_links_inclusion_id_service_inclusions_id_fk" FOREIGN KEY ("inclusion_id") REFERENCES "public"."service_inclusions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_actor_id_admins_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_society_id_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."societies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_cancellation_reason_id_cancellation_reasons_id_fk" FOREIGN KEY ("cancellation_reason_id") REFERENCES "public"."cancellation_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_requested_by_workshop_id_workshops_id_fk" FOREIGN KEY ("requested_by_workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_requested_by_admins_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sops" ADD CONSTRAINT "sops_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_services" ADD CONSTRAINT "workshop_services_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_services" ADD CONSTRAINT "workshop_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellation_reasons_sort_order_idx" ON "cancellation_reasons" USING btree ("sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_request_key" ON "reviews" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "reviews_workshop_status_idx" ON "reviews" USING btree ("workshop_id","status");--> statement-breakpoint
CREATE INDEX "reviews_rating_idx" ON "reviews" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_inclusion_links_inclusion_idx" ON "service_inclusion_links" USING btree ("inclusion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_inclusions_lower_name_key" ON "service_inclusions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "service_inclusions_created_at_idx" ON "service_inclusions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_request_events_request_idx" ON "service_request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_code_key" ON "service_requests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "service_requests_scheduled_at_idx" ON "service_requests" USING btree ("scheduled_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_workshop_scheduled_idx" ON "service_requests" USING btree ("workshop_id","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_status_scheduled_idx" ON "service_requests" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "service_requests_workshop_status_scheduled_idx" ON "service_requests" USING btree ("workshop_id","status","scheduled_at");--> statement-breakpoint
CREATE INDEX "service_requests_service_idx" ON "service_requests" USING btree ("service_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "service_requests_society_idx" ON "service_requests" USING btree ("society_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "service_requests_worker_idx" ON "service_requests" USING btree ("worker_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "service_requests_created_at_idx" ON "service_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_requests_customer_phone_idx" ON "service_requests" USING btree ("customer_phone");--> statement-breakpoint
CREATE INDEX "service_requests_registration_idx" ON "service_requests" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "services_lower_name_idx" ON "services" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "services_status_idx" ON "services" USING btree ("status");--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category");--> statement-breakpoint
CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "services_requested_by_workshop_idx" ON "services" USING btree ("requested_by_workshop_id");--> statement-breakpoint
CREATE INDEX "sops_service_idx" ON "sops" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "sops_status_idx" ON "sops" USING btree ("status");--> statement-breakpoint
CREATE INDEX "transactions_request_idx" ON "transactions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "transactions_refund_of_idx" ON "transactions" USING btree ("refund_of_id");--> statement-breakpoint
CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_workshop_created_idx" ON "transactions" USING btree ("workshop_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_kind_status_created_idx" ON "transactions" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_services_workshop_service_key" ON "workshop_services" USING btree ("workshop_id","service_id");--> statement-breakpoint
CREATE INDEX "workshop_services_service_idx" ON "workshop_services" USING btree ("service_id");