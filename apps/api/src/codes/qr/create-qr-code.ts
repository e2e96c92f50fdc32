// Creates a QR code: Postgres first, then its KV record. The row and its activity entry are one statement: one
// round trip for a code with no style of its own (the common case), two with one (the design and logos its style
// is checked against are read first).
import { BoundedCache } from "@qr/core/bounded-cache";
import type { ContentType } from "@qr/core/content/types";
import { newId } from "@qr/core/ids";
import type { MetadataValue } from "@qr/core/metadata";
import { randomSlug } from "@qr/core/slug";
import { inOneTrip, type QrCodeRow, type RequestDatabase, schema } from "@qr/db";
import { sql } from "drizzle-orm";
import { actorOf, changeLog } from "../../access/activity/record-activity.ts";
import { changeBy } from "../../access/activity/version-change.ts";
import { withTemplateUtm } from "../../campaigns/utm/utm-templates.ts";
import { ApiError, ASSUMPTION_FAILED, validationFailed } from "../../http/errors/api-error.ts";
import { sqlStateOf } from "../../lib/log.ts";
import type { RequestContext } from "../../request-context.ts";
import { type AccessInputValue, hashedAccess, mergedAccess } from "../content/access.ts";
import { type CodeTarget, codeTargetOf, styleOfNewCode } from "../content/code-target.ts";
import { syncEdge } from "../edge-sync/sync-edge.ts";
import { folderForNewCodes } from "../folders/folder-reads.ts";
import { codeTagsValue } from "../tags/code-tags.ts";
import {
  assertOnBrandedDomain,
  codeDomainValue,
  type DomainChoice,
  defaultDomainRead,
  domainChoiceOf,
} from "./code-domain.ts";
import { checkCustomSlug, throwIfReferenceRefused } from "./new-code-checks.ts";
import { type QrCode, toQrCode, withWarnings } from "./qr-code.ts";
import {
  assertCoherent,
  NEW_CODE_ROUTING,
  newCodeSplitsVersion,
  type RoutingInput,
  routingChanges,
} from "./routing-columns.ts";
import { checkedCodeStyle } from "./style.ts";
import { teamReferenceReads, teamReferencesOf } from "./team-references.ts";

export interface CreateQrCodeInput extends RoutingInput {
  type?: ContentType | undefined;
  access?: AccessInputValue | undefined;
  url?: string | undefined;
  content?: Record<string, unknown> | undefined;
  team_id?: string | undefined;
  metadata?: Record<string, MetadataValue> | undefined;
  slug?: string | undefined;
  style?: Record<string, unknown> | undefined;
  forward_query?: boolean | undefined;
  design_id?: string | undefined;
  folder_id?: string | null | undefined;
  domain?: string | null | undefined;
  name?: string | undefined;
  tags?: string[] | undefined;
  utm_template_id?: string | undefined;
}

const RANDOM_SLUG_ATTEMPTS = 5;

