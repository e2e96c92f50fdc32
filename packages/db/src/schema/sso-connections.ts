// A team's single sign-on: an OpenID Connect provider (issuer, client id, the client secret encrypted under
// AUTH_SECRET) or a SAML identity provider (its entity id, sign-in URL and signing certificates, from its
// metadata), and the email domain whose people sign in through it and join the team with `defaultRole`. The
// domain is the team's once a TXT record proves it (`verifiedAt`): until then nobody signs in through it, so no
// team can claim another's people. One connection per team, one team per domain. `enforced` refuses password and
// passkey sign-in to the people of a proven domain.
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, updatedAt } from "./columns.ts";
import { roleEnum } from "./enums.ts";
import { teams } from "./teams.ts";

export const ssoConnections = pgTable(
  "sso_connections",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    issuer: text("issuer"),
    clientId: text("client_id"),
    clientSecretEncrypted: text("client_secret_encrypted"),
    emailDomain: text("email_domain").notNull(),
    defaultRole: roleEnum("default_role").notNull().default("member"),
    verificationToken: text("verification_token").notNull(),
    verifiedAt: timestamptz("verified_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    protocol: text("protocol", { enum: ["oidc", "saml"] })
      .notNull()
      .default("oidc"),
    samlEntityId: text("saml_entity_id"),
    samlSsoUrl: text("saml_sso_url"),
    /** The identity provider's signing certificates, base64 DER; any of them may sign (a rotation has two). */
    samlCertificates: text("saml_certificates").array(),
    samlMetadataUrl: text("saml_metadata_url"),
    /** SAML: whether a response nobody asked for (the provider's app tile) signs in; false takes only ours. */
    samlIdpInitiated: boolean("saml_idp_initiated").notNull().default(true),
    enforced: boolean("enforced").notNull().default(false),
  },
  (t) => [
    uniqueIndex("sso_connections_team_key").on(t.teamId),
    // Teams may claim one domain at once; the first to prove it owns it.
    uniqueIndex("sso_connections_domain_key").on(t.emailDomain).where(sql`${t.verifiedAt} is not null`),
    check(
      "sso_connections_protocol_fields",
      sql`(${t.protocol} = 'oidc' and ${t.issuer} is not null and ${t.clientId} is not null
        and ${t.clientSecretEncrypted} is not null)
        or (${t.protocol} = 'saml' and ${t.samlEntityId} is not null and ${t.samlSsoUrl} is not null
        and cardinality(${t.samlCertificates}) > 0)`,
    ),
  ],
);

/** The SAML sign-ins the service asked for: a response must answer one of these (`InResponseTo`), once. */
export const samlRequests = pgTable(
  "saml_requests",
  {
    id: text("id").primaryKey(),
    connectionId: text("connection_id")
      .notNull()
      .references(() => ssoConnections.id, { onDelete: "cascade" }),
    /** Where the person goes once signed in: a path of the dashboard. */
    returnTo: text("return_to").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("saml_requests_expires_idx").on(t.expiresAt)],
);

/** Assertions already used to sign in, kept until they expire, so that none signs anyone in twice. */
export const samlAssertionsUsed = pgTable(
  "saml_assertions_used",
  {
    connectionId: text("connection_id")
      .notNull()
      .references(() => ssoConnections.id, { onDelete: "cascade" }),
    assertionId: text("assertion_id").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.connectionId, t.assertionId] }),
    index("saml_assertions_used_expires_idx").on(t.expiresAt),
  ],
);
