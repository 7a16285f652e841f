CREATE TABLE "billing_checkout" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"stripe_session_id" text,
	"url" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_send" (
	"id" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_checkout" ADD CONSTRAINT "billing_checkout_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_checkout_pending_idx" ON "billing_checkout" USING btree ("user_id") WHERE "billing_checkout"."status" in ('creating', 'open');--> statement-breakpoint
CREATE INDEX "billing_checkout_session_idx" ON "billing_checkout" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE INDEX "auth_send_key_idx" ON "auth_send" USING btree ("scope","key","sent_at");--> statement-breakpoint
CREATE INDEX "auth_send_sent_at_idx" ON "auth_send" USING btree ("sent_at");