// The cron trigger's handler (every minute, apps/api/wrangler.toml): the maintenance pass on a database session of
// its own, at the instant Cloudflare scheduled it.
import { openDatabase } from "@qr/db";
import { mailerFor } from "./access/mail/mailer.ts";
import { webRiskSettingsOf } from "./codes/abuse/web-risk.ts";
import { domainSettingsOf } from "./codes/domains/domain-settings.ts";
import { WEBHOOKS_PAGE } from "./events/webhooks/consume.ts";
import { databaseConfig } from "./lib/config.ts";
import { runMaintenance } from "./maintenance.ts";
import { retentionMonthsOf } from "./scan-path/scans/scan-retention.ts";

export async function runCron(
  controller: ScheduledController,
  env: Env,
  ctx: ExecutionContext,
): Promise<void> {
  const session = openDatabase(databaseConfig(env));
  try {
    const result = await runMaintenance(
      session.db,
      env.LINKS,
      env.FILES,
      {
        scanRetentionMonths: retentionMonthsOf(env.SCAN_RETENTION_MONTHS),
        domains: domainSettingsOf(env),
        webRisk: webRiskSettingsOf(env),
        mailer: mailerFor(env),
        webhooks: {
          queue: env.WEBHOOKS,
          scanHost: new URL(env.SCAN_BASE_URL).hostname,
          dashboardUrl: new URL(WEBHOOKS_PAGE, env.API_BASE_URL).toString(),
        },
      },
      new Date(controller.scheduledTime),
    );
    if (Object.values(result).some((value) => (Array.isArray(value) ? value.length > 0 : value)))
      console.log(JSON.stringify({ msg: "maintenance", ...result }));
  } finally {
    ctx.waitUntil(session.close());
  }
}
