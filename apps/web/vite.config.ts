// The web app, built to static files (dist/) that the api worker serves on the same origin as the API.
// The API reference page (public/docs/) runs Scalar's standalone build, copied from node_modules into the
// app's own files so nothing loads from a CDN.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const require = createRequire(import.meta.url);

function scalarStandalone(): Plugin {
  return {
    name: "scalar-standalone",
    apply: "build",
    writeBundle(options) {
      const scalar = join(dirname(require.resolve("@scalar/api-reference")), "browser", "standalone.js");
      const target = join(options.dir ?? "dist", "docs");
      mkdirSync(target, { recursive: true });
      copyFileSync(scalar, join(target, "scalar.js"));
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), scalarStandalone()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
});
