CREATE TABLE "after_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_keys" jsonb NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"staff_note" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"price_fen_added" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"percent_off" integer DEFAULT 0 NOT NULL,
	"max_discount_fen" integer,
	"category" text,
	"valid_days" integer NOT NULL,
	"claimable" boolean DEFAULT false NOT NULL,
	"welcome" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"order_item_id" bigint,
	"user_id" bigint,
	"sku_name" text DEFAULT '' NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"image_keys" jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "goods_comments_order_item_id_unique" UNIQUE("order_item_id")
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_keys" jsonb NOT NULL,
	"status" text DEFAULT 'on_sale' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_skus" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"name" text NOT NULL,
	"price_fen" integer NOT NULL,
	"original_price_fen" integer,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mall_skus_stock_nonnegative" CHECK ("mall_skus"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"goods_id" bigint,
	"sku_id" bigint,
	"title" text NOT NULL,
	"sku_name" text NOT NULL,
	"image_key" text,
	"price_fen" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"status" text NOT NULL,
	"address" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"goods_fen" integer NOT NULL,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"delivery_fen" integer NOT NULL,
	"total_fen" integer NOT NULL,
	"user_coupon_id" bigint,
	"from_cart" boolean DEFAULT false NOT NULL,
	"payment_order_id" bigint,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"express_company" text,
	"tracking_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coupon_id" bigint NOT NULL,
	"source" text NOT NULL,
	"grant_key" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"used_order_id" bigint,
	"used_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_mall_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."mall_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_order_item_id_shop_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."shop_order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_skus" ADD CONSTRAINT "mall_skus_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_sku_id_mall_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."mall_skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "after_sales_status_idx" ON "after_sales" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_pending_unique" ON "after_sales" USING btree ("order_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_sku_unique" ON "cart_items" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "goods_comments_goods_idx" ON "goods_comments" USING btree ("goods_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mall_goods_category_idx" ON "mall_goods" USING btree ("category","weight" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mall_skus_goods_idx" ON "mall_skus" USING btree ("goods_id","position");--> statement-breakpoint
CREATE INDEX "shop_order_items_order_idx" ON "shop_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_orders_user_idx" ON "shop_orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_orders_status_idx" ON "shop_orders" USING btree ("status","pay_deadline");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_grant_unique" ON "user_coupons" USING btree ("user_id","grant_key") WHERE grant_key is not null;