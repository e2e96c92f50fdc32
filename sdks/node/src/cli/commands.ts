// The `qr` commands, each a call (or a few) of the generated library (../generated/resources.ts, from the OpenAPI
// document), written as a person reads them: positional ids and URLs, a table, `--json` for the API's own JSON.

import { readFileSync, writeFileSync } from "node:fs";
import { withScheme } from "@qr/core/typed-url";
import { type Command, Option } from "commander";
import type { QrService } from "../client.ts";
import type { ItemOf, JsonBodyOf } from "../types.ts";
import { fields, type Printer, table } from "./output.ts";

export interface Context {
  client(): QrService;
  out(): Printer;
}

/** Rows per request when importing: the bulk route's limit. */
const IMPORT_CHUNK = 1_000;

export function codeCommands(program: Command, ctx: Context): void {
  const codes = program
    .command("codes")
    .description("create, list, read, change, delete and import QR codes");

  codes
    .command("create")
    .description("create a dynamic QR code that sends scans to <url>")
    .argument(
      "<url>",
      "the destination (http or https; example.com/menu is taken as https://example.com/menu)",
    )
    .option("--name <name>", "a name to find it by")
    .option("--slug <slug>", "the short URL's path (default: generated)")
    .option("--domain <hostname>", "a verified branded domain to print")
    .option("--tag <tag...>", "tags, by name or id")
    .option("--folder <id>", "the folder it goes in (`qr folders list`)")
    .action(
      async (
        url: string,
        options: { name?: string; slug?: string; domain?: string; tag?: string[]; folder?: string },
      ) => {
        const code = await ctx.client().codes.create({
          url: withScheme(url),
          ...given({
            name: options.name,
            slug: options.slug,
            domain: options.domain,
            tags: options.tag,
            folder_id: options.folder,
          }),
        });
        ctx.out().result(code, () => describeCode(code));
      },
    );

  codes
    .command("list")
    .description("list the team's codes, newest first")
    .option("--search <text>", "words of the name, URL or slug")
    .option("--tag <tag...>", "only codes with any of these tags")
    .option("--folder <id>", "only codes in this folder (`none`: in no folder)")
    .addOption(
      new Option("--status <status>", "only active or disabled codes").choices(["active", "disabled"]),
    )
    .option("--limit <n>", "how many (default 20)", positiveInteger, 20)
    .action(
      async (options: {
        search?: string;
        tag?: string[];
        folder?: string;
        status?: "active" | "disabled";
        limit: number;
      }) => {
        const list = ctx.client().codes.list({
          limit: Math.min(options.limit, 100),
          ...given({
            search: options.search,
            tag: options.tag,
            folder: options.folder,
            status: options.status,
          }),
        });
        const found: ItemOf<"codes.list">[] = [];
        for await (const code of list) {
          found.push(code);
          if (found.length >= options.limit) break;
        }
        ctx
          .out()
          .list(found, "No codes.", ["ID", "SHORT URL", "STATUS", "NAME", "DESTINATION"], (code) => [
            code.id,
            code.short_url,
            code.status,
            code.name,
            code.url,
          ]);
      },
    );

  codes
    .command("get")
    .description("show one code")
    .argument("<id>", "the code's id")
    .action(async (id: string) => {
      const code = await ctx.client().codes.get(id);
      ctx.out().result(code, () => describeCode(code));
    });

  codes
    .command("update")
    .description("change a code: its destination, name or status (printed copies follow within a minute)")
    .argument("<id>", "the code's id")
    .option("--url <url>", "the new destination")
    .option("--name <name>", "a new name")
    .addOption(new Option("--status <status>", "pause or resume it").choices(["active", "disabled"]))
    .action(async (id: string, options: { url?: string; name?: string; status?: "active" | "disabled" }) => {
      const change: JsonBodyOf<"codes.update"> = given({
        url: options.url === undefined ? undefined : withScheme(options.url),
        name: options.name,
        status: options.status,
      });
      if (Object.keys(change).length === 0) throw usage("say what to change: --url, --name or --status");
      const code = await ctx.client().codes.update(id, change);
      ctx.out().result(code, () => describeCode(code));
    });

  codes
    .command("delete")
    .description("delete a code for good: its scans get 410 and its slug is never reused")
    .argument("<id>", "the code's id")
    .action(async (id: string) => {
      await ctx.client().codes.delete(id);
      ctx.out().deleted(id);
    });

  codes
    .command("import")
    .description("create codes from a CSV file: a header (url, slug, name, tags, …), then one code a line")
    .argument("<file>", "the CSV file")
    .option(
      "--partial",
      "create the good rows even if some are refused (default: all or nothing per 1,000 rows)",
    )
    .action(async (file: string, options: { partial?: boolean }) => {
      const [header, ...lines] = readFileSync(file, "utf8")
        .split(/\r?\n/)
        .filter((line) => line.trim() !== "");
      if (!header) throw usage(`${file} is empty`);
      const reports = [];
      for (let start = 0; start < lines.length; start += IMPORT_CHUNK) {
        const rows = lines.slice(start, start + IMPORT_CHUNK);
        const csv = [header, ...rows].join("\n");
        reports.push(
          await ctx.client().codes.bulkCreate(
            csv as never,
            { mode: options.partial ? "partial" : "all_or_nothing" },
            {
              contentType: "text/csv",
            },
          ),
        );
        ctx
          .out()
          .progress(`imported ${Math.min(start + IMPORT_CHUNK, lines.length)} of ${lines.length} rows`);
      }
      const created = reports.reduce((sum, report) => sum + report.created, 0);
      const failed = reports.reduce((sum, report) => sum + report.failed, 0);
      ctx
        .out()
        .result({ created, failed, reports }, () => `Created ${created} codes; ${failed} rows refused.`);
    });

  codes
    .command("image")
    .description("save a code's image (PNG or SVG) with its style")
    .argument("<id>", "the code's id")
    .requiredOption("--out <file>", "where to write it")
    .addOption(new Option("--format <format>", "png or svg").choices(["png", "svg"]).default("png"))
    .option("--size <px>", "width in pixels", positiveInteger)
    .action(async (id: string, options: { out: string; format: "png" | "svg"; size?: number }) => {
      const bytes = await ctx
        .client()
        .codes.image(id, { format: options.format, ...given({ size: options.size }) });
      writeFileSync(options.out, bytes);
      ctx
        .out()
        .result(
          { file: options.out, bytes: bytes.length },
          () => `Wrote ${options.out} (${bytes.length} bytes).`,
        );
    });
}

