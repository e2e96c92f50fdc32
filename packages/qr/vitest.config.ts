import { defineConfig } from "vitest/config";

// Every test here is CPU work (drawing, and decoding by external tools such as rsvg-convert and zbarimg), never a
// wait for an event: its time is the machine's speed times its load, so the bound only catches a hang.
export default defineConfig({ test: { testTimeout: 300_000 } });
