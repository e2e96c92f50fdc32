// `pnpm --filter @qr/db migrate`: applies migrations to DATABASE_URL (Neon in production).
import { runMigrations } from "./migrate.ts";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set");
  process.exit(2);
}
await runMigrations(url);
console.log("migrations applied");
