// A team's saved designs: a named style (colours, shapes, frame, logo) that codes reference by `design_id`, so
// changing the design changes every code that uses it. At most one design per team is its default, used by
// every code that names none.
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { teams } from "./teams.ts";

export const designs = pgTable(
  "designs",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    style: jsonb("style").$type<Record<string, unknown>>().notNull().default({}),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("designs_team_idx").on(t.teamId, t.id.desc()),
    uniqueIndex("designs_team_default_key").on(t.teamId).where(sql`${t.isDefault}`),
  ],
);

export type DesignRow = typeof designs.$inferSelect;
