CREATE TABLE "institutions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"level" text NOT NULL,
	"department" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pinyin_full" text NOT NULL,
	"pinyin_initials" text NOT NULL,
	"source" jsonb NOT NULL,
	CONSTRAINT "institutions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "one_score_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"province" text NOT NULL,
	"year" integer NOT NULL,
	"track" text NOT NULL,
	"score" integer NOT NULL,
	"count" integer NOT NULL,
	"cumulative" integer NOT NULL,
	"source" jsonb NOT NULL,
	CONSTRAINT "one_score_lines_table_score_unique" UNIQUE("province","year","track","score")
);
--> statement-breakpoint
CREATE INDEX "institutions_province_idx" ON "institutions" USING btree ("province");--> statement-breakpoint
CREATE INDEX "institutions_name_idx" ON "institutions" USING btree ("name");