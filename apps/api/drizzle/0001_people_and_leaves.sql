CREATE TABLE "leaves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leaves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"worker_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"type" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaves_status_check" CHECK ("leaves"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "leaves_type_check" CHECK ("leaves"."type" in ('sick', 'casual', 'emergency', 'other')),
	CONSTRAINT "leaves_dates_check" CHECK ("leaves"."end_date" >= "leaves"."start_date")
);
--> statement-breakpoint
CREATE TABLE "worker_societies" (
	"worker_id" integer NOT NULL,
	"society_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worker_societies_pkey" PRIMARY KEY("worker_id","society_id")
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" varchar(10) NOT NULL,
	"photo_url" text,
	"workshop_id" integer NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"id_proof_type" text NOT NULL,
	"id_proof_number" text NOT NULL,
	"joined_on" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"rating" real,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workers_status_check" CHECK ("workers"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_societies" ADD CONSTRAINT "worker_societies_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_societies" ADD CONSTRAINT "worker_societies_society_id_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaves_worker_dates_idx" ON "leaves" USING btree ("worker_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "leaves_status_start_idx" ON "leaves" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "worker_societies_society_id_idx" ON "worker_societies" USING btree ("society_id","worker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workers_phone_key" ON "workers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "workers_workshop_status_idx" ON "workers" USING btree ("workshop_id","status");--> statement-breakpoint
CREATE INDEX "workers_lower_name_idx" ON "workers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "workers_joined_on_idx" ON "workers" USING btree ("joined_on");--> statement-breakpoint
CREATE INDEX "workers_created_at_idx" ON "workers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "workers_rating_idx" ON "workers" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "workers_status_idx" ON "workers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "societies_lower_name_idx" ON "societies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "societies_status_idx" ON "societies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "societies_city_idx" ON "societies" USING btree ("city");--> statement-breakpoint
CREATE INDEX "societies_flats_idx" ON "societies" USING btree ("flats");--> statement-breakpoint
CREATE INDEX "societies_created_at_idx" ON "societies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "workshops_lower_name_idx" ON "workshops" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "workshops_city_idx" ON "workshops" USING btree ("city");--> statement-breakpoint
CREATE INDEX "workshops_created_at_idx" ON "workshops" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "workshops_rating_idx" ON "workshops" USING btree ("rating");