export function analyticsCommand(program: Command, ctx: Context): void {
  program
    .command("analytics")
    .description("how a code was scanned: totals, unique scanners, top countries and devices")
    .argument("<code>", "the code's id")
    .option("--from <date>", "first day (YYYY-MM-DD, UTC)")
    .option("--to <date>", "last day (YYYY-MM-DD, UTC)")
    .action(async (code: string, options: { from?: string; to?: string }) => {
      const { analytics } = await ctx.client().codes.analytics(code, {
        series: "compact", // the table shows no series; --json prints it without empty days
        ...given({ from: options.from, to: options.to }),
      });
      ctx.out().result({ analytics }, () =>
        [
          fields([
            ["scans", analytics.totalScans],
            ["unique scanners", analytics.uniqueScans],
            ["bot scans (left out)", analytics.botScans],
          ]),
          top("country", analytics.scansByCountry),
          top("device", analytics.scansByDevice),
        ]
          .filter(Boolean)
          .join("\n\n"),
      );
    });
}

export function exportCommand(program: Command, ctx: Context): void {
  program
    .command("export")
    .description("export codes for print: a PDF sheet with cut marks, or a ZIP of images")
    .addOption(new Option("--format <format>", "pdf or zip").choices(["pdf", "zip"]).makeOptionMandatory())
    .requiredOption("--out <file>", "where to write the file")
    .option("--tag <tag...>", "only codes with these tags (default: every code)")
    .option("--ids <id...>", "these codes, in this order")
    .action(async (options: { format: "pdf" | "zip"; out: string; tag?: string[]; ids?: string[] }) => {
      const selection = options.ids
        ? { ids: options.ids }
        : { filter: options.tag ? { tag: options.tag } : {} };
      const client = ctx.client();
      const job = await client.exports.createAndWait(
        { kind: "codes", format: options.format, selection } as JsonBodyOf<"exports.create">,
        { onProgress: (state) => ctx.out().progress(`drawn ${state.done} of ${state.total} codes`) },
      );
      const bytes = await client.exports.file(job.id);
      writeFileSync(options.out, bytes);
      ctx
        .out()
        .result(
          { ...job, file: options.out },
          () => `Wrote ${options.out}: ${job.total} codes, ${bytes.length} bytes.`,
        );
    });
}

