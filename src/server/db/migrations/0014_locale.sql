ALTER TABLE "bookings" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;