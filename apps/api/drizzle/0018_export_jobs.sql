CREATE TABLE "export_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"ticket_hash" text NOT NULL,
	"list_key" text NOT NULL,
	"format" text NOT NULL,
	"query" text NOT NULL,
	"file_name" text NOT NULL,
	"total" integer NOT NULL,
	"total_is_estimate" boolean NOT NULL,
	"status" text NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"bytes_written" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ticket_expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	CONSTRAINT "export_jobs_status_check" CHECK ("export_jobs"."status" in ('ready', 'streaming', 'done', 'cancelled', 'failed')),
	CONSTRAINT "export_jobs_format_check" CHECK ("export_jobs"."format" in ('csv', 'xlsx'))
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "export_jobs_ticket_hash_key" ON "export_jobs" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "export_jobs_created_at_idx" ON "export_jobs" USING btree ("created_at");