CREATE TABLE "ga4_streams" (
	"team_id" text NOT NULL,
	"qr_id" text,
	"measurement_id" text NOT NULL,
	"api_secret_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ga4_streams" ADD CONSTRAINT "ga4_streams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ga4_streams_key" ON "ga4_streams" USING btree ("team_id",coalesce("qr_id", ''));