export async function createQrCode(ctx: RequestContext, request: CreateQrCodeInput): Promise<QrCode> {
  const templated = await withTemplateUtm(ctx, request);
  const { type, url, content, slug: identifierSlug } = codeTargetOf(templated, ctx.destinations);
  const input = { ...templated, style: styleOfNewCode({ type }, templated.style) };
  const access =
    input.access === undefined ? null : mergedAccess(null, (await hashedAccess(input.access)) ?? null);
  if (input.team_id !== undefined && input.team_id !== ctx.caller.teamId) {
    throw validationFailed([{ path: "team_id", message: "team_id must be the team the request acts in" }]);
  }
  if (input.slug !== undefined) checkCustomSlug(input.slug, identifierSlug);
  const folderId = await folderForNewCodes(ctx, input.folder_id);
  const domain = domainChoiceOf(ctx.scanBaseUrl, input.domain);
  if (identifierSlug !== undefined) assertOnBrandedDomain(domain);
  // Random slugs all have one length: one check fits them all.
  const firstSlug = identifierSlug ?? input.slug ?? randomSlug();
  const routing = routingChanges(input, ctx.destinations);
  assertCoherent({
    ...NEW_CODE_ROUTING,
    id: newId("qr"), // as long as the real one: the record's size is measured
    teamId: ctx.caller.teamId,
    url,
    type,
    content,
    access,
    forwardQuery: input.forward_query ?? false,
    ...routing,
  });
  // A code without a style or design of its own is drawn with the team's default design, whose look was checked
  // when it was saved: only a logo of it must fit this code. Without such a design, nothing needs reading first.
  const plain = input.style === undefined && input.design_id === undefined;
  let warnings: string[] = [];
  let checked = !plain || teamsWithDefaultLogo.get(ctx.caller.teamId) === true;
  if (checked) warnings = await checkStyle(ctx, input, { type, content }, domain, firstSlug);

  const attempts = input.slug === undefined && identifierSlug === undefined ? RANDOM_SLUG_ATTEMPTS : 1;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const slug = attempt === 0 ? firstSlug : randomSlug();
    const insert = (db: RequestDatabase) => {
      const inserted = db.$with("inserted").as(
        db
          .insert(schema.qrCodes)
          .values({
            id: newId("qr"),
            teamId: ctx.caller.teamId,
            domain: codeDomainValue(ctx.caller.teamId, domain),
            slug,
            name: input.name ?? null,
            tags: input.tags?.length ? codeTagsValue(ctx.caller.teamId, input.tags) : [],
            type,
            url,
            content,
            access,
            metadata: input.metadata ?? {},
            style: input.style ?? {},
            designId: input.design_id ?? null,
            folderId,
            forwardQuery: input.forward_query ?? false,
            ...routing,
            variantsVersion: newCodeSplitsVersion(routing),
            lastChange: changeBy(ctx.caller, "created"),
          })
          .onConflictDoNothing({ target: [schema.qrCodes.domain, schema.qrCodes.slug] })
          .returning(),
      );
      const logged = changeLog(db, {
        from: inserted,
        teamId: ctx.caller.teamId,
        actor: actorOf(ctx.caller),
        action: "qr.created",
        targetId: sql`${inserted.id}`,
        details: sql`jsonb_strip_nulls(jsonb_build_object('slug', ${inserted.slug}, 'url', ${inserted.url}, 'name', ${inserted.name}))`,
      });
      return db.with(inserted, logged).select().from(inserted);
    };
    let rows: QrCodeRow[];
    if (checked) {
      rows = await insert(ctx.db).catch((error) => {
        throwIfReferenceRefused(error);
        throw error;
      });
    } else {
      try {
        [, rows] = await inOneTrip(ctx.db, (db) => [noDefaultLogo(db, ctx.caller.teamId), insert(db)]);
      } catch (error) {
        throwIfReferenceRefused(error);
        if (sqlStateOf(error) !== ASSUMPTION_FAILED) throw error;
        // The team's default design has a logo: check that it fits this code, then insert (nothing was kept).
        teamsWithDefaultLogo.set(ctx.caller.teamId, true);
        warnings = await checkStyle(ctx, input, { type, content }, domain, firstSlug);
        checked = true;
        attempt--;
        continue;
      }
    }
    const [row] = rows;
    if (row) {
      await syncEdge(ctx, row);
      return withWarnings(toQrCode(row, ctx.scanBaseUrl), warnings);
    }
  }
  if (identifierSlug !== undefined)
    throw new ApiError("slug_taken", `The identifier /${identifierSlug} already has a code on this domain.`);
  if (input.slug !== undefined)
    throw new ApiError("slug_taken", `The slug "${input.slug}" is already taken.`);
  throw new Error("could not find a free random slug");
}

/**
 * Teams this isolate saw with a logo on their default design: their plain codes take the checked path at once
 * instead of trying the one-statement path first. A hint only: the database decides (noDefaultLogo).
 */
const teamsWithDefaultLogo = new BoundedCache<boolean>({ capacity: 10_000 });

/**
 * Reads what the code's style names (and the team's default domain, which its short URL may carry) and checks
 * it (checkedCodeStyle): a round trip before the insert.
 */
async function checkStyle(
  ctx: RequestContext,
  input: CreateQrCodeInput,
  target: Pick<CodeTarget, "type" | "content">,
  domain: DomainChoice,
  slug: string,
): Promise<string[]> {
  const [logos, designs, defaultDomain] = await inOneTrip(ctx.db, (db) => [
    ...teamReferenceReads(db, ctx.caller.teamId, {
      logoIds: [input.style?.logo_id],
      designIds: [input.design_id],
    }),
    defaultDomainRead(db, ctx.caller.teamId),
  ]);
  const references = teamReferencesOf(logos, designs);
  if (typeof references.defaultDesign?.style.logo_id !== "string")
    teamsWithDefaultLogo.delete(ctx.caller.teamId);
  const printed = domain.named ?? (domain.useDefault ? (defaultDomain[0]?.hostname ?? null) : null);
  const code = { domain: printed, slug, type: target.type, content: target.content };
  return checkedCodeStyle(ctx.scanBaseUrl, references, input, code).warnings;
}

/** Holds when the team's default design, if any, has no logo: then a plain code needs no check of its own. */
function noDefaultLogo(db: RequestDatabase, teamId: string) {
  const { designs } = schema;
  return db.execute(
    sql`select assert_holds(not exists (select 1 from ${designs} where ${designs.teamId} = ${teamId}
      and ${designs.isDefault} and ${designs.style} ->> 'logo_id' is not null), 'the default design has no logo')`,
  );
}
