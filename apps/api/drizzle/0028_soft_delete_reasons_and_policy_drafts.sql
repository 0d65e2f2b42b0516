DROP INDEX "policy_documents_one_draft_key";--> statement-breakpoint
ALTER TABLE "cancellation_reasons" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cancellation_reasons" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "cancellation_reasons" ADD CONSTRAINT "cancellation_reasons_deleted_by_admins_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_deleted_by_admins_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_documents_one_draft_key" ON "policy_documents" USING btree ("kind") WHERE "policy_documents"."status" = 'draft' and "policy_documents"."deleted_at" is null;