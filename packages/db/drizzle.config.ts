// drizzle-kit reads this to generate SQL migrations from the schema: `pnpm --filter @qr/db generate`.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema/index.ts",
  out: "./migrations",
  strict: true,
});
