// The redirect worker's fallback on a KV miss, reached only through its service binding (a named RPC
// entrypoint has no public route): resolves one slug from Postgres in one round trip (the HTTP query path) and
// repairs KV on the way; the repair's confirmation runs after the answer.

import { WorkerEntrypoint } from "cloudflare:workers";
import type { RedirectRecord } from "@qr/core/redirect-record";
import { isSlugShaped } from "@qr/core/slug";
import type { SlugResolverRpc } from "@qr/core/slug-resolver";
import { openHttpDatabase, schema } from "@qr/db";
import { eq } from "drizzle-orm";
import { databaseConfig } from "../config.ts";
import { logError } from "../log.ts";
import { confirmWritten, redirectRecordOf, writeRedirectRecord } from "./redirect-record.ts";

export class SlugResolver extends WorkerEntrypoint<Env> implements SlugResolverRpc {
  async resolve(slug: string): Promise<RedirectRecord | null> {
    if (!isSlugShaped(slug)) return null;
    const { db } = openHttpDatabase(databaseConfig(this.env));
    const [row] = await db.select().from(schema.qrCodes).where(eq(schema.qrCodes.slug, slug)).limit(1);
    if (!row) return null;
    try {
      const record = await writeRedirectRecord(this.env.LINKS, row);
      this.ctx.waitUntil(confirmWritten(db, this.env.LINKS, [row]).catch(() => undefined));
      return record;
    } catch (error) {
      // KV is down or refusing writes: the scan is still answered from Postgres, and the cron repairs KV.
      logError("resolver could not repair KV", error, { slug });
      return redirectRecordOf(row);
    }
  }
}
