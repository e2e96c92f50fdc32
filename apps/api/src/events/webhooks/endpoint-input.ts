// What an endpoint is given, checked before it is stored: the URL passes the outbound check (lib/outbound.ts) and is
// not a branded domain's (the service answers those: a webhook there would scan a code, and a scan webhook would
// feed itself); the filter names the team's own codes and tags (kept by id) and real hostnames.
import { parseHostname } from "@qr/core/hostname";
import { checkOutboundUrl } from "@qr/core/outbound-url";
import { rowsOf, type WebhookFilter } from "@qr/db";
import { sql } from "drizzle-orm";
import { resolveTags } from "../../codes/tags/code-tags.ts";
import { type FieldError, validationFailed } from "../../http/errors/api-error.ts";
import type { RequestContext } from "../../request-context.ts";

type Ctx = Pick<RequestContext, "db" | "caller" | "outbound" | "scanBaseUrl">;

export interface EndpointTarget {
  url?: string | undefined;
  filter?: WebhookFilter | undefined;
}

/** The URL as it will be called and the filter as it will be matched; a 422 naming every field at fault. */
export async function checkedTarget(ctx: Ctx, input: EndpointTarget): Promise<EndpointTarget> {
  const errors: FieldError[] = [];
  let url: string | undefined;
  if (input.url !== undefined) {
    const checked = checkOutboundUrl(input.url, ctx.outbound.webhooks);
    if (checked.ok) url = checked.url;
    else errors.push({ path: "url", message: `url ${checked.reason}` });
  }
  const scanHost = new URL(ctx.scanBaseUrl).hostname;
  const domains = (input.filter?.domains ?? []).map((raw, i) => {
    if (raw.toLowerCase() === scanHost) return scanHost;
    const parsed = parseHostname(raw);
    if (!parsed.ok) errors.push({ path: `filter.domains.${i}`, message: `domain ${parsed.problem}` });
    return parsed.ok ? parsed.hostname : raw;
  });
  const codeIds = [...new Set(input.filter?.code_ids ?? [])];
  const wantedTags = input.filter?.tags ?? [];
  const folderIds = [...new Set(input.filter?.folders ?? [])];
  const [found] = await rowsOf<{
    codes: string[];
    folders: string[];
    tags: { id: string; name: string }[];
    branded: boolean;
  }>(
    ctx.db,
    sql`select
      coalesce((select array_agg(id) from qr_codes where team_id = ${ctx.caller.teamId} and status <> 'deleted'
        and id = any(${sql.param(codeIds)}::text[])), '{}') as codes,
      coalesce((select array_agg(id) from folders where team_id = ${ctx.caller.teamId}
        and id = any(${sql.param(folderIds)}::text[])), '{}') as folders,
      ${wantedTags.length > 0 ? sql`coalesce((select json_agg(json_build_object('id', id, 'name', name)) from tags where team_id = ${ctx.caller.teamId}), '[]')` : sql`'[]'::json`} as tags,
      exists (select 1 from domains where status in ('verified', 'archived')
        and hostname = ${url ? new URL(url).hostname : ""}) as branded`,
  );
  if (found?.branded)
    errors.push({ path: "url", message: "url must not point to a branded domain this service answers" });
  const known = new Set(found?.codes ?? []);
  (input.filter?.code_ids ?? []).forEach((id, i) => {
    if (!known.has(id))
      errors.push({ path: `filter.code_ids.${i}`, message: "code_ids names no code of this team" });
  });
  const knownFolders = new Set(found?.folders ?? []);
  (input.filter?.folders ?? []).forEach((id, i) => {
    if (!knownFolders.has(id))
      errors.push({ path: `filter.folders.${i}`, message: "folders names no folder of this team" });
  });
  // Tags are kept by id, as a code's are: a renamed tag keeps its endpoints.
  const tags = resolveTags(found?.tags ?? [], wantedTags, "filter.");
  errors.push(...tags.errors);
  if (errors.length > 0) throw validationFailed(errors);
  return {
    url,
    filter: input.filter && {
      ...(codeIds.length > 0 ? { code_ids: codeIds } : {}),
      ...(tags.ids.length > 0 ? { tags: tags.ids } : {}),
      ...(domains.length > 0 ? { domains: [...new Set(domains)] } : {}),
      ...(folderIds.length > 0 ? { folders: folderIds } : {}),
    },
  };
}
