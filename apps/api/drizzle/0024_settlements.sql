CREATE TABLE "cash_deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workshop_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_deposits_amount_check" CHECK ("cash_deposits"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "commission_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workshop_id" integer NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"effective_from" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_rate_check" CHECK ("commission_rates"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workshop_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"online_payments_paise" bigint NOT NULL,
	"cash_payments_paise" bigint NOT NULL,
	"refunds_paise" bigint NOT NULL,
	"commission_paise" bigint NOT NULL,
	"cash_held_paise" bigint NOT NULL,
	"carried_in_paise" bigint NOT NULL,
	"payable_paise" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"carried_from_id" integer,
	"payout_transaction_id" integer,
	"utr" text,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_status_check" CHECK ("settlements"."status" in ('open', 'paid', 'carried')),
	CONSTRAINT "settlements_payable_check" CHECK ("settlements"."payable_paise" = "settlements"."online_payments_paise" + "settlements"."cash_payments_paise" - "settlements"."refunds_paise" - "settlements"."commission_paise" - "settlements"."cash_held_paise" + "settlements"."carried_in_paise"),
	CONSTRAINT "settlements_paid_check" CHECK (("settlements"."status" = 'paid') = ("settlements"."payout_transaction_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "worker_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "settlement_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "commission_paise" integer;--> statement-breakpoint
ALTER TABLE "cash_deposits" ADD CONSTRAINT "cash_deposits_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_deposits" ADD CONSTRAINT "cash_deposits_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_deposits" ADD CONSTRAINT "cash_deposits_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_carried_from_id_settlements_id_fk" FOREIGN KEY ("carried_from_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_payout_transaction_id_transactions_id_fk" FOREIGN KEY ("payout_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_paid_by_admins_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_deposits_worker_idx" ON "cash_deposits" USING btree ("worker_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cash_deposits_workshop_idx" ON "cash_deposits" USING btree ("workshop_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rates_workshop_from_key" ON "commission_rates" USING btree ("workshop_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_workshop_week_key" ON "settlements" USING btree ("workshop_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_utr_key" ON "settlements" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "settlements_week_idx" ON "settlements" USING btree ("week_start","id");--> statement-breakpoint
CREATE INDEX "settlements_status_week_idx" ON "settlements" USING btree ("status","week_start","id");--> statement-breakpoint
CREATE INDEX "settlements_payable_idx" ON "settlements" USING btree ("payable_paise","id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_settlement_idx" ON "transactions" USING btree ("settlement_id","created_at","id") WHERE "transactions"."settlement_id" is not null;--> statement-breakpoint
CREATE INDEX "transactions_worker_cash_idx" ON "transactions" USING btree ("worker_id","created_at","id") WHERE "transactions"."worker_id" is not null;--> statement-breakpoint
-- Cash already recorded is held by the worker who did the job (DESIGN §8): a cash refund is given
-- back by that same worker.
UPDATE "transactions" AS t SET "worker_id" = r."worker_id"
FROM "service_requests" AS r
WHERE r."id" = t."request_id" AND t."method" = 'cash' AND t."kind" IN ('payment', 'refund') AND r."worker_id" IS NOT NULL;
