// A pending invitation to a team. Only the SHA-256 of its single-use token is stored.
import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns.ts";
import { roleEnum } from "./enums.ts";
import { teams } from "./teams.ts";
import { users } from "./users.ts";

export const invitations = pgTable(
  "invitations",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: roleEnum("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedByUserId: text("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    acceptedAt: timestamptz("accepted_at"),
    acceptedByUserId: text("accepted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [
    uniqueIndex("invitations_token_hash_key").on(t.tokenHash),
    // At most one open invitation per address and team.
    uniqueIndex("invitations_open_email_key")
      .on(t.teamId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
