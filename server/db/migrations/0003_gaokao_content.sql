CREATE TABLE "admission_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"institution_id" bigint,
	"institution_name" text NOT NULL,
	"province" text NOT NULL,
	"year" integer NOT NULL,
	"track" text NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"group_code" text DEFAULT '' NOT NULL,
	"major_code" text DEFAULT '' NOT NULL,
	"major_name" text DEFAULT '' NOT NULL,
	"min_score" integer NOT NULL,
	"min_rank" integer,
	"avg_score" double precision,
	"plan_count" integer,
	"source" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"province" text NOT NULL,
	"year" integer NOT NULL,
	"track" text NOT NULL,
	"batch" text NOT NULL,
	"score" integer NOT NULL,
	"rank" integer,
	"source" jsonb NOT NULL,
	CONSTRAINT "batch_lines_unique" UNIQUE("province","year","track","batch")
);
--> statement-breakpoint
CREATE TABLE "civil_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"province" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"exam" text NOT NULL,
	"year" integer NOT NULL,
	"education" text NOT NULL,
	"majors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"count" integer NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consult_services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"expert_name" text NOT NULL,
	"expert_title" text NOT NULL,
	"price" double precision NOT NULL,
	"duration_minutes" integer NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text NOT NULL,
	"paragraphs" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"institution_id" bigint,
	"institution_name" text NOT NULL,
	"province" text NOT NULL,
	"year" integer NOT NULL,
	"track" text NOT NULL,
	"batch" text DEFAULT '' NOT NULL,
	"group_code" text DEFAULT '' NOT NULL,
	"major_code" text DEFAULT '' NOT NULL,
	"major_name" text NOT NULL,
	"subject_requirement" text DEFAULT '不限' NOT NULL,
	"plan_count" integer NOT NULL,
	"duration" integer,
	"tuition" integer,
	"source" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fake_institutions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source" jsonb NOT NULL,
	CONSTRAINT "fake_institutions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"duration" integer,
	"degree" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"courses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"employment" jsonb,
	"pinyin_initials" text DEFAULT '' NOT NULL,
	"source" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"province" text,
	"cover_url" text,
	"paragraphs" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"source" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"list_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"institution_id" bigint,
	"name" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"score" double precision,
	CONSTRAINT "ranking_entries_position_unique" UNIQUE("list_id","position")
);
--> statement-breakpoint
CREATE TABLE "ranking_lists" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"publisher" text NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"exam_name" text NOT NULL,
	"exam_date" text NOT NULL,
	"total" double precision NOT NULL,
	"subjects" jsonb NOT NULL,
	"rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject_assessments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"discipline_code" text NOT NULL,
	"discipline_name" text NOT NULL,
	"category" text NOT NULL,
	"grade" text NOT NULL,
	"institution_id" bigint,
	"institution_name" text NOT NULL,
	"source" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "type" text DEFAULT '其他' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "admission_lines" ADD CONSTRAINT "admission_lines_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_plans" ADD CONSTRAINT "enrollment_plans_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_list_id_ranking_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."ranking_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_records" ADD CONSTRAINT "score_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_assessments" ADD CONSTRAINT "subject_assessments_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_lines_table_idx" ON "admission_lines" USING btree ("province","year","track");--> statement-breakpoint
CREATE INDEX "admission_lines_institution_idx" ON "admission_lines" USING btree ("institution_id","province");--> statement-breakpoint
CREATE INDEX "enrollment_plans_table_idx" ON "enrollment_plans" USING btree ("province","year","track");--> statement-breakpoint
CREATE INDEX "enrollment_plans_institution_idx" ON "enrollment_plans" USING btree ("institution_id","province");--> statement-breakpoint
CREATE INDEX "majors_name_idx" ON "majors" USING btree ("name");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "score_records_user_idx" ON "score_records" USING btree ("user_id","exam_date");--> statement-breakpoint
CREATE INDEX "subject_assessments_institution_idx" ON "subject_assessments" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "subject_assessments_discipline_idx" ON "subject_assessments" USING btree ("discipline_code");