// Creates up to 1,000 codes in one request. Each row is checked as a single create checks it, and the report
// says what became of every row. "all_or_nothing" (the default) writes nothing unless every row is good;
// "partial" writes the good rows. Two round trips: what the rows name (logos, designs, domains, custom slugs), then
// the codes and their activity entries in one statement.

import type { FolderAccess } from "@qr/core/folder-access";
import { newId, newIds } from "@qr/core/ids";
import { randomSlug } from "@qr/core/slug";
import { inOneTrip, type QrCodeRow, schema, type Utm } from "@qr/db";
import { and, eq, inArray } from "drizzle-orm";
import { actorOf, changeLogOfRows } from "../../access/activity/record-activity.ts";
import { changeBy } from "../../access/activity/version-change.ts";
import { NO_SUCH_TEMPLATE, templatesNamedIn } from "../../campaigns/utm/utm-templates.ts";
import { ApiError, type FieldError, validationFailed } from "../../http/errors/api-error.ts";
import { fieldErrors } from "../../http/openapi/router.ts";
import { sqlStateOf } from "../../lib/log.ts";
import type { RequestContext } from "../../request-context.ts";
import { ONE_AT_A_TIME } from "../content/access.ts";
import { type CodeTarget, codeTargetOf, styleOfNewCode } from "../content/code-target.ts";
import { syncEdgeAll } from "../edge-sync/sync-edge.ts";
import { folderOfNewCode, foldersReached } from "../folders/folder-reads.ts";
import { codeTagsValue, resolveTags, teamTagsRead } from "../tags/code-tags.ts";
import { type BulkMode, byRow, failForeignReferences, KV_SYNC_BUDGET, namedBy } from "./bulk-rows.ts";
import {
  assertOnBrandedDomain,
  codeDomainValue,
  type DomainChoice,
  domainChoiceOf,
  domainRefused,
} from "./code-domain.ts";
import { checkCustomSlug, throwIfReferenceRefused } from "./new-code-checks.ts";
import { type QrCode, toQrCode, withWarnings } from "./qr-code.ts";
import {
  assertCoherent,
  NEW_CODE_ROUTING,
  newCodeSplitsVersion,
  type RoutingColumns,
  routingChanges,
} from "./routing-columns.ts";
import { CreateQrCodeSchema } from "./schemas.ts";
import { checkedStyle } from "./style.ts";
import { teamFilesRead, teamReferenceReads, teamReferencesOf } from "./team-references.ts";

const RANDOM_SLUG_ROUNDS = 5;

export type BulkRowResult = { index: number; line?: number } & (
  | { status: "created"; code: QrCode }
  | { status: "failed"; errors: FieldError[] }
);

interface GoodRow {
  index: number;
  values: typeof schema.qrCodes.$inferInsert;
  customSlug: boolean;
  warnings: string[];
  /** The domain the row asks for; `printed` is the hostname it gets (null: the service's own). */
  domain: DomainChoice;
  printed: string | null;
  /** The tags the row names (ids or names), resolved to the team's tag ids once they are read. */
  tags: string[];
}

