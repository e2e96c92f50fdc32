CREATE TABLE "sso_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text NOT NULL,
	"email_domain" text NOT NULL,
	"default_role" "member_role" DEFAULT 'member' NOT NULL,
	"verification_token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_connections_team_key" ON "sso_connections" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_connections_domain_key" ON "sso_connections" USING btree ("email_domain") WHERE "sso_connections"."verified_at" is not null;