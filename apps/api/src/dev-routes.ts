// The local stack's pages under /dev: what it sends and answers instead of the world (mail, DNS, Web Risk, webhook
// receivers) and what it is. Mounted by local-index.ts only.
import type { OpenAPIHono } from "@hono/zod-openapi";
import { localStackRoutes } from "./access/accounts/local-stack-routes.ts";
import { devMailboxRoutes } from "./access/mail/dev-mailbox-routes.ts";
import type { AppEnv } from "./app-env.ts";
import { devWebRiskRoutes } from "./codes/abuse/dev-web-risk-routes.ts";
import { devDnsRoutes } from "./codes/domains/dev-dns-routes.ts";
import { devWebhookRoutes } from "./events/webhooks/dev-inbox-routes.ts";

export function mountDevRoutes(app: OpenAPIHono<AppEnv>): void {
  app.route("/dev", devMailboxRoutes);
  app.route("/dev", devDnsRoutes);
  app.route("/dev", devWebRiskRoutes);
  app.route("/dev", devWebhookRoutes);
  app.route("/dev", localStackRoutes);
}
