// A user's role in a team.
import { index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { roleEnum } from "./enums.ts";
import { teams } from "./teams.ts";
import { users } from "./users.ts";

export const memberships = pgTable(
  "memberships",
  {
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: roleEnum("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index("memberships_user_idx").on(t.userId)],
);
