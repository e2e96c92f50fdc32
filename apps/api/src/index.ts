// The api worker's entry: the REST API, the scan-event consumer and the edge-sync cron.
import { openDatabase } from "@qr/db";
import { createApp } from "./app.ts";
import { repairLaggingRecords } from "./edge-sync/repair.ts";
import { databaseConfig } from "./middleware/database.ts";
import { consumeScanEvents } from "./scans/consume.ts";

export { SlugResolver } from "./edge-sync/slug-resolver.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  queue: consumeScanEvents,
  async scheduled(_controller, env, ctx) {
    const session = openDatabase(databaseConfig(env));
    try {
      const result = await repairLaggingRecords(session.db, env.LINKS);
      if (result.repaired || result.failed) console.log(JSON.stringify({ msg: "edge repair", ...result }));
    } finally {
      ctx.waitUntil(session.close());
    }
  },
} satisfies ExportedHandler<Env>;
