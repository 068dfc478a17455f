CREATE TABLE "institution_aliases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"institution_id" bigint NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_aliases_unique" UNIQUE("alias","province")
);
--> statement-breakpoint
ALTER TABLE "admission_lines" ADD COLUMN "institution_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_plans" ADD COLUMN "institution_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_aliases" ADD CONSTRAINT "institution_aliases_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;