CREATE TABLE "contact_message" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"forwarded" boolean DEFAULT false NOT NULL,
	"forwarded_at" timestamp with time zone,
	"forward_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_signup" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"forwarded" boolean DEFAULT false NOT NULL,
	"forwarded_at" timestamp with time zone,
	"forward_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_message_created_idx" ON "contact_message" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_message_user_idx" ON "contact_message" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_signup_email_idx" ON "waitlist_signup" USING btree ("email");