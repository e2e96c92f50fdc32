// A team's tags: a name and a colour that group its codes. A code holds its tags as a copy (qr_codes.tags) so
// every read of a code shows them without a join; renaming, recolouring or deleting a tag rewrites that copy in
// the same statement (apps/api/src/codes/tags/). Names are unique per team whatever their case.
import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { teams } from "./teams.ts";

export const tags = pgTable(
  "tags",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** #rrggbb */
    color: text("color").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("tags_team_name_key").on(t.teamId, sql`lower(${t.name})`),
    index("tags_team_idx").on(t.teamId, t.id),
  ],
);

export type TagRow = typeof tags.$inferSelect;

/** A tag as a code carries it. */
export interface CodeTag {
  id: string;
  name: string;
  color: string;
}
