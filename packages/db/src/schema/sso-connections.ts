// A team's single sign-on: its OpenID Connect provider (issuer, client id, the client secret encrypted under
// AUTH_SECRET) and the email domain whose people sign in through it and join the team with `defaultRole`. The
// domain is the team's once a TXT record proves it (`verifiedAt`): until then nobody signs in through it, so no
// team can claim another's people. One connection per team, one team per domain.
import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
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
    issuer: text("issuer").notNull(),
    clientId: text("client_id").notNull(),
    clientSecretEncrypted: text("client_secret_encrypted").notNull(),
    emailDomain: text("email_domain").notNull(),
    defaultRole: roleEnum("default_role").notNull().default("member"),
    verificationToken: text("verification_token").notNull(),
    verifiedAt: timestamptz("verified_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("sso_connections_team_key").on(t.teamId),
    // Teams may claim one domain at once; the first to prove it owns it.
    uniqueIndex("sso_connections_domain_key").on(t.emailDomain).where(sql`${t.verifiedAt} is not null`),
  ],
);
