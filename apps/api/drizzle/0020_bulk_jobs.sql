CREATE TABLE "bulk_job_refusals" (
	"job_id" integer NOT NULL,
	"row_id" integer NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "bulk_job_refusals_job_id_row_id_pk" PRIMARY KEY("job_id","row_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bulk_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"list_key" text NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	CONSTRAINT "bulk_jobs_status_check" CHECK ("bulk_jobs"."status" in ('queued', 'running', 'done', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "bulk_job_refusals" ADD CONSTRAINT "bulk_job_refusals_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_jobs_created_at_idx" ON "bulk_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_jobs_one_unfinished_per_admin" ON "bulk_jobs" USING btree ("admin_id") WHERE "bulk_jobs"."status" in ('queued', 'running');