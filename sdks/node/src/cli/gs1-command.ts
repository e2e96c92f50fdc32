// `qr gs1`: GS1 Digital Link codes on the team's branded domain. `create` makes one from a GTIN and its lot,
// serial or variant with its links; `import` makes many from a CSV of one link a row (rows of one identifier make
// one code, in the file's order), 1,000 codes a request, all or nothing per request unless --partial.
import { readFileSync } from "node:fs";
import { parseCsv } from "@qr/core/csv";
import type { Command } from "commander";
import type { JsonBodyOf } from "../types.ts";
import type { Context } from "./commands.ts";
import { fields } from "./output.ts";

type CreateBody = JsonBodyOf<"codes.create">;
type Link = {
  type: string;
  href: string;
  title: string;
  languages?: string[];
  context?: string;
  default?: boolean;
};

const IMPORT_CHUNK = 1_000;
const COLUMNS = [
  "gtin",
  "cpv",
  "lot",
  "serial",
  "expiry",
  "description",
  "link_type",
  "href",
  "title",
  "language",
  "context",
  "default",
] as const;
type Column = (typeof COLUMNS)[number];

interface Identity {
  gtin: string;
  cpv?: string | undefined;
  lot?: string | undefined;
  serial?: string | undefined;
  expiry?: string | undefined;
  description?: string | undefined;
}

export function gs1Commands(program: Command, ctx: Context): void {
  const gs1 = program
    .command("gs1")
    .description(
      "GS1 Digital Link codes: a product's GTIN (and lot, serial) on your branded domain, its links by type",
    );

  gs1
    .command("create")
    .description("make a GS1 code; the first --link is the default")
    .requiredOption("--domain <hostname>", "a verified branded domain of the team")
    .requiredOption("--gtin <gtin>", "the GTIN: 8, 12, 13 or 14 digits")
    .option("--cpv <variant>", "the consumer product variant (22)")
    .option("--lot <lot>", "the lot or batch (10)")
    .option("--serial <serial>", "the serial number (21)")
    .option("--expiry <yymmdd>", "the expiry date (17), printed in the code")
    .option("--description <text>", "what the product is")
    .requiredOption(
      "--link <link...>",
      'links as "type|url|title[|language[|context]]", e.g. "gs1:pip|https://brand.example/oil|Olive oil|en"',
    )
    .action(async (options: Identity & { domain: string; link: string[] }) => {
      const links = options.link.map((spec, index) => linkOf(spec, index === 0));
      const code = await ctx.client().codes.create(bodyOf(options.domain, options, links));
      ctx.out().result(code, () =>
        fields([
          ["Id", code.id],
          ["Digital Link", code.qr_content],
          ["Default link", code.url],
        ]),
      );
    });

  gs1
    .command("import")
    .description(`make GS1 codes from a CSV: ${COLUMNS.join(", ")} (one link a row)`)
    .argument("<file>", "the CSV file")
    .requiredOption("--domain <hostname>", "a verified branded domain of the team")
    .option("--partial", "create the good codes even if some are refused (default: all or nothing per 1,000)")
    .action(async (file: string, options: { domain: string; partial?: boolean }) => {
      const codes = codesOfCsv(readFileSync(file, "utf8"), options.domain);
      let created = 0;
      let failed = 0;
      for (let start = 0; start < codes.length; start += IMPORT_CHUNK) {
        const report = await ctx.client().codes.bulkCreate({
          mode: options.partial ? "partial" : "all_or_nothing",
          codes: codes.slice(start, start + IMPORT_CHUNK),
        } as JsonBodyOf<"codes.bulkCreate">);
        created += report.created;
        failed += report.failed;
        ctx
          .out()
          .progress(`imported ${Math.min(start + IMPORT_CHUNK, codes.length)} of ${codes.length} codes`);
      }
      ctx.out().result({ created, failed }, () => `Created ${created} GS1 codes; ${failed} refused.`);
    });
}

/** `type|url|title[|language[|context]]`. */
function linkOf(spec: string, isDefault: boolean): Link {
  const [type = "", href = "", title = "", language, context] = spec.split("|").map((part) => part.trim());
  if (!type || !href || !title)
    throw new Error(`a link is "type|url|title[|language[|context]]", not "${spec}"`);
  return {
    type,
    href,
    title,
    ...(language ? { languages: [language] } : {}),
    ...(context ? { context } : {}),
    ...(isDefault ? { default: true } : {}),
  };
}

function bodyOf(domain: string, identity: Identity, links: Link[]): CreateBody {
  const qualifiers = (
    [
      ["22", identity.cpv],
      ["10", identity.lot],
      ["21", identity.serial],
    ] as const
  ).flatMap(([ai, value]) => (value ? [{ ai, value }] : []));
  return {
    type: "gs1",
    domain,
    content: {
      key: { ai: "01", value: identity.gtin },
      qualifiers,
      attributes: identity.expiry ? [{ ai: "17", value: identity.expiry }] : [],
      ...(identity.description ? { description: identity.description } : {}),
      links,
    },
  } as CreateBody;
}

/** The CSV's codes: consecutive rows of one identifier are one code, each row one of its links. */
export function codesOfCsv(text: string, domain: string): CreateBody[] {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(`line ${parsed.line}: ${parsed.message}`);
  const [header, ...records] = parsed.records;
  const names = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const unknown = names.find((name) => !(COLUMNS as readonly string[]).includes(name));
  if (unknown !== undefined || !names.includes("gtin") || !names.includes("href")) {
    throw new Error(`the header must name columns among ${COLUMNS.join(", ")} (gtin and href at least)`);
  }
  const codes = new Map<string, { identity: Identity; links: Link[] }>();
  for (const record of records) {
    const cell = (column: Column) => record.fields[names.indexOf(column)]?.trim() || undefined;
    const identity: Identity = {
      gtin: cell("gtin") ?? "",
      cpv: cell("cpv"),
      lot: cell("lot"),
      serial: cell("serial"),
      expiry: cell("expiry"),
      description: cell("description"),
    };
    const key = [identity.gtin, identity.cpv, identity.lot, identity.serial].join("\u0000");
    const code = codes.get(key) ?? { identity, links: [] };
    code.links.push({
      type: cell("link_type") ?? "gs1:pip",
      href: cell("href") ?? "",
      title: cell("title") ?? cell("href") ?? "",
      ...(cell("language") ? { languages: [cell("language") as string] } : {}),
      ...(cell("context") ? { context: cell("context") } : {}),
      ...(cell("default") === "true" ? { default: true } : {}),
    });
    codes.set(key, code);
  }
  return [...codes.values()].map(({ identity, links }) => bodyOf(domain, identity, links));
}
