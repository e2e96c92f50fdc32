// `npm run dev`: the whole local stack in one process tree. Redirect on :8787, API on :8788, data under
// .dev/ (embedded Postgres unless DATABASE_URL is set). Ctrl-C or SIGTERM stops everything.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEV_USER_EMAIL, type DevTeam, type DevUser, ensureDevTeam, ensureDevUser } from "./dev-team.ts";
import { REPO_ROOT } from "./paths.ts";
import { type DevStackOptions, startStack } from "./stack.ts";
import { startOpenIdProvider } from "./stand-ins/openid-provider.ts";

const stateDir = process.env.QR_DEV_STATE_DIR ?? join(REPO_ROOT, ".dev");
const redirectPort = Number(process.env.REDIRECT_PORT ?? 8787);
const apiPort = Number(process.env.API_PORT ?? 8788);
const openIdPort = Number(process.env.OPENID_PORT ?? 8790);
const webhookInboxPort = Number(process.env.WEBHOOK_INBOX_PORT ?? 8791);
mkdirSync(stateDir, { recursive: true });
// Miniflare's queue holds messages in workerd's memory, not under .dev/, and Ctrl-C stops workerd at once. So
// the local consumer takes each batch within a second (production waits up to the config's max_batch_timeout):
// a scan reaches the analytics about a second after it is made, and only the last second's scans are lost
// when the stack stops.
const QUEUE_BATCH_TIMEOUT_S = 1;

const keyFile = join(stateDir, "dev-api-key");
// The operators' CLIs (block-host, unsafe-url, abuse-reports, …) take DATABASE_URL: the embedded database's is
// kept here (a DATABASE_URL of your own is never written or printed: it may hold a password).
const databaseUrlFile = join(stateDir, "database-url");
const userFile = join(stateDir, "dev-user");
let dev: { team: DevTeam; user: DevUser } | undefined;
// An OpenID provider to try a team's single sign-on with (any login, any password), as the tests do; started
// first, so that the api worker is told its address (the one provider on this machine it may reach).
const openId = await startOpenIdProvider({ port: openIdPort });
// Webhook receivers of your own on this machine (`WEBHOOK_RECEIVERS=http://localhost:9000,…`), beside the inbox.
const webhookReceivers = (process.env.WEBHOOK_RECEIVERS ?? "").split(",").filter(Boolean);

const stack = await startStack({
  databaseUrl: process.env.DATABASE_URL,
  // Before the workers listen: a script that waits for /api/v1/health finds the key and the user written.
  seedDatabase: async (databaseUrl) => {
    if (!process.env.DATABASE_URL) writeFileSync(databaseUrlFile, `${databaseUrl}\n`, { mode: 0o600 });
    dev = {
      team: await ensureDevTeam(databaseUrl, keyFile),
      user: await ensureDevUser(databaseUrl, userFile),
    };
  },
  stateDir,
  redirectPort,
  apiPort,
  visitorHashSecret: persistentSecret(join(stateDir, "visitor-hash-secret")),
  authSecret: persistentSecret(join(stateDir, "auth-secret")),
  queue: { maxBatchTimeout: QUEUE_BATCH_TIMEOUT_S },
  webhookInboxPort,
  webhookReceivers,
  devUserEmail: DEV_USER_EMAIL,
  signOnIssuers: [new URL(openId.issuer).origin],
  showWorkerLogs: true,
} satisfies DevStackOptions);

// wrangler/miniflare install an exit hook that calls process.exit() the moment a signal arrives, before the
// database has shut down cleanly. The dev stack takes these signals over and stops every part in order.
const STOP_TIMEOUT_MS = 15_000;
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.removeAllListeners(signal);
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack…`);
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
    await openId.stop();
    await stack.stop();
    process.exit(0);
  });
}

// Cloudflare runs the api worker's cron trigger every minute (apps/api/wrangler.toml); Miniflare does not, so the
// dev stack does, at the start of each minute: scheduled changes, KV repair, domain checks, abuse re-checks, mail.
const runCronEachMinute = () => {
  const timer = setTimeout(
    async () => {
      if (stopping) return;
      await stack.runCron().catch((error: unknown) => console.error(`cron: ${String(error)}`));
      runCronEachMinute();
    },
    60_000 - (Date.now() % 60_000),
  );
  timer.unref();
};
runCronEachMinute();

if (!dev) throw new Error("the dev team was not seeded");
const { team, user } = dev;
console.log(`
QR service: local stack is up
  web app    http://localhost:${apiPort}/           (sign in as the dev user below)
  redirect   http://localhost:${redirectPort}      (GET /{slug})
  api        http://localhost:${apiPort}/api/v1   (health: /api/v1/health)
  database   ${
    process.env.DATABASE_URL
      ? "DATABASE_URL"
      : `PostgreSQL in ${join(stateDir, "postgres")}
             ${stack.databaseUrl} (also in ${databaseUrlFile}, for the operators' CLIs)`
  }
  dev team   ${team.teamId}${team.created ? " (new)" : ""}
  api key    ${team.apiKey}
             (also in ${keyFile})
  dev user   ${user.email} / ${user.password}
             (also in ${userFile}); sign in with it at http://localhost:${apiPort}/sign-in
             (a person who signs up gets a team of their own: the api key above is the dev team's)
  mailbox    http://localhost:${apiPort}/dev/mailbox
  dev DNS    http://localhost:${apiPort}/dev/dns        (publish a branded domain's records)
  Web Risk   http://localhost:${apiPort}/dev/web-risk   (list a URL as unsafe: destinations are screened against it)
  report     http://localhost:${apiPort}/report         (the public abuse report form)
  webhooks   http://localhost:${apiPort}/dev/webhooks   (an inbox: endpoints at ${stack.webhookInbox.url("<name>")};
             receivers of your own on this machine: WEBHOOK_RECEIVERS=http://localhost:<port>)
  OpenID     ${openId.issuer}              (a provider for single sign-on: docs/accounts.md, "Locally")
  SAML       ${openId.saml.metadataUrl}  (an identity provider's metadata URL: docs/saml.md, "Locally")

  curl -H "Authorization: Bearer $(cat ${keyFile})" http://localhost:${apiPort}/api/v1/health
Ctrl-C stops everything.
`);

function persistentSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