export async function bulkCreateQrCodes(
  ctx: RequestContext,
  input: { mode?: BulkMode | undefined; codes: unknown[] },
  /** For a CSV upload: the line each row starts on, given back in the report. */
  lines?: number[],
) {
  const mode = input.mode ?? "all_or_nothing";
  const failures = new Map<number, FieldError[]>();
  const bulkId = newId("bulk");
  const [templates, folders] = await Promise.all([
    templatesNamedIn(ctx, input.codes),
    foldersReached(ctx, foldersNamedIn(input.codes)),
  ]);
  const checked = checkRows(ctx, input.codes, { templates, folders }, failures, bulkId);
  const rows = checked.map((row) => ({
    index: row.index,
    style: row.values.style,
    designId: row.values.designId,
    content: row.values.content,
  }));
  const customSlugs = checked.flatMap((row) => (row.customSlug ? [row.values.slug] : []));
  const { domains, qrCodes } = schema;
  const [logos, designs, files, verified, taken, teamTags] = await inOneTrip(ctx.db, (db) => [
    ...teamReferenceReads(db, ctx.caller.teamId, namedBy(rows)),
    teamFilesRead(
      db,
      ctx.caller.teamId,
      rows.map((row) => row.content),
    ),
    db
      .select({ hostname: domains.hostname, isDefault: domains.isDefault })
      .from(domains)
      .where(and(eq(domains.teamId, ctx.caller.teamId), eq(domains.status, "verified"))),
    db
      .select({ domain: qrCodes.domain, slug: qrCodes.slug })
      .from(qrCodes)
      .where(inArray(qrCodes.slug, customSlugs)),
    teamTagsRead(db, checked.some((row) => row.tags.length > 0) ? ctx.caller.teamId : ""),
  ]);
  failForeignReferences(teamReferencesOf(logos, designs, files), "codes", rows, failures);
  assignTags(checked, teamTags, failures);
  assignDomains(checked, verified, failures);
  if (mode === "all_or_nothing" && failures.size > 0) throw validationFailed(byRow(failures));
  const takenSlugs = new Set(taken.map((row) => slugKey(row.domain, row.slug)));
  for (const row of checked.filter(
    (row) => row.customSlug && takenSlugs.has(slugKey(row.printed, row.values.slug)),
  )) {
    failures.set(row.index, [
      row.values.type === "gs1"
        ? {
            path: `codes.${row.index}.content`,
            message: `the identifier /${row.values.slug} already has a code on this domain`,
          }
        : { path: `codes.${row.index}.slug`, message: `the slug "${row.values.slug}" is already taken` },
    ]);
  }
  if (mode === "all_or_nothing" && failures.size > 0) {
    throw new ApiError("slug_taken", "Some custom slugs are already taken; nothing was created.", {
      errors: byRow(failures),
    });
  }
  const created = await insertAll(
    ctx,
    mode,
    checked.filter((row) => !failures.has(row.index)),
    failures,
  );

  await syncEdgeAll(
    ctx,
    created.slice(0, KV_SYNC_BUDGET).map(({ row }) => row),
  );

  const byIndex = new Map(created.map((entry) => [entry.index, entry]));
  const results: BulkRowResult[] = input.codes.map((_, index) => {
    const entry = byIndex.get(index);
    const at = lines ? { index, line: lines[index] as number } : { index };
    return entry
      ? { ...at, status: "created", code: withWarnings(toQrCode(entry.row, ctx.scanBaseUrl), entry.warnings) }
      : { ...at, status: "failed", errors: failures.get(index) ?? [] };
  });
  return {
    mode,
    bulk_id: created.length > 0 ? bulkId : null,
    created: created.length,
    failed: input.codes.length - created.length,
    results,
  };
}

/** The folders the rows name, to read the caller's access to them at once. */
function foldersNamedIn(codes: unknown[]): string[] {
  return codes.flatMap((raw) => {
    const folderId =
      typeof raw === "object" && raw !== null ? (raw as { folder_id?: unknown }).folder_id : undefined;
    return typeof folderId === "string" ? [folderId] : [];
  });
}

