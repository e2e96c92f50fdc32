CREATE TABLE "saml_assertions_used" (
	"connection_id" text NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_assertions_used_connection_id_assertion_id_pk" PRIMARY KEY("connection_id","assertion_id")
);
--> statement-breakpoint
CREATE TABLE "saml_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"connection_id" text NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_connections" ALTER COLUMN "issuer" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ALTER COLUMN "client_secret_encrypted" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "protocol" text DEFAULT 'oidc' NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_entity_id" text;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_sso_url" text;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_certificates" text[];--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "saml_metadata_url" text;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD COLUMN "enforced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_assertions_used" ADD CONSTRAINT "saml_assertions_used_connection_id_sso_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."sso_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_requests" ADD CONSTRAINT "saml_requests_connection_id_sso_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."sso_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_assertions_used_expires_idx" ON "saml_assertions_used" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "saml_requests_expires_idx" ON "saml_requests" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_protocol_fields" CHECK (("sso_connections"."protocol" = 'oidc' and "sso_connections"."issuer" is not null and "sso_connections"."client_id" is not null
        and "sso_connections"."client_secret_encrypted" is not null)
        or ("sso_connections"."protocol" = 'saml' and "sso_connections"."saml_entity_id" is not null and "sso_connections"."saml_sso_url" is not null
        and cardinality("sso_connections"."saml_certificates") > 0));