// The package as npm would install it: the JavaScript and types built by tsc (dist/), the README, and the manifest
// as published (publishConfig applied, no devDependencies), packed by `npm pack` into qrservice-<version>.tgz.
// (`pnpm pack` cannot: it refuses the workspace's devDependencies, pnpm/pnpm#6567.)
//   npm run pack-sdks (from the repository's root), or node scripts/pack.ts [destination]
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
const TSC = fileURLToPath(new URL("../../../node_modules/.bin/tsc", import.meta.url));

/** Builds and packs the library; answers the tarball's path. */
export function packNode(destination = PACKAGE_DIR): string {
  execFileSync(TSC, ["-p", join(PACKAGE_DIR, "tsconfig.build.json")], { stdio: "inherit" });
  const stage = mkdtempSync(join(tmpdir(), "qrservice-pack-"));
  try {
    const {
      publishConfig,
      devDependencies: _dev,
      scripts: _scripts,
      ...manifest
    } = JSON.parse(readFileSync(join(PACKAGE_DIR, "package.json"), "utf8"));
    writeFileSync(
      join(stage, "package.json"),
      `${JSON.stringify({ ...manifest, ...publishConfig }, null, 2)}\n`,
    );
    cpSync(join(PACKAGE_DIR, "dist"), join(stage, "dist"), { recursive: true });
    cpSync(join(PACKAGE_DIR, "README.md"), join(stage, "README.md"));
    const name = execFileSync("npm", ["pack", "--silent", "--pack-destination", resolve(destination)], {
      cwd: stage,
      encoding: "utf8",
    }).trim();
    return join(resolve(destination), name.split("\n").at(-1) ?? name);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(packNode(process.argv[2]));