/** Every row checked as a single create would be; the failures recorded by row, the good rows ready to insert. */
function checkRows(
  ctx: RequestContext,
  codes: unknown[],
  { templates, folders }: { templates: Map<string, Utm>; folders: ReadonlyMap<string, FolderAccess> },
  failures: Map<number, FieldError[]>,
  bulkId: string,
): GoodRow[] {
  const good: GoodRow[] = [];
  const created = changeBy(ctx.caller, "created");
  const ids = newIds("qr", codes.length); // in row order, so the codes of a bulk list and print in it
  const slugsSeen = new Map<string, number>();
  codes.forEach((raw, index) => {
    const prefix = `codes.${index}.`;
    const parsed = CreateQrCodeSchema.safeParse(raw);
    if (!parsed.success) {
      failures.set(index, fieldErrors(parsed.error, prefix));
      return;
    }
    const { utm_template_id: templateId, ...fields } = parsed.data;
    const errors: FieldError[] = [];
    const template = templateId === undefined ? undefined : templates.get(templateId);
    if (templateId !== undefined && (!template || fields.utm !== undefined))
      errors.push({
        path: `${prefix}utm_template_id`,
        message: template ? "send utm or utm_template_id, not both" : NO_SUCH_TEMPLATE,
      });
    const row = template ? { ...fields, utm: template } : fields;
    const check = (work: () => void) => {
      try {
        work();
      } catch (error) {
        if (!(error instanceof ApiError) || !error.errors) throw error;
        errors.push(...error.errors.map((e) => ({ path: `${prefix}${e.path}`, message: e.message })));
      }
    };
    let target: CodeTarget = { type: "url", url: "", content: null };
    let warnings: string[] = [];
    let domain: DomainChoice = { named: null, useDefault: true };
    check(() => {
      domain = domainChoiceOf(ctx.scanBaseUrl, row.domain);
    });
    check(() => {
      target = codeTargetOf(row, ctx.destinations);
    });
    check(() => {
      warnings = checkedStyle(row.style).warnings;
    });
    let routing: Partial<RoutingColumns> = {};
    check(() => {
      routing = routingChanges(row, ctx.destinations);
      assertCoherent({
        ...NEW_CODE_ROUTING,
        id: ids[index] as string,
        teamId: ctx.caller.teamId,
        ...target,
        access: null,
        forwardQuery: row.forward_query ?? false,
        ...routing,
      });
    });
    if (row.access !== undefined) errors.push({ path: `${prefix}access`, message: ONE_AT_A_TIME });
    const folder = folderOfNewCode(ctx.caller, row.folder_id, folders);
    if (folder !== null && typeof folder === "object")
      errors.push({ path: `${prefix}folder_id`, message: folder.problem });
    if (row.team_id !== undefined && row.team_id !== ctx.caller.teamId)
      errors.push({ path: `${prefix}team_id`, message: "team_id must be the team the request acts in" });
    // A GS1 code's slug is its identifier's path, on the branded domain it must name; other codes may choose one.
    const slug = target.slug ?? row.slug;
    if (target.slug !== undefined) check(() => assertOnBrandedDomain(domain));
    if (slug !== undefined) {
      const before = errors.length;
      if (row.slug !== undefined) check(() => checkCustomSlug(row.slug as string, target.slug));
      const seenAs = slugKey(domain.named ?? (domain.useDefault ? "(default)" : null), slug);
      const earlier = slugsSeen.get(seenAs);
      if (errors.length === before && earlier === undefined) slugsSeen.set(seenAs, index);
      else if (errors.length === before)
        errors.push({
          path: `${prefix}${target.slug === undefined ? "slug" : "content"}`,
          message: `${target.slug === undefined ? `slug "${slug}"` : `the identifier /${slug}`} is also row ${earlier}`,
        });
    }
    if (errors.length > 0) {
      failures.set(index, errors);
      return;
    }
    good.push({
      index,
      customSlug: slug !== undefined,
      warnings,
      domain,
      printed: null,
      tags: row.tags ?? [],
      values: {
        id: ids[index] as string,
        teamId: ctx.caller.teamId,
        name: row.name ?? null,
        ...target,
        slug: slug ?? randomSlug(),
        metadata: row.metadata ?? {},
        style: styleOfNewCode(target, row.style) ?? {},
        designId: row.design_id ?? null,
        folderId: typeof folder === "string" ? folder : null,
        forwardQuery: row.forward_query ?? false,
        ...routing,
        variantsVersion: newCodeSplitsVersion(routing),
        bulkId,
        lastChange: created,
      },
    });
  });
  return good;
}

/**
 * Inserts the rows and their activity entries in one statement per round: one round, unless a random slug
 * collided (it gets a new one in the next round) or a custom slug was taken since it was checked. "partial"
 * then fails that row and keeps the others; "all_or_nothing" inserts nothing (the database refuses the statement
 * as a whole) and tries again with new random slugs, which only a custom slug taken meanwhile defeats (409).
 */
