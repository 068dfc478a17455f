CREATE TABLE "forum_circle_members" (
	"circle_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forum_circle_members_pk" PRIMARY KEY("circle_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_circles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"level" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forum_circles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "forum_progress" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "circle_id" bigint;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "solved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_circle_members" ADD CONSTRAINT "forum_circle_members_circle_id_forum_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."forum_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_circle_members" ADD CONSTRAINT "forum_circle_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_progress" ADD CONSTRAINT "forum_progress_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_circle_members_user_idx" ON "forum_circle_members" USING btree ("user_id","circle_id");--> statement-breakpoint
CREATE INDEX "forum_circles_level_idx" ON "forum_circles" USING btree ("level","id");--> statement-breakpoint
CREATE INDEX "forum_progress_post_idx" ON "forum_progress" USING btree ("post_id","id");--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_circle_id_forum_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."forum_circles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_posts_circle_feed_idx" ON "forum_posts" USING btree ("circle_id","status","id" DESC NULLS FIRST);