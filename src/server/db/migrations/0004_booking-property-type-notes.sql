ALTER TABLE "bookings" ADD COLUMN "property_type" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "notes" text;