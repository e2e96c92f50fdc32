// `qr audit`: the team's audit log (owners and admins), newest first, filtered as the API filters it; or, with
// `--export csv|ndjson`, the filter's entries written to a file.
import { writeFileSync } from "node:fs";
import { type Command, Option } from "commander";
import type { ItemOf } from "../types.ts";
import type { Context } from "./commands.ts";

export function auditCommand(program: Command, ctx: Context): void {
  program
    .command("audit")
    .description("read the team's audit log: who changed what, from where (owners and admins)")
    .option("--action <action>", "one action (qr.created) or a kind's (qr.*)")
    .option("--actor <id>", "a user id, an API key id, or system")
    .option("--target <id>", "an object's id (a code's, a key's…)")
    .option("--from <instant>", "entries at or after this date or instant")
    .option("--to <instant>", "entries before this date or instant")
    .option("--limit <n>", "how many to show (default 50)", (value) => Number(value), 50)
    .addOption(
      new Option("--export <format>", "write every entry of the filter to --out").choices(["csv", "ndjson"]),
    )
    .option("--out <file>", "where --export writes (default audit-log.<format>)")
    .action(
      async (options: {
        action?: string;
        actor?: string;
        target?: string;
        from?: string;
        to?: string;
        limit: number;
        export?: "csv" | "ndjson";
        out?: string;
      }) => {
        const filter = Object.fromEntries(
          (["action", "actor", "target", "from", "to"] as const).flatMap((name) =>
            options[name] ? [[name, options[name]]] : [],
          ),
        );
        if (options.export) {
          const bytes = await ctx.client().auditLog.export({ format: options.export, ...filter });
          const out = options.out ?? `audit-log.${options.export}`;
          writeFileSync(out, bytes);
          ctx.out().result({ file: out, bytes: bytes.length }, () => `Wrote ${out} (${bytes.length} bytes).`);
          return;
        }
        const found: ItemOf<"auditLog.list">[] = [];
        for await (const entry of ctx
          .client()
          .auditLog.list({ limit: Math.min(options.limit, 100), ...filter })) {
          found.push(entry);
          if (found.length >= options.limit) break;
        }
        ctx
          .out()
          .list(found, "No entries.", ["AT", "WHO", "ACTION", "ON", "FROM"], (entry) => [
            entry.at,
            `${entry.actor.kind} ${entry.actor.id}`,
            entry.action,
            entry.target_id,
            entry.ip,
          ]);
      },
    );
}
