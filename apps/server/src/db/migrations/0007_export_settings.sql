CREATE TABLE "export_issue" (
	"id" text PRIMARY KEY NOT NULL,
	"conversion_id" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"invoice_number" text,
	"skipped" boolean NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"csv_format" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_issue" ADD CONSTRAINT "export_issue_conversion_id_conversion_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_issue_conversion_idx" ON "export_issue" USING btree ("conversion_id");