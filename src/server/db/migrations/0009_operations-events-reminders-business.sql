CREATE TABLE "business_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"license_number" text DEFAULT '' NOT NULL,
	"insurer" text DEFAULT '' NOT NULL,
	"rating" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_source" text DEFAULT '' NOT NULL,
	"service_area_zips" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_settings_one_row" CHECK ("business_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminders_once_uq" UNIQUE("booking_id","kind","window_start")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "en_route_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_collected_by" integer;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_id_staff_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_collected_by_staff_id_fk" FOREIGN KEY ("payment_collected_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "business_settings" ("id", "name", "phone", "email", "address", "license_number", "insurer", "rating", "review_count", "rating_source", "service_area_zips") VALUES (1, 'Charlotte TV Mounting', '(704) 555-0186', 'support@charlottetvmounting.com', 'Charlotte, NC', '', 'Carolina Mutual Insurance', 4.9, 2500, 'Google', ARRAY['28202','28203','28204','28205','28206','28207','28208','28209','28210','28211','28212','28213','28214','28215','28216','28217','28218','28219','28220','28221','28222','28223','28224','28225','28226','28227','28228','28229','28230','28231','28232','28233','28234','28235','28236','28237','28238','28239','28240','28241','28242','28243','28244','28245','28246','28247','28248','28249','28250','28251','28252','28253','28254','28255','28256','28257','28258','28259','28260','28261','28262','28263','28264','28265','28266','28267','28268','28269','28270','28271','28272','28273','28274','28275','28276','28277','28278','28279','28280','28031','28036','28078','28105','28134','28173','28012','28027','28025','28075','28079','28104','28110','29707','29708','29715']) ON CONFLICT ("id") DO NOTHING;
