// A person, known by a normalised (trimmed, lower-case) email address.
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)],
);
