// A library packed as npm would install it: a staging directory with the built files, the README and the manifest
// as published (publishConfig applied, workspace references made versions, no devDependencies or scripts), packed
// by `npm pack`. (`pnpm pack` cannot: it refuses the workspace's devDependencies, pnpm/pnpm#6567.)
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

type Manifest = Record<string, unknown> & { dependencies?: Record<string, string> };

const SDKS = fileURLToPath(new URL(".", import.meta.url));
export const TSC = fileURLToPath(new URL("../node_modules/.bin/tsc", import.meta.url));

/** The version each workspace library is published at, by name. */
function workspaceVersions(): Map<string, string> {
  return new Map(
    ["node", "react"].map((dir) => {
      const manifest = JSON.parse(readFileSync(join(SDKS, dir, "package.json"), "utf8")) as Manifest;
      return [manifest.name as string, manifest.version as string];
    }),
  );
}

/** The version pnpm-workspace.yaml's catalog pins for `name` (a published manifest cannot say "catalog:"). */
function catalogVersion(name: string): string {
  const workspace = readFileSync(join(SDKS, "..", "pnpm-workspace.yaml"), "utf8");
  const quoted = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const version = new RegExp(`^\\s+"?${quoted}"?:\\s*(\\S+)\\s*$`, "m").exec(workspace)?.[1];
  if (!version) throw new Error(`${name} has no version in the catalog`);
  return `^${version}`;
}

/** Packs `packageDir`'s `files` (already built) into `destination`; answers the tarball's path. */
export function packStaged(
  packageDir: string,
  files: string[],
  destination: string,
  drop: string[] = [],
): string {
  const stage = mkdtempSync(join(tmpdir(), "sdk-pack-"));
  try {
    const {
      publishConfig,
      devDependencies: _dev,
      scripts: _scripts,
      ...manifest
    } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as Manifest & {
      publishConfig?: Record<string, unknown>;
    };
    const versions = workspaceVersions();
    const dependencies = Object.fromEntries(
      Object.entries(manifest.dependencies ?? {})
        .filter(([name]) => !drop.includes(name))
        .map(([name, range]) => {
          if (range === "catalog:") return [name, catalogVersion(name)];
          if (!range.startsWith("workspace:")) return [name, range];
          const version = versions.get(name);
          if (!version) throw new Error(`${name} is not a published library: bundle it or drop it`);
          return [name, `^${version}`];
        }),
    );
    const published = { ...manifest, dependencies, ...publishConfig };
    writeFileSync(join(stage, "package.json"), `${JSON.stringify(published, null, 2)}\n`);
    for (const file of files) cpSync(join(packageDir, file), join(stage, file), { recursive: true });
    const out = resolve(destination);
    const name = execFileSync("npm", ["pack", "--silent", "--pack-destination", out], {
      cwd: stage,
      encoding: "utf8",
    }).trim();
    return join(out, name.split("\n").at(-1) ?? name);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
