// Files a team uploaded for its pages: a file code's PDF or image, a card's photo, a page of links' avatar. The
// bytes are in R2 (`r2Key`, which the redirect worker reads too), checked and described here. A code names a
// file by id in its content; the database writes the file's facts beside the id (migration 0022), so the
// redirect record knows them, and refuses an id that is not the team's.
import { FILE_CONTENT_TYPES } from "@qr/core/content/types";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { teams } from "./teams.ts";

export const files = pgTable(
  "files",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type", { enum: FILE_CONTENT_TYPES }).notNull(),
    /** Images only. */
    width: integer("width"),
    height: integer("height"),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    r2Key: text("r2_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("files_team_idx").on(t.teamId, t.id.desc())],
);

export type FileRow = typeof files.$inferSelect;
