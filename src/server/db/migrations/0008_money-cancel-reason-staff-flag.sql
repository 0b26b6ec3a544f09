-- Money that does not match (docs/decisions/011-references-and-money.md): why a booking was cancelled
-- ("payment not completed" for a lapsed card hold), a payment staff must look at, and the index the
-- lapsed-hold sweep reads.
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "staff_flag" text;--> statement-breakpoint
CREATE INDEX "bookings_card_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending' and "bookings"."hold_expires_at" is not null;