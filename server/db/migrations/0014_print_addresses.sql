CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"district_code" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"status" text NOT NULL,
	"items" jsonb NOT NULL,
	"queue_item_ids" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"print_fee_fen" integer NOT NULL,
	"delivery_fee_fen" integer NOT NULL,
	"total_fen" integer NOT NULL,
	"payment_order_id" bigint,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"express_company" text,
	"tracking_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"printing_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "print_queue_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"share_id" bigint,
	"page_count" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"group_id" bigint,
	"group_position" integer DEFAULT 0 NOT NULL,
	"locked_by_order" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_groups" ADD CONSTRAINT "print_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_queue_items" ADD CONSTRAINT "print_queue_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_queue_items" ADD CONSTRAINT "print_queue_items_entry_id_cloud_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."cloud_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_queue_items" ADD CONSTRAINT "print_queue_items_share_id_cloud_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."cloud_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_queue_items" ADD CONSTRAINT "print_queue_items_group_id_print_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."print_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("user_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "print_groups_user_idx" ON "print_groups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "print_orders_user_idx" ON "print_orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "print_orders_status_idx" ON "print_orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "print_queue_user_idx" ON "print_queue_items" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "print_queue_user_entry" ON "print_queue_items" USING btree ("user_id","entry_id");