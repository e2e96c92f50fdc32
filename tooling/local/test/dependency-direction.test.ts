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
 * The api worker's folders in bands, lowest first: code in a folder imports only folders of lower bands. A folder
 * is `lib` (the ground floor), `cli`, or a folder of an area (`codes/qr`); "." is the composition root and the
 * entry points (app.ts, app-env.ts, request-context.ts, index.ts, worker.ts, the cron, the slug resolver).
 */
export const API_BANDS: readonly (readonly string[])[] = [
  // The ground floor: helpers that name nothing of the service's own.
  ["lib"],
  // Foundations: who made a change, errors, KV's records, the API's plumbing, who is calling, email.
  ["access/activity"],
  ["http/errors", "codes/edge-sync"],
  ["http/openapi", "access/auth", "access/mail"],
  // Who reaches which code by its folder: every read and write of codes asks.
  ["codes/folders"],
  [
    "http/middleware",
    "http/health",
    "access/keys",
    "access/audit",
    "codes/logos",
    "codes/files",
    "codes/tags",
    "codes/abuse",
  ],
  ["codes/content", "campaigns/utm", "campaigns/ga4"],
  // The code, then what is built around it.
  ["codes/qr", "access/teams"],
  [
    "codes/routing",
    "codes/gs1-products",
    "codes/designs",
    "scan-path/analytics",
    "scan-path/scans",
    "codes/domains",
    "drawing/print-check",
    "campaigns/conversions",
  ],
  ["drawing/images", "access/sso", "access/scim", "scan-path/clicks"],
  ["drawing/exports", "access/accounts"],
  // Events are shown as the resources they are about; webhooks send them.
  ["events/feed"],
  ["events/webhooks"],
  // Assistants: the MCP server's tools are the REST operations, called through the app.
  ["assistants/mcp"],
  // The composition root and entry points; the operators' commands.
  [".", "cli"],
];

/** The api worker's areas: each a folder of folders. */
const API_AREAS = ["access", "assistants", "campaigns", "codes", "drawing", "events", "http", "scan-path"];

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

  it("names every folder of the api worker in one band, each inside an area but the ground floor and the CLI", () => {
    const isDirectory = (path: string) => statSync(join(API_SRC, path)).isDirectory();
    const top = readdirSync(API_SRC).filter(isDirectory);
    expect(top.filter((entry) => !["lib", "cli", ...API_AREAS].includes(entry))).toEqual([]);
    const folders = top.flatMap((entry) =>
      API_AREAS.includes(entry)
        ? readdirSync(join(API_SRC, entry))
            .filter((sub) => isDirectory(join(entry, sub)))
            .map((sub) => `${entry}/${sub}`)
        : [entry],
    );
    const banded = API_BANDS.flat();
    expect(folders.filter((folder) => !banded.includes(folder))).toEqual([]);
    expect(banded.filter((folder) => folder !== "." && !folders.includes(folder))).toEqual([]);
  });

  it("keeps lib the ground floor: it names nothing of the worker's own, not even a type", () => {
    const reaching = sourceFiles(join(API_SRC, "lib")).flatMap((file) =>
      relativeImports(file)
        .filter(({ target }) => folderOf(target) !== "lib")
        .map(({ spec }) => `${relative(API_SRC, file)} imports ${spec}`),
    );
    expect(reaching).toEqual([]);
  });

  it("has no import cycle between files, types included, in any app or package", () => {
    const roots = ["apps", "packages", "sdks", "tooling"].map((tier) => join(REPO_ROOT, tier));
    const files = roots.flatMap((root) => sourceFiles(root));
    const graph = new Map(
      files.map((file) => [
        file,
        relativeImports(file)
          .map(({ target }) => target)
          .filter((t) => t !== file),
      ]),
    );
    expect(cyclesOf(graph).map((cycle) => cycle.map((file) => relative(REPO_ROOT, file)))).toEqual([]);
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
  const parts = relative(API_SRC, file).split(sep);
  if (parts.length === 1) return ".";
  const [first = "", second = ""] = parts;
  return API_AREAS.includes(first) && parts.length > 2 ? `${first}/${second}` : first;
}

/** The strongly connected groups of more than one file (Tarjan's algorithm): each is an import cycle. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
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
