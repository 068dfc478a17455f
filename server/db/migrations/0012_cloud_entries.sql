CREATE TABLE "cloud_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"is_folder" boolean NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"md5" text,
	"storage_key" text,
	"extension" text DEFAULT '' NOT NULL,
	"trashed_at" timestamp with time zone,
	"trashed_via" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_entries" ADD CONSTRAINT "cloud_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_entries" ADD CONSTRAINT "cloud_entries_parent_id_cloud_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cloud_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_entries_live_name_unique" ON "cloud_entries" USING btree ("owner_id",coalesce("parent_id", 0),"name") WHERE trashed_at is null;--> statement-breakpoint
CREATE INDEX "cloud_entries_list_name_idx" ON "cloud_entries" USING btree ("owner_id","parent_id","is_folder","name","id") WHERE trashed_at is null;--> statement-breakpoint
CREATE INDEX "cloud_entries_list_time_idx" ON "cloud_entries" USING btree ("owner_id","parent_id","is_folder","updated_at","id") WHERE trashed_at is null;--> statement-breakpoint
CREATE INDEX "cloud_entries_list_size_idx" ON "cloud_entries" USING btree ("owner_id","parent_id","is_folder","size","id") WHERE trashed_at is null;--> statement-breakpoint
CREATE INDEX "cloud_entries_trash_idx" ON "cloud_entries" USING btree ("owner_id","trashed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE trashed_via = id;--> statement-breakpoint
CREATE INDEX "cloud_entries_trashed_via_idx" ON "cloud_entries" USING btree ("trashed_via") WHERE trashed_via is not null;--> statement-breakpoint
CREATE INDEX "cloud_entries_owner_live_idx" ON "cloud_entries" USING btree ("owner_id","id") WHERE trashed_at is null;--> statement-breakpoint
CREATE INDEX "cloud_entries_owner_md5_idx" ON "cloud_entries" USING btree ("owner_id","md5") WHERE md5 is not null;