CREATE TABLE "cloud_share_items" (
	"share_id" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"forbid_download" boolean DEFAULT false NOT NULL,
	"forbid_print" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cloud_share_items_pk" PRIMARY KEY("share_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "cloud_share_members" (
	"share_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cloud_share_members_pk" PRIMARY KEY("share_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cloud_shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"banned_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"md5" text NOT NULL,
	"storage_key" text NOT NULL,
	"part_size" bigint NOT NULL,
	"part_count" integer NOT NULL,
	"multipart_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cloud_uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "cloud_share_items" ADD CONSTRAINT "cloud_share_items_share_id_cloud_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."cloud_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_share_items" ADD CONSTRAINT "cloud_share_items_entry_id_cloud_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."cloud_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_share_members" ADD CONSTRAINT "cloud_share_members_share_id_cloud_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."cloud_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_share_members" ADD CONSTRAINT "cloud_share_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_shares" ADD CONSTRAINT "cloud_shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_uploads" ADD CONSTRAINT "cloud_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_uploads" ADD CONSTRAINT "cloud_uploads_parent_id_cloud_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cloud_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_share_items_entry_idx" ON "cloud_share_items" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "cloud_share_members_user_idx" ON "cloud_share_members" USING btree ("user_id","joined_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cloud_shares_owner_idx" ON "cloud_shares" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cloud_uploads_owner_open_idx" ON "cloud_uploads" USING btree ("owner_id","expires_at") WHERE status = 'open';