ALTER TABLE "billing_event" ADD COLUMN "object_id" text;--> statement-breakpoint
ALTER TABLE "billing_event" ADD COLUMN "event_created_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "billing_event_object_idx" ON "billing_event" USING btree ("object_id");