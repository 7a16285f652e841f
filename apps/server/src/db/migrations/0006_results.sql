CREATE TABLE "extraction_result" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"conversion_id" text NOT NULL,
	"conversion_file_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"checks_passed" integer DEFAULT 0 NOT NULL,
	"checks_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "result_correction" (
	"id" text PRIMARY KEY NOT NULL,
	"result_id" text NOT NULL,
	"user_id" text NOT NULL,
	"invoice" jsonb NOT NULL,
	"line_origins" jsonb NOT NULL,
	"changed_paths" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extraction_result" ADD CONSTRAINT "extraction_result_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_result" ADD CONSTRAINT "extraction_result_conversion_id_conversion_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_result" ADD CONSTRAINT "extraction_result_conversion_file_id_conversion_file_id_fk" FOREIGN KEY ("conversion_file_id") REFERENCES "public"."conversion_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_correction" ADD CONSTRAINT "result_correction_result_id_extraction_result_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."extraction_result"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_correction" ADD CONSTRAINT "result_correction_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extraction_result_file_idx" ON "extraction_result" USING btree ("conversion_file_id");--> statement-breakpoint
CREATE INDEX "extraction_result_conversion_idx" ON "extraction_result" USING btree ("conversion_id");--> statement-breakpoint
CREATE INDEX "extraction_result_expires_idx" ON "extraction_result" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "result_correction_result_idx" ON "result_correction" USING btree ("result_id","created_at");