CREATE TABLE "document_series" (
	"workshop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_workshop_id_kind_financial_year_pk" PRIMARY KEY("workshop_id","kind","financial_year"),
	CONSTRAINT "document_series_kind_check" CHECK ("document_series"."kind" in ('tax_invoice', 'bill_of_supply', 'credit_note')),
	CONSTRAINT "document_series_last_number_check" CHECK ("document_series"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"workshop_id" integer NOT NULL,
	"financial_year" text NOT NULL,
	"seq" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"refers_to_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"workshop_name" text NOT NULL,
	"workshop_address" text NOT NULL,
	"workshop_state" text NOT NULL,
	"workshop_gstin" varchar(15),
	"customer_name" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"sac" text NOT NULL,
	"gst_rate" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('tax_invoice', 'bill_of_supply', 'credit_note')),
	CONSTRAINT "invoices_refers_to_check" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."refers_to_id" is not null)),
	CONSTRAINT "invoices_parts_check" CHECK ("invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" = "invoices"."total_paise"),
	CONSTRAINT "invoices_seq_check" CHECK ("invoices"."seq" > 0)
);
--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "customer_state" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "gst_rate" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_series" ADD CONSTRAINT "document_series_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refers_to_id_invoices_id_fk" FOREIGN KEY ("refers_to_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_seq_key" ON "invoices" USING btree ("workshop_id","kind","financial_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_transaction_key" ON "invoices" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "invoices_request_idx" ON "invoices" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "invoices_refers_to_idx" ON "invoices" USING btree ("refers_to_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_workshop_issued_idx" ON "invoices" USING btree ("workshop_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_kind_issued_idx" ON "invoices" USING btree ("kind","issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_total_idx" ON "invoices" USING btree ("total_paise","id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_gst_rate_check" CHECK ("services"."gst_rate" in (0, 5, 12, 18, 28));--> statement-breakpoint

-- The documents' rules in SQL, for the set-based backfill below (the API issues one document at a
-- time with the same rules from packages/contracts/src/plain/invoices.ts; test/invoices.test.ts
-- checks that the two agree on every field).

