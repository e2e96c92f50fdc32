// A team owns QR codes, API keys and members. A deleted team keeps its row (`deleted_at`) so that its codes'
// slugs are never reused and their scans get 410.
import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, updatedAt } from "./columns.ts";

export const teams = pgTable("teams", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: timestamptz("deleted_at"),
});
