// qrservice packed as npm installs it (../../pack.ts): the JavaScript and types built by tsc (dist/), the `qr` command
// line bundled by esbuild (dist/cli/qr.js), and the README.
//   npm run pack-sdks (from the repository's root), or node scripts/pack.ts [destination]
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { packStaged, TSC } from "../../pack.ts";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

/** Builds and packs the library; answers the tarball's path. */
export function packNode(destination = PACKAGE_DIR): string {
  execFileSync(TSC, ["-p", join(PACKAGE_DIR, "tsconfig.build.json")], { stdio: "inherit" });
  execFileSync(process.execPath, [join(PACKAGE_DIR, "scripts", "build-cli.ts")], { stdio: "inherit" });
  return packStaged(PACKAGE_DIR, ["dist", "README.md"], destination);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(packNode(process.argv[2]));
