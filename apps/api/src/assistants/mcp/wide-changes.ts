// A tool call that would touch more than 1,000 codes is refused unless it says `confirm: true`, so an assistant
// asks the person before an export of a whole account or a bulk change of that size. Rows are counted in the
// arguments; an export by filter or by bulk counts the codes it selects, a page of the list at a time.
import type { SendRequest } from "./call-tool.ts";
import { ToolRefusal } from "./call-tool.ts";
import type { McpTool } from "./tools.ts";

export const CONFIRM_ABOVE = 1_000;

export async function assertConfirmedIfWide(tool: McpTool, args: Record<string, unknown>, send: SendRequest) {
  if (!tool.wide || args.confirm === true) return;
  const touched = await codesTouched(tool, args, send);
  if (touched > CONFIRM_ABOVE) {
    throw new ToolRefusal(
      "confirmation_required",
      `This call would touch more than 1,000 codes (${touched} counted). Ask the person whether to go ahead, then call ${tool.name} again with \`confirm: true\`.`,
    );
  }
}

async function codesTouched(
  tool: McpTool,
  args: Record<string, unknown>,
  send: SendRequest,
): Promise<number> {
  const rows = (name: string) => (Array.isArray(args[name]) ? (args[name] as unknown[]).length : 0);
  if (tool.operation.id === "codes.bulkCreate") return rows("codes");
  if (tool.operation.id === "codes.bulkUpdate") return rows("updates");
  if (tool.operation.id === "codes.bulkDelete") return rows("ids");
  const body = (args.body ?? {}) as { kind?: string; selection?: Record<string, unknown> };
  if (body.kind === "scans" || !body.selection) return 0;
  const { ids, filter, bulk_id } = body.selection;
  if (Array.isArray(ids)) return ids.length;
  if (filter && typeof filter === "object") return countListed(send, filter as Record<string, unknown>);
  if (typeof bulk_id === "string") return countListed(send, { bulk_id });
  return 0;
}

/** How many codes `GET /qr` lists with these filters, counted up to one past the limit. */
async function countListed(send: SendRequest, filters: Record<string, unknown>): Promise<number> {
  let counted = 0;
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: "100" });
    for (const [name, value] of Object.entries(filters))
      for (const one of Array.isArray(value) ? value : [value]) query.append(name, String(one));
    if (cursor) query.set("cursor", cursor);
    const response = await send("GET", `/api/v1/qr?${query}`);
    if (!response.ok) return 0; // the export itself answers the problem
    const page = (await response.json()) as { data: unknown[]; next_cursor: string | null };
    counted += page.data.length;
    cursor = page.next_cursor;
  } while (cursor && counted <= CONFIRM_ABOVE);
  return counted;
}
