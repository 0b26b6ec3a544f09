ALTER TABLE "payments" ADD COLUMN "client_secret" text;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_secret_uq" UNIQUE("client_secret");