// Bundles the `qr` command line (src/cli) into dist/cli/qr.js with commander inside, so the package still installs
// with no dependencies; Node ≥ 20 runs it.

import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

export async function buildCli(): Promise<void> {
  await build({
    entryPoints: [`${PACKAGE_DIR}/src/cli/main.ts`],
    outfile: `${PACKAGE_DIR}/dist/cli/qr.js`,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
