// SCIM 2.0 provisioning (RFC 7643, 7644): a team's identity provider creates, changes and deactivates the team's
// people and groups (apps/api/src/access/scim/). The provider authenticates with the team's SCIM token (only its
// SHA-256 is kept). A provisioned person is a user of the team's verified single sign-on domain and a member of the
// team while active; a group may give its members a team role.
import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { folderAccessEnum, roleEnum } from "./enums.ts";
import { folders } from "./folders.ts";
import { teams } from "./teams.ts";
import { users } from "./users.ts";

export const scimConnections = pgTable(
  "scim_connections",
  {
    teamId: text("team_id")
      .primaryKey()
      .references(() => teams.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    tokenHint: text("token_hint").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("scim_connections_token_key").on(t.tokenHash)],
);

export const scimUsers = pgTable(
  "scim_users",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    externalId: text("external_id"),
    displayName: text("display_name"),
    givenName: text("given_name"),
    familyName: text("family_name"),
    active: boolean("active").notNull().default(true),
    /** Grows with every change: the resource's ETag version. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("scim_users_team_user_name_key").on(t.teamId, sql`lower(${t.userName})`),
    uniqueIndex("scim_users_team_user_key").on(t.teamId, t.userId),
    index("scim_users_team_idx").on(t.teamId, t.id),
  ],
);

export const scimGroups = pgTable(
  "scim_groups",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    externalId: text("external_id"),
    /** The team role the group's members get (the highest of their groups'); null: none. Never `owner`. */
    role: roleEnum("role"),
    /** Or the access to a folder its members get (the highest of their groups' for that folder); null: none. */
    folderId: text("folder_id"),
    folderAccess: folderAccessEnum("folder_access"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("scim_groups_team_name_key").on(t.teamId, sql`lower(${t.displayName})`),
    // A folder of the group's own team; a folder deleted takes the mapping with it.
    foreignKey({ columns: [t.teamId, t.folderId], foreignColumns: [folders.teamId, folders.id] }).onDelete(
      "set null",
    ),
    index("scim_groups_team_idx").on(t.teamId, t.id),
  ],
);

export const scimGroupMembers = pgTable(
  "scim_group_members",
  {
    groupId: text("group_id")
      .notNull()
      .references(() => scimGroups.id, { onDelete: "cascade" }),
    scimUserId: text("scim_user_id")
      .notNull()
      .references(() => scimUsers.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.scimUserId] }),
    index("scim_group_members_user_idx").on(t.scimUserId),
  ],
);

export type ScimUserRow = typeof scimUsers.$inferSelect;
export type ScimGroupRow = typeof scimGroups.$inferSelect;
