// A team's folders: a code lives in at most one (qr_codes.folder_id), and what a member may do with a folder's
// codes is that member's access here, or else the folder's `member_access` (apps/api/src/codes/folders/). Team
// owners and admins reach every folder; an API key may be limited to some (api_keys.folder_ids).
import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { folderAccessEnum } from "./enums.ts";
import { memberships } from "./memberships.ts";
import { teams } from "./teams.ts";

export const folders = pgTable(
  "folders",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    /** What a member without an access of their own here has: `none` keeps the folder out of their sight. */
    memberAccess: folderAccessEnum("member_access").notNull().default("none"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("folders_team_name_key").on(t.teamId, sql`lower(${t.name})`),
    unique("folders_team_id_key").on(t.teamId, t.id),
  ],
);

/** One member's access to one folder; it goes with the membership. */
export const folderMembers = pgTable(
  "folder_members",
  {
    folderId: text("folder_id").notNull(),
    teamId: text("team_id").notNull(),
    userId: text("user_id").notNull(),
    access: folderAccessEnum("access").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Given by the team's identity provider through a group (SCIM), and taken back with it; false: by a person. */
    fromScim: boolean("from_scim").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.folderId, t.userId] }),
    // A member of the folder's own team only.
    foreignKey({ columns: [t.teamId, t.folderId], foreignColumns: [folders.teamId, folders.id] }).onDelete(
      "cascade",
    ),
    foreignKey({
      columns: [t.teamId, t.userId],
      foreignColumns: [memberships.teamId, memberships.userId],
    }).onDelete("cascade"),
    index("folder_members_user_idx").on(t.teamId, t.userId),
  ],
);

export type FolderRow = typeof folders.$inferSelect;
export type FolderMemberRow = typeof folderMembers.$inferSelect;
