// @qrservice/react packed as npm installs it (../../pack.ts): one ES module bundled by esbuild with the service's
// renderer (@qr/qr, not published on its own) inside it, React, TanStack Query and qrservice left to the app, and
// the types from tsc (they name only qrservice's and React's).
//   npm run pack-sdks (from the repository's root), or node scripts/pack.ts [destination]
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import { packStaged, TSC } from "../../pack.ts";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
export const EXTERNAL = ["react", "react/jsx-runtime", "react-dom", "@tanstack/react-query", "qrservice"];

/** Builds and packs the library; answers the tarball's path. */
export function packReact(destination = PACKAGE_DIR): string {
  buildSync({
    entryPoints: [join(PACKAGE_DIR, "src/index.ts")],
    outfile: join(PACKAGE_DIR, "dist/index.js"),
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    jsx: "automatic",
    external: EXTERNAL,
    legalComments: "none",
    logLevel: "warning",
  });
  execFileSync(TSC, ["-p", join(PACKAGE_DIR, "tsconfig.build.json")], { stdio: "inherit" });
  return packStaged(PACKAGE_DIR, ["dist", "README.md"], destination, ["@qr/qr"]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(packReact(process.argv[2]));
