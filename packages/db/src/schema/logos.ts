// Logos a team uploaded: the file is in R2 (`r2Key`), checked and described here. Codes and designs name a logo
// by id in their style.
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { teams } from "./teams.ts";

export const LOGO_CONTENT_TYPES = ["image/png", "image/jpeg", "image/svg+xml"] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

export const logos = pgTable(
  "logos",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type", { enum: LOGO_CONTENT_TYPES }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    r2Key: text("r2_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("logos_team_idx").on(t.teamId, t.id.desc())],
);

export type LogoRow = typeof logos.$inferSelect;
