// A person's second factors, shaped as the account library's plugins expect: an authenticator app (`two_factors`:
// the TOTP secret encrypted under AUTH_SECRET, the recovery codes as SHA-256 hashes, the failure count behind the
// lockout) and passkeys (WebAuthn public keys; nothing secret is stored).
import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns.ts";
import { users } from "./users.ts";

export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    /** False between enrolment and the first correct code: the factor is not asked for until then. */
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamptz("locked_until"),
  },
  (t) => [uniqueIndex("two_factors_user_key").on(t.userId)],
);

export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    aaguid: text("aaguid"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("passkeys_credential_key").on(t.credentialID), index("passkeys_user_idx").on(t.userId)],
);
