CREATE TABLE "request_day_counts" (
	"day" date NOT NULL,
	"workshop_id" integer NOT NULL,
	"society_key" integer NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "request_day_counts_day_workshop_id_society_key_status_pk" PRIMARY KEY("day","workshop_id","society_key","status")
);
--> statement-breakpoint
CREATE TABLE "revenue_day_totals" (
	"day" date NOT NULL,
	"workshop_id" integer NOT NULL,
	"paise" bigint NOT NULL,
	CONSTRAINT "revenue_day_totals_day_workshop_id_pk" PRIMARY KEY("day","workshop_id")
);
--> statement-breakpoint
CREATE INDEX "request_day_counts_workshop_day_idx" ON "request_day_counts" USING btree ("workshop_id","day");--> statement-breakpoint
CREATE INDEX "request_day_counts_society_day_idx" ON "request_day_counts" USING btree ("society_key","day");--> statement-breakpoint
CREATE INDEX "revenue_day_totals_workshop_day_idx" ON "revenue_day_totals" USING btree ("workshop_id","day");