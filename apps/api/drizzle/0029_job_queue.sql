CREATE TABLE "bulk_job_rows" (
	"job_id" integer NOT NULL,
	"row_id" integer NOT NULL,
	CONSTRAINT "bulk_job_rows_job_id_row_id_pk" PRIMARY KEY("job_id","row_id")
);
--> statement-breakpoint
CREATE TABLE "queue_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"singleton_key" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "queue_jobs_state_check" CHECK ("queue_jobs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "bulk_job_rows" ADD CONSTRAINT "bulk_job_rows_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queue_jobs_due_idx" ON "queue_jobs" USING btree ("kind","run_at") WHERE "queue_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "queue_jobs_finished_at_idx" ON "queue_jobs" USING btree ("finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_jobs_singleton_key" ON "queue_jobs" USING btree ("singleton_key");