export function domainCommands(program: Command, ctx: Context): void {
  const domains = program.command("domains").description("branded domains the team's codes can print");
  domains
    .command("list")
    .description("list the team's domains")
    .action(async () => {
      const { data } = await ctx.client().domains.list();
      ctx
        .out()
        .list(data, "No domains.", ["ID", "HOSTNAME", "STATUS", "NEXT STEP"], (d) => [
          d.id,
          d.hostname,
          d.status,
          d.next_step,
        ]);
    });
  domains
    .command("add")
    .description("claim a hostname; prints the DNS records to create before `qr domains verify`")
    .argument("<hostname>", "e.g. go.example.com")
    .action(async (hostname: string) => {
      const domain = await ctx.client().domains.create({ hostname });
      ctx.out().result(domain, () => describeDomain(domain));
    });
  domains
    .command("get")
    .description("show a domain, its records and its next step")
    .argument("<id>", "the domain's id")
    .action(async (id: string) => {
      const domain = await ctx.client().domains.get(id);
      ctx.out().result(domain, () => describeDomain(domain));
    });
  domains
    .command("verify")
    .description("check a domain's DNS records now")
    .argument("<id>", "the domain's id")
    .action(async (id: string) => {
      const domain = await ctx.client().domains.verify(id);
      ctx.out().result(domain, () => describeDomain(domain));
    });
  domains
    .command("delete")
    .description("remove a domain no code prints")
    .argument("<id>", "the domain's id")
    .action(async (id: string) => {
      await ctx.client().domains.delete(id);
      ctx.out().deleted(id);
    });
}

export function webhookCommands(program: Command, ctx: Context): void {
  const webhooks = program.command("webhooks").description("endpoints that receive the team's events");
  webhooks
    .command("list")
    .description("list the team's endpoints")
    .action(async () => {
      const all = await ctx.client().webhooks.list().toArray();
      ctx
        .out()
        .list(all, "No webhooks.", ["ID", "URL", "ENABLED", "EVENTS"], (w) => [
          w.id,
          w.url,
          w.enabled ? "yes" : "no",
          w.events.join(","),
        ]);
    });
  webhooks
    .command("create")
    .description("add an endpoint; prints its signing secret once")
    .argument("<url>", "where events are POSTed")
    .requiredOption("--event <type...>", "event types, e.g. code.created scan.batch")
    .action(async (url: string, options: { event: string[] }) => {
      const webhook = await ctx
        .client()
        .webhooks.create({ url, events: options.event } as JsonBodyOf<"webhooks.create">);
      ctx.out().result(webhook, () =>
        fields([
          ["id", webhook.id],
          ["url", webhook.url],
          ["events", webhook.events.join(", ")],
          ["secret (shown once)", (webhook as { secret?: string }).secret],
        ]),
      );
    });
  webhooks
    .command("test")
    .description("send a test event to an endpoint now")
    .argument("<id>", "the endpoint's id")
    .action(async (id: string) => {
      const delivery = await ctx.client().webhooks.test(id);
      ctx
        .out()
        .result(delivery, () => fields(Object.entries(delivery as Record<string, unknown>).slice(0, 8)));
    });
  webhooks
    .command("delete")
    .description("delete an endpoint and its deliveries")
    .argument("<id>", "the endpoint's id")
    .action(async (id: string) => {
      await ctx.client().webhooks.delete(id);
      ctx.out().deleted(id);
    });
}

