CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"r2_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_clicks" (
	"id" uuid NOT NULL,
	"qr_id" text NOT NULL,
	"team_id" text NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"link" integer,
	"target" text,
	"visitor" text NOT NULL,
	"bot" boolean NOT NULL,
	"scan_id" uuid,
	CONSTRAINT "scan_clicks_qr_id_ts_id_pk" PRIMARY KEY("qr_id","ts","id")
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_team_idx" ON "files" USING btree ("team_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scan_clicks_team_idx" ON "scan_clicks" USING btree ("team_id","ts");--> statement-breakpoint
ALTER TABLE "qr_codes" DROP CONSTRAINT "qr_codes_type_check";--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_type_check" CHECK ("type" IN ('url', 'vcard', 'links', 'file', 'event', 'sms', 'email', 'phone', 'app', 'wifi'));
--> statement-breakpoint
-- The files a code's content names (a file code's `file_id`, a card's `photo_file_id`, a page's `avatar_file_id`)
-- must be the team's, and a photo or avatar an image; the file's facts are written beside each id (`file`,
-- `photo`, `avatar`), so the redirect record knows them with no read of its own. One rule for every writer
-- (create, bulk, change, restore): an id that is not the team's raises QRF01, which the API answers with a 422 on
-- the field its message names. The file's row is locked (KEY SHARE) until the code is committed, so a delete of
-- the file waits for it and then sees it used. Named to fire before the other BEFORE triggers (alphabetical), so
-- the version history keeps the facts too.
CREATE FUNCTION "code_files"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_field text;
	v_id text;
	v_file "files";
BEGIN
	IF NEW."content" IS NULL THEN
		RETURN NEW;
	END IF;
	NEW."content" := NEW."content" - 'file' - 'photo' - 'avatar';
	FOREACH v_field IN ARRAY ARRAY['file_id', 'photo_file_id', 'avatar_file_id'] LOOP
		v_id := NEW."content" ->> v_field;
		CONTINUE WHEN v_id IS NULL;
		SELECT * INTO v_file FROM "files" WHERE "id" = v_id AND "team_id" = NEW."team_id" FOR KEY SHARE;
		IF v_file."id" IS NULL THEN
			RAISE EXCEPTION 'content.%: no file with this id in your team (upload it with POST /files)', v_field
				USING ERRCODE = 'QRF01';
		END IF;
		IF v_field <> 'file_id' AND v_file."content_type" NOT LIKE 'image/%' THEN
			RAISE EXCEPTION 'content.%: a photo is an image (PNG, JPEG, GIF or WebP), not a PDF', v_field
				USING ERRCODE = 'QRF01';
		END IF;
		NEW."content" := NEW."content" || jsonb_build_object(
			CASE v_field WHEN 'file_id' THEN 'file' WHEN 'photo_file_id' THEN 'photo' ELSE 'avatar' END,
			jsonb_strip_nulls(jsonb_build_object('name', v_file."name", 'content_type', v_file."content_type",
				'bytes', v_file."bytes", 'width', v_file."width", 'height', v_file."height")));
	END LOOP;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "qr_codes_attach_files" BEFORE INSERT OR UPDATE OF "content", "team_id" ON "qr_codes"
	FOR EACH ROW EXECUTE FUNCTION "code_files"();
