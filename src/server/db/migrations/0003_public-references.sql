-- Public references (decisions.md "Public references, not sequential ids"): CTM- and 6 characters
-- of an alphabet without look-alikes (0/O, 1/I/L). Not a secret (the manage token is), so random()
-- is enough; the unique constraints below catch the rare repeat and the insert is retried.
CREATE OR REPLACE FUNCTION ctm_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'CTM-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 6)
$$;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text DEFAULT ctm_reference() NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "reference" text DEFAULT ctm_reference() NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_manageTokenHash_unique" UNIQUE("manage_token_hash");--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_manageTokenHash_unique" UNIQUE("manage_token_hash");