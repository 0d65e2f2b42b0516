-- Phones in E.164 (issue 14): every stored phone becomes +91 and its 10 digits, in place. The
-- mapping is one to one, so the unique indexes (admins, workers) still hold; updated_at and
-- version stay (the number did not change, only its form). The API still reads and takes the
-- 10 digits (schema.ts phoneColumn), and a 10-digit search is a substring of the stored form.
ALTER TABLE "admins" ALTER COLUMN "phone" SET DATA TYPE varchar(13);
--> statement-breakpoint
ALTER TABLE "otp_codes" ALTER COLUMN "phone" SET DATA TYPE varchar(13);
--> statement-breakpoint
ALTER TABLE "service_requests" ALTER COLUMN "customer_phone" SET DATA TYPE varchar(13);
--> statement-breakpoint
ALTER TABLE "societies" ALTER COLUMN "contact_phone" SET DATA TYPE varchar(13);
--> statement-breakpoint
ALTER TABLE "user_concerns" ALTER COLUMN "customer_phone" SET DATA TYPE varchar(13);
--> statement-breakpoint
ALTER TABLE "workers" ALTER COLUMN "phone" SET DATA TYPE varchar(13);
--> statement-breakpoint
ALTER TABLE "workshops" ALTER COLUMN "phone" SET DATA TYPE varchar(13);
--> statement-breakpoint
UPDATE "admins" SET "phone" = '+91' || "phone" WHERE "phone" ~ '^[0-9]{10}$';
--> statement-breakpoint
UPDATE "otp_codes" SET "phone" = '+91' || "phone" WHERE "phone" ~ '^[0-9]{10}$';
--> statement-breakpoint
UPDATE "service_requests" SET "customer_phone" = '+91' || "customer_phone" WHERE "customer_phone" ~ '^[0-9]{10}$';
--> statement-breakpoint
UPDATE "societies" SET "contact_phone" = '+91' || "contact_phone" WHERE "contact_phone" ~ '^[0-9]{10}$';
--> statement-breakpoint
UPDATE "user_concerns" SET "customer_phone" = '+91' || "customer_phone" WHERE "customer_phone" ~ '^[0-9]{10}$';
--> statement-breakpoint
UPDATE "workers" SET "phone" = '+91' || "phone" WHERE "phone" ~ '^[0-9]{10}$';
--> statement-breakpoint
UPDATE "workshops" SET "phone" = '+91' || "phone" WHERE "phone" ~ '^[0-9]{10}$';
--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_phone_e164_check" CHECK ("admins"."phone" ~ '^\+91[0-9]{10}$');
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_phone_e164_check" CHECK ("otp_codes"."phone" ~ '^\+91[0-9]{10}$');
--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_phone_e164_check" CHECK ("service_requests"."customer_phone" ~ '^\+91[0-9]{10}$');
--> statement-breakpoint
ALTER TABLE "societies" ADD CONSTRAINT "societies_contact_phone_e164_check" CHECK ("societies"."contact_phone" ~ '^\+91[0-9]{10}$');
--> statement-breakpoint
ALTER TABLE "user_concerns" ADD CONSTRAINT "user_concerns_customer_phone_e164_check" CHECK ("user_concerns"."customer_phone" ~ '^\+91[0-9]{10}$');
--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_phone_e164_check" CHECK ("workers"."phone" ~ '^\+91[0-9]{10}$');
--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_phone_e164_check" CHECK ("workshops"."phone" ~ '^\+91[0-9]{10}$');
