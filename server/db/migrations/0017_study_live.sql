CREATE TABLE "essay_drafts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"prompt_id" bigint,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "essay_prompts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"genre" text NOT NULL,
	"body" text NOT NULL,
	"target_words" integer DEFAULT 800 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_key" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"user_id" bigint,
	"client_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" bigint,
	"institution_id" bigint,
	"title" text NOT NULL,
	"host" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_key" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"hls_url" text,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"payment_order_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_chapters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"course_id" bigint NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_checkins" (
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_checkins_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "study_courses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"stage" text DEFAULT 'high' NOT NULL,
	"title" text NOT NULL,
	"teacher" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_key" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_lessons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"course_id" bigint NOT NULL,
	"chapter_id" bigint NOT NULL,
	"title" text NOT NULL,
	"video_key" text NOT NULL,
	"poster_key" text,
	"duration_s" integer NOT NULL,
	"free" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_progress" (
	"user_id" bigint NOT NULL,
	"lesson_id" bigint NOT NULL,
	"position_s" double precision NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_progress_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "xkw_downloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"via" text NOT NULL,
	"cloud_entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xkw_materials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'local' NOT NULL,
	"provider_ref" text NOT NULL,
	"title" text NOT NULL,
	"stage" text NOT NULL,
	"subject" text NOT NULL,
	"grade" text NOT NULL,
	"type" text NOT NULL,
	"year" integer,
	"region" text DEFAULT '' NOT NULL,
	"topic_id" bigint,
	"pages" integer NOT NULL,
	"format" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"price_fen" integer NOT NULL,
	"file_key" text NOT NULL,
	"preview_keys" jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xkw_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"payment_order_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xkw_topics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'local' NOT NULL,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"stage" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "essay_drafts" ADD CONSTRAINT "essay_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essay_drafts" ADD CONSTRAINT "essay_drafts_prompt_id_essay_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."essay_prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_group_id_live_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."live_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_chapters" ADD CONSTRAINT "study_chapters_course_id_study_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."study_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_checkins" ADD CONSTRAINT "study_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_lessons" ADD CONSTRAINT "study_lessons_course_id_study_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."study_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_lessons" ADD CONSTRAINT "study_lessons_chapter_id_study_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."study_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_progress" ADD CONSTRAINT "study_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_progress" ADD CONSTRAINT "study_progress_lesson_id_study_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."study_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xkw_downloads" ADD CONSTRAINT "xkw_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xkw_downloads" ADD CONSTRAINT "xkw_downloads_material_id_xkw_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."xkw_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xkw_downloads" ADD CONSTRAINT "xkw_downloads_cloud_entry_id_cloud_entries_id_fk" FOREIGN KEY ("cloud_entry_id") REFERENCES "public"."cloud_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xkw_materials" ADD CONSTRAINT "xkw_materials_topic_id_xkw_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."xkw_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xkw_purchases" ADD CONSTRAINT "xkw_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xkw_purchases" ADD CONSTRAINT "xkw_purchases_material_id_xkw_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."xkw_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xkw_purchases" ADD CONSTRAINT "xkw_purchases_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "essay_drafts_user_idx" ON "essay_drafts" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_messages_session_idx" ON "live_messages" USING btree ("session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_messages_client_unique" ON "live_messages" USING btree ("session_id","user_id","client_id");--> statement-breakpoint
CREATE INDEX "live_sessions_starts_idx" ON "live_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "live_sessions_group_idx" ON "live_sessions" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "live_sessions_institution_idx" ON "live_sessions" USING btree ("institution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_tickets_user_session_unique" ON "live_tickets" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE INDEX "study_chapters_course_idx" ON "study_chapters" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "study_courses_subject_idx" ON "study_courses" USING btree ("subject","weight" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "study_lessons_chapter_idx" ON "study_lessons" USING btree ("chapter_id","sort");--> statement-breakpoint
CREATE INDEX "study_lessons_course_idx" ON "study_lessons" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "study_progress_recent_idx" ON "study_progress" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "xkw_downloads_user_idx" ON "xkw_downloads" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "xkw_downloads_user_material_idx" ON "xkw_downloads" USING btree ("user_id","material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "xkw_materials_provider_ref_unique" ON "xkw_materials" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "xkw_materials_filter_idx" ON "xkw_materials" USING btree ("stage","subject","grade","type");--> statement-breakpoint
CREATE INDEX "xkw_materials_topic_idx" ON "xkw_materials" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "xkw_purchases_user_material_unique" ON "xkw_purchases" USING btree ("user_id","material_id");