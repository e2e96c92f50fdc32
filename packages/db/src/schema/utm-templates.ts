// A team's UTM templates: named sets of campaign parameters a code can start from. A code copies the template's
// values into its own `utm` (with the template's id, to show where they came from), so editing a template never
// changes what printed codes send (docs/campaigns.md).
import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { teams } from "./teams.ts";

export const utmTemplates = pgTable(
  "utm_templates",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    source: text("source"),
    medium: text("medium"),
    campaign: text("campaign"),
    term: text("term"),
    content: text("content"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("utm_templates_team_name_key").on(t.teamId, sql`lower(${t.name})`),
    // A template that adds nothing is no template: a change that would empty one fails whole, name and all.
    check(
      "utm_templates_keeps_a_parameter",
      sql`num_nonnulls(${t.source}, ${t.medium}, ${t.campaign}, ${t.term}, ${t.content}) > 0`,
    ),
  ],
);

export type UtmTemplateRow = typeof utmTemplates.$inferSelect;
