import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The end-to-end tests run the whole local pipe (PostgreSQL, both workers in workerd).
    globalSetup: [fileURLToPath(import.meta.resolve("@qr/local/global-setup"))],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    maxWorkers: 2,
  },
});