-- The year an Indian financial year (April to March) starts in, of a moment by its India date:
-- the year of the date 3 months earlier. An integer, for the backfill's sorts.
CREATE FUNCTION india_financial_year_start(at timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT extract(year FROM india_date(at) - interval '3 months')::int $$;
--> statement-breakpoint

-- '2026-27' from 2026.
CREATE FUNCTION financial_year_label(start_year integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT start_year::text || '-' || lpad(((start_year + 1) % 100)::text, 2, '0') $$;
--> statement-breakpoint

-- 'INV/W003/2026-27/000042': the kind's prefix, the workshop (three digits at least), the year, the number (six at least).
CREATE FUNCTION document_number(kind text, workshop_id integer, financial_year text, seq integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE kind WHEN 'tax_invoice' THEN 'INV' WHEN 'bill_of_supply' THEN 'BOS' ELSE 'CN' END
    || '/W' || CASE WHEN workshop_id < 1000 THEN lpad(workshop_id::text, 3, '0') ELSE workshop_id::text END
    || '/' || financial_year
    || '/' || CASE WHEN seq < 1000000 THEN lpad(seq::text, 6, '0') ELSE seq::text END
$$;
--> statement-breakpoint

-- Two states are one for GST when their names match without case or extra spaces.
CREATE FUNCTION same_state(a text, b text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT lower(regexp_replace(btrim(a), '\s+', ' ', 'g')) = lower(regexp_replace(btrim(b), '\s+', ' ', 'g')) $$;
--> statement-breakpoint

-- Issues the documents that successful payments and refunds are owed and lack (those recorded
-- before documents existed, and the seeds' set-based loads), numbered per series in issue-date
-- order after each series' last number: one statement for the payments, then one for the
-- refunds, whose credit notes refer to their payments' documents. The series table is locked
-- meanwhile, so an API process issuing a document at the same time waits instead of taking a
-- number twice. Taxable value = total × 100 / (100 + rate) to the nearest paisa (a half up), in
-- integers; CGST takes the odd paisa of an intra-state tax. Returns how many it issued.
CREATE FUNCTION issue_missing_documents() RETURNS integer LANGUAGE plpgsql
-- Its sorts (the numbering's window) then stay in memory for a large seed's hundreds of thousands.
SET work_mem = '64MB'
AS $$
DECLARE
  payments integer;
  refunds integer;
BEGIN
  LOCK TABLE document_series IN EXCLUSIVE MODE;

  WITH due AS (
    SELECT t.id AS transaction_id, t.request_id, t.workshop_id, t.amount_paise AS total, t.created_at AS issued_at,
      w.name AS workshop_name, concat_ws(', ', w.address_line, w.city, w.state, w.pincode) AS workshop_address,
      w.state AS workshop_state, w.gstin, r.customer_name,
      coalesce(so.state, r.customer_state, w.state) AS place,
      CASE WHEN w.gstin IS NULL THEN 'bill_of_supply' ELSE 'tax_invoice' END AS kind,
      CASE WHEN w.gstin IS NULL THEN 0 ELSE s.gst_rate END AS rate,
      -- SAC per category (SAC_BY_CATEGORY): all car care is 998714.
      '998714' AS sac,
      india_financial_year_start(t.created_at) AS year_start
    FROM transactions t
    JOIN workshops w ON w.id = t.workshop_id
    JOIN service_requests r ON r.id = t.request_id
    JOIN services s ON s.id = r.service_id
    LEFT JOIN societies so ON so.id = r.society_id
    WHERE t.kind = 'payment' AND t.status = 'success'
      AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.transaction_id = t.id)
  ), numbered AS (
    -- A workshop's rows here are all of one kind, so its series are told apart by year alone.
    SELECT due.*, financial_year_label(due.year_start) AS financial_year,
      coalesce(ds.last_number, 0) + row_number() OVER (PARTITION BY due.workshop_id, due.year_start ORDER BY due.issued_at, due.transaction_id) AS seq,
      CASE WHEN due.rate = 0 THEN due.total ELSE ((due.total::bigint * 200 + 100 + due.rate) / (200 + 2 * due.rate))::int END AS taxable,
      same_state(due.place, due.workshop_state) AS intra
    FROM due
    LEFT JOIN document_series ds ON ds.workshop_id = due.workshop_id AND ds.kind = due.kind AND ds.financial_year = financial_year_label(due.year_start)
  ), inserted AS (
    INSERT INTO invoices (number, kind, workshop_id, financial_year, seq, transaction_id, request_id, refers_to_id, issued_at,
      workshop_name, workshop_address, workshop_state, workshop_gstin, customer_name, place_of_supply, sac, gst_rate,
      taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
    SELECT document_number(kind, workshop_id, financial_year, seq::int), kind, workshop_id, financial_year, seq, transaction_id, request_id, NULL, issued_at,
      workshop_name, workshop_address, workshop_state, gstin, customer_name, place, sac, rate,
      taxable,
      CASE WHEN intra THEN (total - taxable) - (total - taxable) / 2 ELSE 0 END,
      CASE WHEN intra THEN (total - taxable) / 2 ELSE 0 END,
      CASE WHEN intra THEN 0 ELSE total - taxable END,
      total
    FROM numbered
    RETURNING workshop_id, kind, financial_year, seq
  ), series AS (
    INSERT INTO document_series AS ds (workshop_id, kind, financial_year, last_number)
    SELECT workshop_id, kind, financial_year, max(seq) FROM inserted GROUP BY 1, 2, 3
    ON CONFLICT (workshop_id, kind, financial_year) DO UPDATE SET last_number = excluded.last_number
    RETURNING 1
  )
  SELECT count(*) INTO payments FROM inserted;

  WITH due AS (
    SELECT t.id AS transaction_id, t.amount_paise AS total, t.created_at AS issued_at, p.id AS refers_to_id, p.workshop_id, p.request_id,
      p.workshop_name, p.workshop_address, p.workshop_state, p.workshop_gstin, p.customer_name, p.place_of_supply, p.sac, p.gst_rate AS rate,
      india_financial_year_start(t.created_at) AS year_start
    FROM transactions t
    JOIN invoices p ON p.transaction_id = t.refund_of_id
    WHERE t.kind = 'refund' AND t.status = 'success'
      AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.transaction_id = t.id)
  ), numbered AS (
    SELECT due.*, financial_year_label(due.year_start) AS financial_year,
      coalesce(ds.last_number, 0) + row_number() OVER (PARTITION BY due.workshop_id, due.year_start ORDER BY due.issued_at, due.transaction_id) AS seq,
      CASE WHEN due.rate = 0 THEN due.total ELSE ((due.total::bigint * 200 + 100 + due.rate) / (200 + 2 * due.rate))::int END AS taxable,
      same_state(due.place_of_supply, due.workshop_state) AS intra
    FROM due
    LEFT JOIN document_series ds ON ds.workshop_id = due.workshop_id AND ds.kind = 'credit_note' AND ds.financial_year = financial_year_label(due.year_start)
  ), inserted AS (
    INSERT INTO invoices (number, kind, workshop_id, financial_year, seq, transaction_id, request_id, refers_to_id, issued_at,
      workshop_name, workshop_address, workshop_state, workshop_gstin, customer_name, place_of_supply, sac, gst_rate,
      taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
    SELECT document_number('credit_note', workshop_id, financial_year, seq::int), 'credit_note', workshop_id, financial_year, seq, transaction_id, request_id, refers_to_id, issued_at,
      workshop_name, workshop_address, workshop_state, workshop_gstin, customer_name, place_of_supply, sac, rate,
      taxable,
      CASE WHEN intra THEN (total - taxable) - (total - taxable) / 2 ELSE 0 END,
      CASE WHEN intra THEN (total - taxable) / 2 ELSE 0 END,
      CASE WHEN intra THEN 0 ELSE total - taxable END,
      total
    FROM numbered
    RETURNING workshop_id, financial_year, seq
  ), series AS (
    INSERT INTO document_series AS ds (workshop_id, kind, financial_year, last_number)
    SELECT workshop_id, 'credit_note', financial_year, max(seq) FROM inserted GROUP BY 1, 3
    ON CONFLICT (workshop_id, kind, financial_year) DO UPDATE SET last_number = excluded.last_number
    RETURNING 1
  )
  SELECT count(*) INTO refunds FROM inserted;

  RETURN payments + refunds;
END
$$;
--> statement-breakpoint

-- The payments and refunds recorded before documents existed get theirs.
SELECT issue_missing_documents();
