CREATE TABLE "activation_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"redeemed_by" bigint,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"user_id" bigint,
	"order_id" bigint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_members_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "group_members_task_user" UNIQUE("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_type" text NOT NULL,
	"creator_id" bigint,
	"size" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"out_order_number" text NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"item" text NOT NULL,
	"subject" text NOT NULL,
	"total_fee" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"trade_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"return_url" text,
	"provider_trade_no" text,
	"prepay_id" text,
	"grant" jsonb,
	"refunded_fee" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_out_order_number_unique" UNIQUE("out_order_number"),
	CONSTRAINT "payment_orders_provider_trade_no" UNIQUE("provider","provider_trade_no")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"out_refund_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_out_refund_no_unique" UNIQUE("out_refund_no")
);
--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_task_id_group_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."group_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_tasks" ADD CONSTRAINT "group_tasks_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_tasks_status_idx" ON "group_tasks" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");