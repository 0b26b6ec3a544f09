CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer,
	"from_phone" text NOT NULL,
	"body" text NOT NULL,
	"message_sid" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_replies_messageSid_unique" UNIQUE("message_sid")
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sms_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "sms_replies" ADD CONSTRAINT "sms_replies_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_replies_booking_idx" ON "sms_replies" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "outbox_emails_provider_id_idx" ON "outbox_emails" USING btree ("provider_id");