async function insertAll(
  ctx: RequestContext,
  mode: BulkMode,
  rows: GoodRow[],
  failures: Map<number, FieldError[]>,
): Promise<{ index: number; row: QrCodeRow; warnings: string[] }[]> {
  const created: { index: number; row: QrCodeRow; warnings: string[] }[] = [];
  const actor = actorOf(ctx.caller);
  let pending = rows;
  for (let round = 0; round < RANDOM_SLUG_ROUNDS && pending.length > 0; round++) {
    const insert = ctx.db.insert(schema.qrCodes).values(
      // Each branded row's domain is checked (and held) by the insert itself: one archived or deleted since it
      // was read fails the statement (a 422), never a code on a domain that no longer answers.
      pending.map((row) => ({
        ...row.values,
        tags: row.tags.length > 0 ? codeTagsValue(ctx.caller.teamId, row.tags) : [],
        domain:
          row.printed === null
            ? null
            : codeDomainValue(ctx.caller.teamId, { named: row.printed, useDefault: false }),
      })),
    );
    const inserted = ctx.db
      .$with("inserted")
      .as(
        mode === "partial"
          ? insert.onConflictDoNothing({ target: [schema.qrCodes.domain, schema.qrCodes.slug] }).returning()
          : insert.returning(),
      );
    const logged = changeLogOfRows(
      ctx.db,
      inserted,
      pending.map((row) => ({
        teamId: ctx.caller.teamId,
        actor,
        action: "qr.created" as const,
        targetId: row.values.id,
        details: {
          slug: row.values.slug,
          url: row.values.url,
          ...(row.values.name ? { name: row.values.name } : {}),
        },
      })),
    );
    const stored = await ctx.db
      .with(inserted, logged)
      .select()
      .from(inserted)
      .catch((error: unknown) => {
        throwIfReferenceRefused(error, true);
        if (mode === "partial" || sqlStateOf(error) !== "23505") throw error;
        return [];
      });
    if (stored.length === 0 && mode === "all_or_nothing") {
      pending = pending.map((row) =>
        row.customSlug ? row : { ...row, values: { ...row.values, slug: randomSlug() } },
      );
      continue;
    }
    const bySlug = new Map(stored.map((row) => [slugKey(row.domain, row.slug), row]));
    const retry: GoodRow[] = [];
    for (const row of pending) {
      const written = bySlug.get(slugKey(row.printed, row.values.slug));
      if (written) created.push({ index: row.index, row: written, warnings: row.warnings });
      else if (row.customSlug)
        failures.set(row.index, [
          { path: `codes.${row.index}.slug`, message: `the slug "${row.values.slug}" is already taken` },
        ]);
      else retry.push({ ...row, values: { ...row.values, slug: randomSlug() } });
    }
    pending = retry;
  }
  if (pending.length > 0 && mode === "all_or_nothing") {
    throw new ApiError("concurrent_change", "A custom slug was taken while the codes were created; retry.");
  }
  if (pending.length > 0) throw new Error("could not find free random slugs");
  return created;
}

/**
 * The hostname each row prints: the verified domain it names (else a failure on its `domain`), the team's
 * default when it names none, or the service's own.
 */
function assignDomains(
  rows: GoodRow[],
  verified: { hostname: string; isDefault: boolean }[],
  failures: Map<number, FieldError[]>,
): void {
  const hostnames = new Set(verified.map((domain) => domain.hostname));
  const byDefault = verified.find((domain) => domain.isDefault)?.hostname ?? null;
  for (const row of rows) {
    if (row.domain.named !== null && !hostnames.has(row.domain.named)) {
      failures.set(row.index, domainRefused(`codes.${row.index}.domain`).errors ?? []);
    }
    row.printed = row.domain.named ?? (row.domain.useDefault ? byDefault : null);
  }
}

/** Each row's tags as the team's tag ids (else a failure on the entry). */
function assignTags(
  rows: GoodRow[],
  teamTags: { id: string; name: string }[],
  failures: Map<number, FieldError[]>,
): void {
  for (const row of rows.filter((row) => row.tags.length > 0)) {
    const { ids, errors } = resolveTags(teamTags, row.tags, `codes.${row.index}.`);
    if (errors.length > 0) failures.set(row.index, [...(failures.get(row.index) ?? []), ...errors]);
    row.tags = ids;
  }
}

/** A slug with its domain: slugs are unique per domain. */
function slugKey(domain: string | null, slug: string): string {
  return `${domain ?? ""}/${slug}`;
}
