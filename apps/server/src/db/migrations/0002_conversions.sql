CREATE TABLE "subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"period_anchor" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "usage" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversion" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"total_files" integer NOT NULL,
	"total_size" bigint NOT NULL,
	"usage_period_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversion_file" (
	"id" text PRIMARY KEY NOT NULL,
	"conversion_id" text NOT NULL,
	"upload_id" text NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"pages" integer,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"tables_extracted" integer
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"heartbeat_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "output" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"conversion_id" text NOT NULL,
	"conversion_file_id" text,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"tables_extracted" integer DEFAULT 0 NOT NULL,
	"combined" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "upload" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage" ADD CONSTRAINT "usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion" ADD CONSTRAINT "conversion_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_file" ADD CONSTRAINT "conversion_file_conversion_id_conversion_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_file" ADD CONSTRAINT "conversion_file_upload_id_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."upload"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output" ADD CONSTRAINT "output_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output" ADD CONSTRAINT "output_conversion_id_conversion_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output" ADD CONSTRAINT "output_conversion_file_id_conversion_file_id_fk" FOREIGN KEY ("conversion_file_id") REFERENCES "public"."conversion_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_user_period_idx" ON "usage" USING btree ("user_id","period_start");--> statement-breakpoint
CREATE INDEX "usage_user_idx" ON "usage" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conversion_user_created_idx" ON "conversion" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "conversion_status_idx" ON "conversion" USING btree ("status");--> statement-breakpoint
CREATE INDEX "conversion_file_conversion_idx" ON "conversion_file" USING btree ("conversion_id");--> statement-breakpoint
CREATE INDEX "job_status_run_at_idx" ON "job" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "output_user_idx" ON "output" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "output_conversion_idx" ON "output" USING btree ("conversion_id");--> statement-breakpoint
CREATE INDEX "output_expires_idx" ON "output" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "upload_user_idx" ON "upload" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "upload_expires_idx" ON "upload" USING btree ("expires_at");