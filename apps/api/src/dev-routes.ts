// The local stack's pages under /dev: what it sends and answers instead of the world (mail, DNS, Web Risk, webhook
// receivers) and what it is. Mounted by local-index.ts only.
import type { OpenAPIHono } from "@hono/zod-openapi";
import { devWebRiskRoutes } from "./abuse/dev-web-risk-routes.ts";
import { localStackRoutes } from "./accounts/local-stack-routes.ts";
import type { AppEnv } from "./app-env.ts";
import { devDnsRoutes } from "./domains/dev-dns-routes.ts";
import { devMailboxRoutes } from "./mail/dev-mailbox-routes.ts";
import { devWebhookRoutes } from "./webhooks/dev-inbox-routes.ts";

export function mountDevRoutes(app: OpenAPIHono<AppEnv>): void {
  app.route("/dev", devMailboxRoutes);
  app.route("/dev", devDnsRoutes);
  app.route("/dev", devWebRiskRoutes);
  app.route("/dev", devWebhookRoutes);
  app.route("/dev", localStackRoutes);
}