function describeCode(code: {
  id: string;
  short_url: string;
  url: string | null;
  status: string;
  name: string | null;
}) {
  return fields([
    ["id", code.id],
    ["short url", code.short_url],
    ["destination", code.url],
    ["status", code.status],
    ["name", code.name],
  ]);
}

/** A domain, and the DNS records to create as a table a person copies from. */
function describeDomain(domain: ItemOf<"domains.list">) {
  const records = table(
    ["TYPE", "NAME", "VALUE", "STATUS"],
    domain.records.map((record) => [record.type, record.name, record.value, record.problem ?? record.status]),
  );
  return `${fields([
    ["id", domain.id],
    ["hostname", domain.hostname],
    ["status", domain.status],
    ["next step", domain.next_step],
  ])}\n\n${records}`;
}

function top(what: string, counts: unknown): string {
  if (!counts || typeof counts !== "object") return "";
  const entries = (
    Array.isArray(counts)
      ? counts.map((row: Record<string, unknown>) => [
          String(Object.values(row)[0]),
          Number(row.scans ?? row.count ?? 0),
        ])
      : Object.entries(counts as Record<string, number>)
  ) as [string, number][];
  if (entries.length === 0) return "";
  entries.sort((a, b) => b[1] - a[1]);
  return table([what.toUpperCase(), "SCANS"], entries.slice(0, 10));
}

export class UsageError extends Error {}

function usage(message: string): UsageError {
  return new UsageError(message);
}

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`${value} is not a positive whole number`);
  return n;
}

export function tagCommands(program: Command, ctx: Context): void {
  const tags = program.command("tags").description("the team's tags, which codes carry (`--tag` takes them)");
  const describeTag = (tag: ItemOf<"tags.list">) =>
    fields([
      ["id", tag.id],
      ["name", tag.name],
      ["color", tag.color],
    ]);
  tags
    .command("list")
    .description("list the team's tags, by name")
    .action(async () => {
      const { data } = await ctx.client().tags.list();
      ctx.out().list(data, "No tags.", ["ID", "NAME", "COLOR"], (t) => [t.id, t.name, t.color]);
    });
  tags
    .command("create")
    .description("add a tag codes can carry")
    .argument("<name>", "1 to 40 characters, unique in the team")
    .option("--color <hex>", "#rrggbb (default: one of a fixed palette, by name)")
    .action(async (name: string, options: { color?: string }) => {
      const tag = await ctx.client().tags.create({ name, ...given({ color: options.color }) });
      ctx.out().result(tag, () => describeTag(tag));
    });
  tags
    .command("update")
    .description("rename or recolour a tag (its codes keep it)")
    .argument("<id>", "the tag's id")
    .option("--name <name>", "its new name")
    .option("--color <hex>", "its new colour, #rrggbb")
    .action(async (id: string, options: { name?: string; color?: string }) => {
      if (!options.name && !options.color) throw new UsageError("give --name, --color or both");
      const tag = await ctx.client().tags.update(id, {
        ...given({ name: options.name, color: options.color }),
      });
      ctx.out().result(tag, () => describeTag(tag));
    });
  tags
    .command("delete")
    .description("delete a tag: its codes lose it, nothing else changes")
    .argument("<id>", "the tag's id")
    .action(async (id: string) => {
      await ctx.client().tags.delete(id);
      ctx.out().deleted(id);
    });
}

/** The options a person gave, as a request's fields: commander leaves the others undefined, and "" says nothing. */
function given<T extends Record<string, unknown>>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ""),
  ) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
