-- A document keeps the name of the service it was issued for: renaming a service in the catalogue
-- must not rewrite an invoice already given to a customer. The column is added empty, filled
-- from each request's service (a credit note from the document it refers to, as the API issues
-- it), and only then made NOT NULL.
ALTER TABLE "invoices" ADD COLUMN "service_name" text;
--> statement-breakpoint
UPDATE "invoices" AS i SET "service_name" = s."name"
FROM "service_requests" r JOIN "services" s ON s."id" = r."service_id"
WHERE r."id" = i."request_id" AND i."kind" <> 'credit_note';
--> statement-breakpoint
UPDATE "invoices" AS i SET "service_name" = p."service_name"
FROM "invoices" p
WHERE p."id" = i."refers_to_id" AND i."kind" = 'credit_note';
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "service_name" SET NOT NULL;
--> statement-breakpoint

-- The set-based issue of the documents payments and refunds lack (see 0023) writes the name too.
CREATE OR REPLACE FUNCTION issue_missing_documents() RETURNS integer LANGUAGE plpgsql
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
      w.state AS workshop_state, w.gstin, r.customer_name, s.name AS service_name,
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
      workshop_name, workshop_address, workshop_state, workshop_gstin, customer_name, place_of_supply, sac, service_name, gst_rate,
      taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
    SELECT document_number(kind, workshop_id, financial_year, seq::int), kind, workshop_id, financial_year, seq, transaction_id, request_id, NULL, issued_at,
      workshop_name, workshop_address, workshop_state, gstin, customer_name, place, sac, service_name, rate,
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
      p.workshop_name, p.workshop_address, p.workshop_state, p.workshop_gstin, p.customer_name, p.place_of_supply, p.sac, p.service_name, p.gst_rate AS rate,
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
      workshop_name, workshop_address, workshop_state, workshop_gstin, customer_name, place_of_supply, sac, service_name, gst_rate,
      taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
    SELECT document_number('credit_note', workshop_id, financial_year, seq::int), 'credit_note', workshop_id, financial_year, seq, transaction_id, request_id, refers_to_id, issued_at,
      workshop_name, workshop_address, workshop_state, workshop_gstin, customer_name, place_of_supply, sac, service_name, rate,
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
