// The vitest settings of every package whose tests run the local pipe (PostgreSQL and both workers in workerd).
// A test waits for what it expects to happen (expect.poll, eventually, a locator), never for a length of time; the
// limits below only end a test whose event never comes, so they are generous enough for a loaded two-core machine
// with a second stack beside it.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** How long a test waits for an expected event before it fails (expect.poll's default, and the helpers'). */
export const EVENT_TIMEOUT_MS = 30_000;

export const integrationTestConfig = defineConfig({
  test: {
    globalSetup: [fileURLToPath(import.meta.resolve("@qr/local/global-setup"))],
    setupFiles: [fileURLToPath(import.meta.resolve("@qr/local/test-fetch"))],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: EVENT_TIMEOUT_MS, interval: 50 } },
    // Each file starts its own workerd; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
