CREATE TABLE "sms_inbound_messages" (
	"message_sid" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_emails_channel_due_idx" ON "outbox_emails" USING btree ("channel","status","next_attempt_at");