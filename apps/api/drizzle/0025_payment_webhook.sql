CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event" text NOT NULL,
	"gateway_id" text NOT NULL,
	"payment_gateway_id" text,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"transaction_id" integer,
	"received_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "payment_events_status_check" CHECK ("payment_events"."status" in ('applied', 'waiting', 'ignored'))
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_gateway_key" ON "payment_events" USING btree ("event","gateway_id");--> statement-breakpoint
CREATE INDEX "payment_events_waiting_idx" ON "payment_events" USING btree ("payment_gateway_id") WHERE "payment_events"."status" = 'waiting';