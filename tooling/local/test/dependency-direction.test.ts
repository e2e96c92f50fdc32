// The direction dependencies may take, drawn in docs/architecture.md and kept here: workspace packages depend only
// on tiers below them, and inside the api worker a folder's code imports only folders of lower bands, so no two
// folders ever import each other. Types (`import type`) may be named across bands: the request's context names
// the parts it carries.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../src/paths.ts";

/** Workspace tiers, lowest first: a package depends on its own tier's packages or lower ones. */
const TIERS = ["packages", "tooling", "sdks", "apps"] as const;

/**
 * The api worker's folders in bands, lowest first: code in a folder imports only folders of lower bands.
 * "." is the worker's entry points (app.ts, index.ts, the cron, the slug resolver).
 */
export const API_BANDS: readonly (readonly string[])[] = [
  // Foundations: helpers, errors, the API's plumbing, and what the other parts are made with.
  ["lib", "activity"],
  ["errors", "edge-sync"],
  ["openapi", "auth", "mail"],
  ["middleware", "health", "keys", "logos", "files", "tags", "abuse"],
  ["content", "campaigns", "ga4"],
  // The code, then what is built around it.
  ["qr", "teams"],
  ["routing", "designs", "analytics", "scans", "domains", "print-check", "conversions"],
  ["images", "sso", "clicks"],
  ["exports", "accounts"],
  // Events are shown as the resources they are about; webhooks send them.
  ["events"],
  ["webhooks"],
  // Assistants: the MCP server's tools are the REST operations, called through the app.
  ["mcp"],
  // Entry points.
  [".", "cli"],
];

const API_SRC = join(REPO_ROOT, "apps", "api", "src");

describe("dependency direction", () => {
  it("keeps each workspace package's internal dependencies in its own tier or below", () => {
    const packages = workspacePackages();
    const tierOf = new Map(packages.map((p) => [p.name, p.tier]));
    const upward = packages.flatMap((p) =>
      [...Object.keys(p.dependencies), ...Object.keys(p.devDependencies)]
        .filter((name) => tierOf.has(name))
        .filter((name) => {
          const to = tierOf.get(name) as (typeof TIERS)[number];
          // The test harness is a development dependency of every tier.
          if (to === "tooling" && name in p.devDependencies) return false;
          return TIERS.indexOf(to) > TIERS.indexOf(p.tier);
        })
        .map((name) => `${p.name} (${p.tier}) → ${name} (${tierOf.get(name)})`),
    );
    expect(upward).toEqual([]);
  });

  it("keeps the source of packages and libraries out of the apps above them", () => {
    const reaching = sourceFiles(join(REPO_ROOT, "packages"))
      .concat(sourceFiles(join(REPO_ROOT, "sdks")))
      .flatMap((file) =>
        relativeImports(file)
          .filter(({ target }) => relative(REPO_ROOT, target).startsWith(`apps${sep}`))
          .map(({ spec }) => `${relative(REPO_ROOT, file)} imports ${spec}`),
      );
    expect(reaching).toEqual([]);
  });

  it("names every folder of the api worker in one band", () => {
    const folders = readdirSync(API_SRC).filter((entry) => statSync(join(API_SRC, entry)).isDirectory());
    const banded = API_BANDS.flat();
    expect(folders.filter((folder) => !banded.includes(folder))).toEqual([]);
    expect(banded.filter((folder) => folder !== "." && !folders.includes(folder))).toEqual([]);
  });

  it("lets the api worker's code import only folders of lower bands, so no two folders import each other", () => {
    const bandOf = new Map(
      API_BANDS.flatMap((band, index) => band.map((folder) => [folder, index] as const)),
    );
    const violations = sourceFiles(API_SRC).flatMap((file) => {
      const from = folderOf(file);
      return relativeImports(file)
        .filter(({ typeOnly }) => !typeOnly)
        .map(({ spec, target }) => ({ spec, to: folderOf(target) }))
        .filter(({ to }) => to !== from && (bandOf.get(to) ?? -1) >= (bandOf.get(from) ?? -1))
        .map(({ spec, to }) => `${relative(API_SRC, file)} (${from}) imports ${spec} (${to})`);
    });
    expect(violations).toEqual([]);
  });
});

function folderOf(file: string): string {
  const path = relative(API_SRC, file);
  return path.includes(sep) ? (path.split(sep)[0] as string) : ".";
}

interface WorkspacePackage {
  name: string;
  tier: (typeof TIERS)[number];
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

function workspacePackages(): WorkspacePackage[] {
  return TIERS.flatMap((tier) =>
    readdirSync(join(REPO_ROOT, tier))
      .map((dir) => join(REPO_ROOT, tier, dir, "package.json"))
      .filter((path) => statSync(dirname(path)).isDirectory() && exists(path))
      .map((path) => {
        const manifest = JSON.parse(readFileSync(path, "utf8"));
        return {
          name: manifest.name,
          tier,
          dependencies: manifest.dependencies ?? {},
          devDependencies: manifest.devDependencies ?? {},
        };
      }),
  );
}

function exists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (["node_modules", "dist", "generated"].includes(entry.name) || entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const IMPORT = /^(?:import|export)\s+(type\s+)?[^;]*?from\s+["'](\.\.?\/[^"']+)["'];/gms;

function relativeImports(file: string): { spec: string; target: string; typeOnly: boolean }[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(IMPORT)].map((match) => ({
    spec: match[2] as string,
    target: normalize(join(dirname(file), match[2] as string)),
    typeOnly: match[1] !== undefined,
  }));
}
