// Changes a QR code. Only a change of url, status or forward_query touches the redirect record: those bump
// `version` and re-sync KV; metadata and style live in Postgres alone.
import { schema } from "@qr/db";
import { and, eq, ne } from "drizzle-orm";
import { Invalid, NotFound } from "../errors.ts";
import { metadataWithinLimits } from "../openapi/schemas.ts";
import { validDestination } from "./destination.ts";
import { type QrCode, type QrContext, toQrCode } from "./qr-code.ts";
import { syncEdge } from "./sync.ts";

export interface UpdateQrCodeInput {
  url?: string | undefined;
  metadata?: Record<string, string | number | boolean | null> | undefined;
  status?: "active" | "disabled" | undefined;
  style?: Record<string, unknown> | undefined;
  forward_query?: boolean | undefined;
}

export async function updateQrCode(ctx: QrContext, id: string, input: UpdateQrCodeInput): Promise<QrCode> {
  const url = input.url === undefined ? undefined : validDestination(input.url, ctx.scanBaseUrl);

  const updated = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(schema.qrCodes)
      .where(visibleCode(ctx.teamId, id))
      .for("update")
      .limit(1);
    if (!current) throw new NotFound("No QR code with this id.");

    const next = {
      url: url ?? current.url,
      status: input.status ?? current.status,
      forwardQuery: input.forward_query ?? current.forwardQuery,
    };
    const redirectChanged =
      next.url !== current.url ||
      next.status !== current.status ||
      next.forwardQuery !== current.forwardQuery;
    const [row] = await tx
      .update(schema.qrCodes)
      .set({
        ...next,
        metadata: mergeMetadata(current.metadata, input.metadata),
        style: input.style ?? current.style,
        version: redirectChanged ? current.version + 1 : current.version,
        updatedAt: new Date(),
      })
      .where(eq(schema.qrCodes.id, id))
      .returning();
    return { row, redirectChanged };
  });
  if (!updated.row) throw new NotFound("No QR code with this id.");
  if (updated.redirectChanged) await syncEdge(ctx, id);
  return toQrCode(updated.row, ctx.scanBaseUrl);
}

/** A code of this team that has not been deleted: the only kind the API shows. */
export function visibleCode(teamId: string, id: string) {
  return and(
    eq(schema.qrCodes.id, id),
    eq(schema.qrCodes.teamId, teamId),
    ne(schema.qrCodes.status, "deleted"),
  );
}

function mergeMetadata(
  current: Record<string, unknown>,
  patch: UpdateQrCodeInput["metadata"],
): Record<string, unknown> {
  if (!patch) return current;
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  if (!metadataWithinLimits(merged)) {
    throw new Invalid([{ path: "metadata", message: "metadata holds at most 50 keys and 4096 bytes" }]);
  }
  return merged;
}
