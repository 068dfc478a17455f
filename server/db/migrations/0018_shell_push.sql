CREATE TABLE "push_clients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_clients" ADD CONSTRAINT "push_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_clients_client_unique" ON "push_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "push_clients_user_idx" ON "push_clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_orders_refund_due_idx" ON "payment_orders" USING btree ("id") WHERE "payment_orders"."status" = 'paid' and ("payment_orders"."grant" ->> 'refund') is not null;