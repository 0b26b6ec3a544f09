ALTER TABLE "booking_photos" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_photos" ALTER COLUMN "position" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_photos" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD COLUMN "height" integer;--> statement-breakpoint
CREATE INDEX "booking_photos_unattached_idx" ON "booking_photos" USING btree ("created_at") WHERE "booking_photos"."booking_id" is null;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_uploadId_unique" UNIQUE("upload_id");