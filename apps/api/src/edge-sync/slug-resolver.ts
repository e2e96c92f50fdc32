// The redirect worker's fallback on a KV miss, reached only through its service binding (a named RPC
// entrypoint has no public route): resolves one slug from Postgres and repairs KV on the way.

import { WorkerEntrypoint } from "cloudflare:workers";
import type { RedirectRecord } from "@qr/core/redirect-record";
import { isSlugShaped } from "@qr/core/slug";
import type { SlugResolverRpc } from "@qr/core/slug-resolver";
import { openDatabase, schema } from "@qr/db";
import { eq } from "drizzle-orm";
import { databaseConfig } from "../config.ts";
import { logError } from "../log.ts";
import { redirectRecordOf, syncRedirectRecord } from "./redirect-record.ts";

export class SlugResolver extends WorkerEntrypoint<Env> implements SlugResolverRpc {
  async resolve(slug: string): Promise<RedirectRecord | null> {
    if (!isSlugShaped(slug)) return null;
    const session = openDatabase(databaseConfig(this.env));
    try {
      const [row] = await session.db
        .select()
        .from(schema.qrCodes)
        .where(eq(schema.qrCodes.slug, slug))
        .limit(1);
      if (!row) return null;
      try {
        return (await syncRedirectRecord(session.db, this.env.LINKS, row.id, row)) ?? redirectRecordOf(row);
      } catch (error) {
        // KV is down or refusing writes: the scan is still answered from Postgres, and the cron repairs KV.
        logError("resolver could not repair KV", error, { slug });
        return redirectRecordOf(row);
      }
    } finally {
      this.ctx.waitUntil(session.close());
    }
  }
}
