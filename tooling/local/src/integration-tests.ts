// The vitest settings of every package whose tests run the local pipe (PostgreSQL and both workers in workerd).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export const integrationTestConfig = defineConfig({
  test: {
    globalSetup: [fileURLToPath(import.meta.resolve("@qr/local/global-setup"))],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Each file starts its own workerd; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
