CREATE TABLE "personality_test_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"test" text NOT NULL,
	"answers" jsonb NOT NULL,
	"type" text NOT NULL,
	"scores" jsonb NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personality_test_results_user_test" UNIQUE("user_id","test")
);
--> statement-breakpoint
ALTER TABLE "personality_test_results" ADD CONSTRAINT "personality_test_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;