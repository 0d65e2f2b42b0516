CREATE TABLE "workshop_review_totals" (
	"workshop_id" integer NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	"rating_sum" bigint NOT NULL,
	CONSTRAINT "workshop_review_totals_workshop_id_status_pk" PRIMARY KEY("workshop_id","status")
);
