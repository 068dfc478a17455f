CREATE TABLE "forum_favorites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forum_favorites_once_unique" UNIQUE("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "favorite_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_favorites" ADD CONSTRAINT "forum_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_favorites" ADD CONSTRAINT "forum_favorites_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_favorites_user_idx" ON "forum_favorites" USING btree ("user_id","id" DESC NULLS FIRST);