// A team owns QR codes, API keys and members.
import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

export const teams = pgTable("teams", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
