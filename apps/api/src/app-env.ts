// The Hono environment of the api worker: bindings (typed by `wrangler types`) and per-request variables, and
// the business actions' context built from them (app.ts makes it each request's `context`; routes read it as
// `c.var.context()`).

import { machineTime, testInstant } from "@qr/core/clock";
import { type Database, type HttpSession, openHttpDatabase } from "@qr/db";
import type { Context } from "hono";
import type { Caller } from "./access/auth/caller.ts";
import { recordReportedUrl } from "./codes/abuse/blocklist.ts";
import { destinationScreen } from "./codes/abuse/destination-screen.ts";
import { webRiskSettingsOf } from "./codes/abuse/web-risk.ts";
import { domainSettingsOf } from "./codes/domains/domain-settings.ts";
import { databaseConfig, newTeamCodeLimitOf } from "./lib/config.ts";
import { logError } from "./lib/log.ts";
import { outboundRules } from "./lib/outbound.ts";
import { rendererOf } from "./lib/renderer.ts";
import { seal, unseal } from "./lib/sealed.ts";
import type { RequestContext } from "./request-context.ts";
import { retentionMonthsOf } from "./scan-path/scans/scan-retention.ts";

export type { Caller };

export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    /** The request's statements, over the HTTP query path (http/middleware/database.ts). */
    db: () => Database;
    /** The same, with the statements sent ahead of the request's first one (a credential's check). */
    statements: () => HttpSession;
    /** A WebSocket connection, for the account library's interactive transactions; closed after the response. */
    connection: () => Database;
    caller: Caller;
    /** Drops the isolate's memory of the request's credential (it changed). */
    forgetCredential?: () => void;
    /** Set on a request answered again: its credential is read from the database, not from memory. */
    rereadCredential?: boolean;
    /** Answers a request through the whole app (access/auth/answer-again.ts). */
    dispatch: (request: Request) => Promise<Response>;
    /** At /mcp: the `Authorization` its tool calls send (the API key, or the one an OAuth grant holds). */
    mcpAuthorization?: string;
    /** What the request's actions run with, made when first asked for. */
    context: () => RequestContext;
  };
}

export function buildRequestContext(c: Context<AppEnv>): RequestContext {
  const verifyCredential = async () => {
    const failure = await c.var.statements().settled();
    if (failure !== undefined) throw failure;
  };
  // On the test clock, the request happens at the one instant it carries.
  const at = testInstant(c.req.raw, c.env);
  return {
    db: c.var.db(),
    now: at === undefined ? machineTime : () => at,
    kv: c.env.LINKS,
    files: c.env.FILES,
    renderer: rendererOf(c.env),
    exportQueue: c.env.EXPORTS,
    webhookQueue: c.env.WEBHOOKS,
    caller: c.var.caller,
    scanBaseUrl: c.env.SCAN_BASE_URL,
    destinations: {
      scanBaseUrl: c.env.SCAN_BASE_URL,
      screen: destinationScreen({
        settings: webRiskSettingsOf(c.env),
        hold: (check) => c.var.statements().hold(check),
        recordUnsafe: (url, reason) =>
          c.executionCtx.waitUntil(
            recordReportedUrl(openHttpDatabase(databaseConfig(c.env)).db, url, reason).catch((error) =>
              logError("a reported URL was not recorded", error),
            ),
          ),
      }),
    },
    apiBaseUrl: c.env.API_BASE_URL,
    edgePropagationSeconds: Number(c.env.EDGE_PROPAGATION_SECONDS),
    domains: domainSettingsOf(c.env),
    outbound: { webhooks: outboundRules(c.env, "webhooks"), signOn: outboundRules(c.env, "signOn") },
    scanIdSecret: c.env.SCAN_ID_SECRET || undefined,
    secrets: {
      seal: (secret) => seal(c.env.AUTH_SECRET, secret),
      unseal: (sealed) => unseal(c.env.AUTH_SECRET, sealed),
    },
    newTeamCodeLimit: newTeamCodeLimitOf(c.env.NEW_TEAM_CODE_LIMIT),
    scanRetentionMonths: retentionMonthsOf(c.env.SCAN_RETENTION_MONTHS),
    background: (task) => c.executionCtx.waitUntil(task(openHttpDatabase(databaseConfig(c.env)).db)),
    verifyCredential,
    serialized: async (work) => {
      await verifyCredential();
      return c.var.connection().transaction((tx) => work(tx));
    },
  };
}
