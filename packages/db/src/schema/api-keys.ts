// API keys: scoped to a team, acting for the user who owns them. Only the SHA-256 of the secret is stored.
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns.ts";
import { teams } from "./teams.ts";
import { users } from "./users.ts";

export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    hint: text("hint").notNull(),
    secretHash: text("secret_hash").notNull(),
    permissions: text("permissions").array().notNull(),
    /** The folders the key is limited to (null: all the user reaches); set when made, never changed. */
    folderIds: text("folder_ids").array(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz("last_used_at"),
    expiresAt: timestamptz("expires_at"),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [
    uniqueIndex("api_keys_secret_hash_key").on(t.secretHash),
    index("api_keys_team_idx").on(t.teamId, t.createdAt),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
