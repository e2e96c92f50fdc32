CREATE TYPE "public"."folder_access" AS ENUM('none', 'viewer', 'editor', 'owner');--> statement-breakpoint
CREATE TABLE "folder_members" (
	"folder_id" text NOT NULL,
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access" "folder_access" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folder_members_folder_id_user_id_pk" PRIMARY KEY("folder_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"member_access" "folder_access" DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folders_team_id_key" UNIQUE("team_id","id")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "folder_ids" text[];--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "folder_id" text;--> statement-breakpoint
ALTER TABLE "folder_members" ADD CONSTRAINT "folder_members_team_id_folder_id_folders_team_id_id_fk" FOREIGN KEY ("team_id","folder_id") REFERENCES "public"."folders"("team_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_members" ADD CONSTRAINT "folder_members_team_id_user_id_memberships_team_id_user_id_fk" FOREIGN KEY ("team_id","user_id") REFERENCES "public"."memberships"("team_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folder_members_user_idx" ON "folder_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "folders_team_name_key" ON "folders" USING btree ("team_id",lower("name"));--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_team_id_folder_id_folders_team_id_id_fk" FOREIGN KEY ("team_id","folder_id") REFERENCES "public"."folders"("team_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_codes_folder_idx" ON "qr_codes" USING btree ("folder_id") WHERE "qr_codes"."folder_id" is not null;--> statement-breakpoint
-- What a caller reaches of a code by its folder (apps/api/src/codes/folders/reach.ts): `none` outside the folders
-- an API key is limited to; `owner` for a code in no folder (the team role alone decides) and for team owners and
-- admins; otherwise the member's own access to the folder, else the folder's access for members.
CREATE FUNCTION "folder_access_of"(p_folder_id text, p_user_id text, p_role member_role, p_key_folders text[])
RETURNS folder_access LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_key_folders IS NOT NULL AND (p_folder_id IS NULL OR NOT (p_folder_id = ANY (p_key_folders))) THEN 'none'::folder_access
    WHEN p_folder_id IS NULL OR p_role IN ('owner', 'admin') THEN 'owner'::folder_access
    ELSE coalesce(
      (SELECT m.access FROM folder_members m WHERE m.folder_id = p_folder_id AND m.user_id = p_user_id),
      (SELECT f.member_access FROM folders f WHERE f.id = p_folder_id),
      'none'::folder_access)
  END
$$;
--> statement-breakpoint
-- Webhook endpoints may filter by folder: a code's event, or a conversion of one, goes to an endpoint filtering by
-- folders when the code is in one of them now (STABLE, no longer IMMUTABLE: it reads the code's folder).
CREATE OR REPLACE FUNCTION "endpoint_takes"(p_filter jsonb, p_kind text, p_code_id text, p_host text, p_tags text[])
	RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT CASE p_kind
		WHEN 'code' THEN (NOT (p_filter ? 'code_ids') OR (p_filter -> 'code_ids') ? p_code_id)
			AND (NOT (p_filter ? 'tags') OR (p_filter -> 'tags') ?| p_tags)
			AND (NOT (p_filter ? 'domains') OR (p_filter -> 'domains') ? p_host)
			AND (NOT (p_filter ? 'folders') OR coalesce((p_filter -> 'folders') ? (SELECT folder_id FROM qr_codes WHERE id = p_code_id), false))
		WHEN 'conversion' THEN (NOT (p_filter ? 'code_ids') OR (p_filter -> 'code_ids') ? p_code_id)
			AND (NOT (p_filter ? 'tags') OR (p_filter -> 'tags') ?| p_tags)
			AND (NOT (p_filter ? 'domains') OR (p_filter -> 'domains') ? p_host)
			AND (NOT (p_filter ? 'folders') OR coalesce((p_filter -> 'folders') ? (SELECT folder_id FROM qr_codes WHERE id = p_code_id), false))
		WHEN 'domain' THEN NOT (p_filter ? 'domains') OR (p_filter -> 'domains') ? p_host
		ELSE true END
$$;
