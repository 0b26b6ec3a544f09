CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "login_attempts_ip_time" ON "login_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
-- A database that already holds usernames differing only in case (a race the old check lost)
-- keeps the oldest as is and renames the later ones "<name>-<id>", so the index can be built.
UPDATE "staff" SET "username" = "staff"."username" || '-' || "staff"."id"
WHERE EXISTS (SELECT 1 FROM "staff" AS "older"
  WHERE lower("older"."username") = lower("staff"."username") AND "older"."id" < "staff"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_username_lower_unique" ON "staff" USING btree (lower("username"));