import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    setupFiles: ["./src/test-fetch.ts"], // as every integration package's (integration-tests.ts)
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
