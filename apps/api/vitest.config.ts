import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: [fileURLToPath(import.meta.resolve("@qr/local/global-setup"))],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Each file starts its own workerd; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
