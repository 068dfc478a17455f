CREATE TABLE "education_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"school" text NOT NULL,
	"stage" text NOT NULL,
	"start_year" integer NOT NULL,
	"end_year" integer
);
--> statement-breakpoint
CREATE TABLE "files" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"suffix" text NOT NULL,
	"size" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_codes_phone_purpose_unique" UNIQUE("phone","purpose")
);
--> statement-breakpoint
CREATE TABLE "sms_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'student' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "apply_year" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "liberal_science" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subjects" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "score" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rank" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "enroll_update_time_stamp" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "num_coins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "follower_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "following_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "used_cloud_space" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "max_cloud_space" bigint DEFAULT 10737418240 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mbti_result" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "custom_theme" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_price" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_date_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_date_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "xkw_vip_info" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wx_openid" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wx_unionid" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wx_session_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "collections" jsonb DEFAULT '{"univ":[],"prof":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "education_entries" ADD CONSTRAINT "education_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "education_entries_user_idx" ON "education_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sms_sends_phone_sent_at_idx" ON "sms_sends" USING btree ("phone","sent_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wx_openid_unique" UNIQUE("wx_openid");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wx_unionid_unique" UNIQUE("wx_unionid");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invite_code_unique" UNIQUE("invite_code");