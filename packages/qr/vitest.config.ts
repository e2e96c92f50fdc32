import { defineConfig } from "vitest/config";

// Each image is rendered and decoded by external tools (rsvg-convert, zbarimg): the property test runs 40 of them.
export default defineConfig({ test: { testTimeout: 60_000 } });
