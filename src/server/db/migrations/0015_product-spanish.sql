ALTER TABLE "products" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_es" text;