CREATE TABLE "blobs" (
	"hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blobs_hash_check" CHECK ("blobs"."hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "blobs_byte_size_check" CHECK ("blobs"."byte_size" = octet_length("blobs"."bytes"))
);
--> statement-breakpoint
CREATE INDEX "blobs_created_at_idx" ON "blobs" USING btree ("created_at");--> statement-breakpoint
-- Images are compressed already: stored out of line without another compression attempt.
ALTER TABLE "blobs" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
