CREATE TABLE "scim_connections" (
	"team_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scim_group_members" (
	"group_id" text NOT NULL,
	"scim_user_id" text NOT NULL,
	CONSTRAINT "scim_group_members_group_id_scim_user_id_pk" PRIMARY KEY("group_id","scim_user_id")
);
--> statement-breakpoint
CREATE TABLE "scim_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"display_name" text NOT NULL,
	"external_id" text,
	"role" "member_role",
	"folder_id" text,
	"folder_access" "folder_access",
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scim_users" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"external_id" text,
	"display_name" text,
	"given_name" text,
	"family_name" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "folder_members" ADD COLUMN "from_scim" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scim_connections" ADD CONSTRAINT "scim_connections_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_group_members" ADD CONSTRAINT "scim_group_members_group_id_scim_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."scim_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_group_members" ADD CONSTRAINT "scim_group_members_scim_user_id_scim_users_id_fk" FOREIGN KEY ("scim_user_id") REFERENCES "public"."scim_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_groups" ADD CONSTRAINT "scim_groups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_groups" ADD CONSTRAINT "scim_groups_team_id_folder_id_folders_team_id_id_fk" FOREIGN KEY ("team_id","folder_id") REFERENCES "public"."folders"("team_id","id") ON DELETE SET NULL ("folder_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scim_connections_token_key" ON "scim_connections" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "scim_group_members_user_idx" ON "scim_group_members" USING btree ("scim_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_groups_team_name_key" ON "scim_groups" USING btree ("team_id",lower("display_name"));--> statement-breakpoint
CREATE INDEX "scim_groups_team_idx" ON "scim_groups" USING btree ("team_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_team_user_name_key" ON "scim_users" USING btree ("team_id",lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_team_user_key" ON "scim_users" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "scim_users_team_idx" ON "scim_users" USING btree ("team_id","id");--> statement-breakpoint
-- A group gives at most admin: an identity provider never makes an owner.
ALTER TABLE "scim_groups" ADD CONSTRAINT "scim_groups_role_check" CHECK ("role" IS DISTINCT FROM 'owner');
--> statement-breakpoint
-- A group maps to a team role or to a folder's access, never both; a folder's access comes with its folder.
ALTER TABLE "scim_groups" ADD CONSTRAINT "scim_groups_one_mapping_check"
	CHECK (("role" IS NULL OR "folder_id" IS NULL) AND (("folder_id" IS NULL) = ("folder_access" IS NULL) OR "folder_id" IS NULL));
