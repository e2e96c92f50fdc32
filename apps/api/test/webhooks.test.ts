// Webhooks end to end: the real queue, the real consumer and a real HTTP receiver (the local stack's inbox). Every
// request is checked with the Standard Webhooks reference library, as a receiver would check it.
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import type { ReceivedDelivery } from "@qr/local/webhook-inbox";
import pg from "pg";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { DeliveryListSchema, WebhookSchema } from "../src/events/webhooks/schemas.ts";
import {
  type ApiClient,
  apiClient,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";

type WebhookBody = z.output<typeof WebhookSchema>;
type DeliveryList = z.output<typeof DeliveryListSchema>;
type Payload = {
  id: string;
  type: string;
  team_id: string;
  created_at: string;
  data: Record<string, unknown>;
};

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;
let inboxes = 0;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack);
  api = apiClient(stack, team.adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

/** A new inbox and an endpoint of `team` pointing at it. */
async function endpoint(body: Record<string, unknown>, client = api) {
  const inbox = `inbox-${++inboxes}`;
  const created = await client.post<WebhookBody & { secret: string }>("/api/v1/webhooks", {
    url: stack.webhookInbox.url(inbox),
    ...body,
  });
  expect(created.status).toBe(201);
  return { inbox, webhook: created.body, secret: created.body.secret };
}

/** Waits until `inbox` has received a request whose payload `matches`; answers it and its payload. */
async function received(inbox: string, matches: (payload: Payload) => boolean) {
  return eventually(async () => {
    const found = stack.webhookInbox.deliveries(inbox).find((delivery) => matches(JSON.parse(delivery.body)));
    return found ? { delivery: found, payload: JSON.parse(found.body) as Payload } : undefined;
  });
}

function verify(secret: string, delivery: ReceivedDelivery): Payload {
  return new Webhook(secret).verify(delivery.body, delivery.headers) as Payload;
}

/** Waits until the endpoint's latest delivery is recorded as delivered. */
async function succeeded(webhookId: string) {
  return eventually(async () => {
    const page = await api.get<DeliveryList>(`/api/v1/webhooks/${webhookId}/deliveries`);
    return page.body.data[0]?.status === "succeeded" ? page.body.data : undefined;
  });
}

const aboutCode = (id: string) => (payload: Payload) => payload.data.id === id;

/** Whether a statement whose text is like `query` waits on a lock (of kind `event`, any kind if not given). */
async function waiting(event: string | undefined, query: string) {
  const { rowCount } = await stack.sql.query(
    `select 1 from pg_stat_activity where wait_event_type = 'Lock' and ($1::text is null or wait_event = $1)
      and query like $2 and pid <> pg_backend_pid()`,
    [event ?? null, query],
  );
  return (rowCount ?? 0) > 0;
}

describe("a webhook endpoint", () => {
  it("is made with its secret shown once and kept sealed", async () => {
    const { webhook, secret } = await endpoint({ events: ["code.created"], description: "CRM" });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(webhook).toMatchObject({
      events: ["code.created"],
      description: "CRM",
      enabled: true,
      max_in_flight: 5,
      filter: { code_ids: [], tags: [], domains: [] },
    });
    const read = await api.get<WebhookBody>(`/api/v1/webhooks/${webhook.id}`);
    expect(read.body).not.toHaveProperty("secret");
    expect(JSON.stringify((await api.get("/api/v1/webhooks")).body)).not.toContain(secret);
    const { rows } = await stack.sql.query("select * from webhook_endpoints where id = $1", [webhook.id]);
    expect(JSON.stringify(rows[0])).not.toContain(secret.slice(6));
  });

  it("delivers a change as the events API shows it, signed so the specification's library verifies it", async () => {
    const { inbox, secret } = await endpoint({ events: ["code.created", "code.updated"] });
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/hooked" })).body;
    await api.patch(`/api/v1/qr/${code.id}`, { url: "https://example.com/moved" });
    const created = await received(
      inbox,
      (payload) => payload.type === "code.created" && aboutCode(code.id)(payload),
    );
    const updated = await received(
      inbox,
      (payload) => payload.type === "code.updated" && aboutCode(code.id)(payload),
    );

    expect(verify(secret, created.delivery)).toEqual(created.payload);
    expect(created.delivery.headers["webhook-id"]).toMatch(/^msg_[0-9a-z]{26}$/);
    expect(Math.abs(Number(created.delivery.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(
      300,
    );
    expect(created.delivery.headers["content-type"]).toBe("application/json");
    expect(created.payload.data).toEqual(code);
    expect(updated.payload).toMatchObject({ previous: { url: "https://example.com/hooked" } });

    const listed = await api.get<{ data: Payload[] }>(
      `/api/v1/events?type=code.updated&after=${created.payload.id}`,
    );
    expect(listed.body.data.find((event) => event.id === updated.payload.id)).toEqual(updated.payload);
  });

  it("sends scans in batches with everything a warehouse wants of them", async () => {
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/tv" })).body;
    const { inbox, secret } = await endpoint({ events: ["scan.batch"] });
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      await scan(stack, code.slug, {
        ip,
        country: "US",
        region: "CA",
        headers: { Referer: "https://news.example/" },
      });
    }
    const scans = await eventually(async () => {
      const all = stack.webhookInbox
        .deliveries(inbox)
        .flatMap((delivery) => (verify(secret, delivery).data.scans as Record<string, unknown>[]) ?? []);
      return all.length >= 3 ? all : undefined;
    });
    expect(scans).toHaveLength(3);
    expect(scans[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      qr_id: code.id,
      slug: code.slug,
      domain: code.domain,
      ts: expect.any(String),
      country: "US",
      region: "CA",
      colo: expect.any(String),
      device: "mobile",
      os: "iOS",
      browser: expect.any(String),
      ua: expect.any(String),
      referer_host: "news.example",
      lang: null,
      visitor: expect.stringMatching(/^[0-9a-f]{64}$/),
      bot: false,
      answered_by: "default",
      version: 1,
      destination: "https://example.com/tv",
      variant: null,
    });
    expect(new Set(scans.map((scanned) => scanned.id)).size).toBe(3);
  });

  it("sends only what its filter takes: the codes named, tagged or on a domain", async () => {
    const tag = (await api.post<{ id: string }>("/api/v1/tags", { name: "Posters" })).body;
    const wanted = (
      await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/w", tags: ["Posters"] })
    ).body;
    const other = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/o" })).body;
    const byId = await endpoint({
      events: ["code.updated", "scan.batch"],
      filter: { code_ids: [wanted.id] },
    });
    // A tag named as a code names it (any case); the endpoint keeps its id, so renaming the tag keeps the filter.
    const byTag = await endpoint({ events: ["code.updated"], filter: { tags: ["posters"] } });
    expect(byTag.webhook.filter.tags).toEqual([tag.id]);
    expect((await api.patch(`/api/v1/tags/${tag.id}`, { name: "Billboards" })).status).toBe(200);
    for (const code of [other, wanted]) {
      await api.patch(`/api/v1/qr/${code.id}`, { name: `renamed ${code.id}` });
      await scan(stack, code.slug, { ip: "203.0.113.9" });
    }
    await received(byId.inbox, aboutCode(wanted.id));
    await received(byTag.inbox, aboutCode(wanted.id));
    const batch = await received(byId.inbox, (payload) => payload.type === "scan.batch");
    // The other code changed and was scanned first: nothing of it reached either endpoint.
    const everything = [
      ...stack.webhookInbox.deliveries(byId.inbox),
      ...stack.webhookInbox.deliveries(byTag.inbox),
    ];
    expect(everything.map((delivery) => delivery.body).join()).not.toContain(other.id);
    expect((batch.payload.data.scans as { qr_id: string }[]).map((scanned) => scanned.qr_id)).toEqual([
      wanted.id,
    ]);

    // The tag stays while a filter names it (else the filter would match nothing, or widen when edited).
    const refused = await api.delete<ProblemBody>(`/api/v1/tags/${tag.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("tag_in_use");
    expect(refused.body.detail).toContain(`${byTag.webhook.id} (${new URL(byTag.webhook.url).host})`);
    expect((await api.patch(`/api/v1/webhooks/${byTag.webhook.id}`, { filter: {} })).status).toBe(200);
    expect((await api.delete(`/api/v1/tags/${tag.id}`)).status).toBe(204);
    expect((await api.delete(`/api/v1/tags/${tag.id}`)).status).toBe(404);
  });

  it("retries a failed delivery with the same webhook-id, honouring Retry-After, and shows each attempt", async () => {
    const { inbox, webhook } = await endpoint({ events: ["code.created"] });
    stack.webhookInbox.setMode(inbox, { kind: "fail", status: 503, retry_after: "0", times: 1 });
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/retry" })).body;
    await eventually(async () => (stack.webhookInbox.deliveries(inbox).length >= 2 ? true : undefined));
    const [second, first] = stack.webhookInbox.deliveries(inbox) as [ReceivedDelivery, ReceivedDelivery];
    expect([first.answered, second.answered]).toEqual([503, 200]);
    expect(second.id).toBe(first.id);
    expect(JSON.parse(second.body).data.id).toBe(code.id);

    const deliveries = await succeeded(webhook.id);
    expect(deliveries[0]).toMatchObject({
      id: first.id,
      event_type: "code.created",
      attempt_count: 2,
      next_attempt_at: null,
      attempts: [
        { attempt: 2, status: 200, next_attempt_at: null },
        { attempt: 1, status: 503, response: expect.stringContaining("received") },
      ],
    });
    expect(deliveries[0]?.attempts[1]?.latency_ms).toEqual(expect.any(Number));
  });

  it("turns itself off when the receiver answers 410, telling the admins and the log; turned on, a replay sends what it missed", async () => {
    const { inbox, webhook } = await endpoint({ events: ["code.created"] });
    stack.webhookInbox.setMode(inbox, { kind: "gone" });
    await api.post("/api/v1/qr", { url: "https://example.com/gone" });
    const off = await eventually(async () => {
      const read = await api.get<WebhookBody>(`/api/v1/webhooks/${webhook.id}`);
      return read.body.enabled ? undefined : read.body;
    });
    expect(off.disabled_reason).toBe("The endpoint answered 410 Gone.");
    const { rows: mails } = await stack.sql.query('select subject, text from mail_outbox where "to" = $1', [
      team.ownerEmail,
    ]);
    expect(mails.find((mail) => /webhook endpoint was turned off/.test(mail.subject))?.text).toContain(
      stack.webhookInbox.url(inbox),
    );
    const activity = await api.get<{ data: { action: string; target_id: string }[] }>(
      `/api/v1/teams/${team.id}/activity`,
    );
    expect(activity.body.data).toContainEqual(
      expect.objectContaining({ action: "webhook.disabled", target_id: webhook.id }),
    );

    stack.webhookInbox.setMode(inbox, { kind: "ok" });
    const missed = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/missed" })).body;
    // Matched to endpoints while this one is off (else it is simply delivered, and there is nothing to replay).
    await eventually(async () => {
      const { rows } = await stack.sql.query(
        "select 1 from events where code_id = $1 and type = 'code.created' and dispatched_at is not null",
        [missed.id],
      );
      return rows[0];
    });
    const on = await api.patch<WebhookBody>(`/api/v1/webhooks/${webhook.id}`, { enabled: true });
    expect(on.body).toMatchObject({ enabled: true, disabled_reason: null });
    // What was sent before it was turned off is tried again; what it missed comes with a replay.
    const replayed = await api.post<{ queued: number }>(`/api/v1/webhooks/${webhook.id}/replay`, {
      since: off.updated_at,
    });
    expect(replayed.body).toEqual({ queued: 1 });
    await received(inbox, aboutCode(missed.id));
  });

  it("replays while the dispatcher is still matching the missed event: no lock of the dispatcher holds the replay up", async () => {
    // The dispatcher is held inside its statement (a trigger waits on a lock the test holds) after it claimed the
    // event; the replay's new delivery of that event must not wait on it, or the two can deadlock (a 500).
    const turnedOn = await endpoint({ events: ["code.created"] });
    const held = await endpoint({ events: ["code.created"] });
    await api.patch(`/api/v1/webhooks/${turnedOn.webhook.id}`, { enabled: false });
    const HOLD = 4747;
    await stack.sql.query(`create function hold_dispatch() returns trigger language plpgsql as $$
      begin
        if new.endpoint_id = '${held.webhook.id}' then perform pg_advisory_xact_lock_shared(${HOLD}); end if;
        return new;
      end $$;
      create trigger hold_dispatch before insert on webhook_deliveries for each row execute function hold_dispatch()`);
    const holder = new pg.Client({ connectionString: stack.databaseUrl });
    await holder.connect();
    try {
      await holder.query("select pg_advisory_lock($1)", [HOLD]);
      const missed = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/held" })).body;
      await eventually(async () =>
        (await waiting("advisory", "%where e.dispatched_at is null%")) ? true : undefined,
      );
      await api.patch(`/api/v1/webhooks/${turnedOn.webhook.id}`, { enabled: true });

      let answer: { status: number; body: unknown } | undefined;
      const replay = api
        .post<{ queued: number }>(`/api/v1/webhooks/${turnedOn.webhook.id}/replay`, {
          since: missed.created_at,
        })
        .then((answered) => {
          answer = answered;
          return answered;
        });
      const outcome = await eventually(async () => {
        if (answer) return "answered";
        return (await waiting(undefined, "%replayed as (%")) ? "waited on the dispatcher" : undefined;
      });
      await holder.query("select pg_advisory_unlock($1)", [HOLD]);
      expect(outcome).toBe("answered");
      expect(await replay).toMatchObject({ status: 202, body: { queued: 1 } });
      await received(turnedOn.inbox, aboutCode(missed.id));
      await received(held.inbox, aboutCode(missed.id));
    } finally {
      await holder.end();
      await stack.sql.query(
        "drop trigger hold_dispatch on webhook_deliveries; drop function hold_dispatch()",
      );
    }
  });

  it("turns itself off when it has only failed for five days", async () => {
    const { inbox, webhook } = await endpoint({ events: ["code.created"] });
    stack.webhookInbox.setMode(inbox, { kind: "fail", status: 500 });
    await stack.sql.query(
      "update webhook_endpoints set failing_since = now() - interval '6 days' where id = $1",
      [webhook.id],
    );
    await api.post("/api/v1/qr", { url: "https://example.com/failing" });
    const off = await eventually(async () => {
      const read = await api.get<WebhookBody>(`/api/v1/webhooks/${webhook.id}`);
      return read.body.enabled ? undefined : read.body;
    });
    expect(off.disabled_reason).toBe("Every attempt failed for 5 days.");
  });

  it("signs with both secrets for a day after a rotation", async () => {
    const { inbox, webhook, secret: old } = await endpoint({ events: ["code.created"] });
    const rotated = await api.post<{ secret: string; previous_secret_expires_at: string }>(
      `/api/v1/webhooks/${webhook.id}/rotate-secret`,
      undefined,
    );
    expect(rotated.status).toBe(200);
    expect(Date.parse(rotated.body.previous_secret_expires_at) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/rotated" })).body;
    const { delivery } = await received(inbox, aboutCode(code.id));
    expect(delivery.headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    expect(verify(old, delivery).data.id).toBe(code.id);
    expect(verify(rotated.body.secret, delivery).data.id).toBe(code.id);
    expect(() =>
      verify(`whsec_${Buffer.from("not the secret at all!!!").toString("base64")}`, delivery),
    ).toThrow();
  });

  it("sends a test event now, and a delivery again on request", async () => {
    const { inbox, webhook, secret } = await endpoint({ events: ["code.deleted"] });
    const test = await api.post<{ id: string; status: string }>(
      `/api/v1/webhooks/${webhook.id}/test`,
      undefined,
    );
    expect(test.status).toBe(202);
    const { delivery, payload } = await received(inbox, (sent) => sent.type === "webhook.test");
    expect(verify(secret, delivery)).toMatchObject({
      type: "webhook.test",
      data: { webhook_id: webhook.id },
    });
    expect(delivery.id).toBe(test.body.id);
    await succeeded(webhook.id);
    const retried = await api.post(
      `/api/v1/webhooks/${webhook.id}/deliveries/${test.body.id}/retry`,
      undefined,
    );
    expect(retried.status).toBe(202);
    await eventually(async () =>
      stack.webhookInbox.deliveries(inbox).filter((sent) => sent.id === delivery.id).length === 2
        ? true
        : undefined,
    );
    expect(payload.id).toMatch(/^evt_/);
  });

  it("replays every event since a time, with the webhook-ids sent before", async () => {
    const since = new Date().toISOString();
    const { inbox, webhook } = await endpoint({ events: ["code.created"] });
    const first = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/r1" })).body;
    const { delivery } = await received(inbox, aboutCode(first.id));
    await succeeded(webhook.id);
    const replayed = await api.post<{ queued: number }>(`/api/v1/webhooks/${webhook.id}/replay`, { since });
    expect(replayed.status).toBe(202);
    expect(replayed.body.queued).toBeGreaterThanOrEqual(1);
    await eventually(async () =>
      stack.webhookInbox.deliveries(inbox).filter((sent) => sent.id === delivery.id).length === 2
        ? true
        : undefined,
    );
    const old = await api.post<ProblemBody>(`/api/v1/webhooks/${webhook.id}/replay`, {
      since: new Date(Date.now() - 31 * 86_400_000).toISOString(),
    });
    expect(old.status).toBe(422);
  });

  it("never has more requests in flight than max_in_flight", async () => {
    const { inbox } = await endpoint({ events: ["code.created"], max_in_flight: 1 });
    stack.webhookInbox.setMode(inbox, { kind: "slow", delay_ms: 200 });
    const codes = await Promise.all(
      [1, 2, 3, 4].map(
        async (n) => (await api.post<QrCodeBody>("/api/v1/qr", { url: `https://example.com/f${n}` })).body,
      ),
    );
    for (const code of codes) await received(inbox, aboutCode(code.id));
    expect(stack.webhookInbox.mostInFlight(inbox)).toBe(1);
  });
});

describe("what an endpoint refuses", () => {
  const good = () => ({ url: "https://hooks.example.com/qr", events: ["code.created"] });

  it.each([
    ["plain http to a public host", { url: "http://hooks.example.com/qr" }, "url"],
    ["the metadata address", { url: "https://169.254.169.254/latest" }, "url"],
    ["a private address", { url: "https://10.0.0.1/hook" }, "url"],
    ["a private address in decimal", { url: "https://167772161/hook" }, "url"],
    ["IPv6 loopback", { url: "https://[::1]/hook" }, "url"],
    ["credentials", { url: "https://user:pass@hooks.example.com/" }, "url"],
    ["the service's own API host", { url: "http://localhost:PORT/api/v1/qr" }, "url"],
    ["the local database's port", { url: "http://127.0.0.1:DBPORT/" }, "url"],
    ["another port of this machine", { url: "http://localhost:9/anything" }, "url"],
    ["a name that spells loopback", { url: "https://127.0.0.1.nip.io/hook" }, "url"],
    ["a 10,000 character URL", { url: `https://hooks.example.com/${"a".repeat(10_000)}` }, "url"],
    ["a NUL", { url: "https://hooks.example.com/\u0000" }, "url"],
    ["a lone surrogate", { description: "bad \ud800" }, "description"],
    ["an unknown event type", { events: ["code.exploded"] }, "events.0"],
    ["no event type", { events: [] }, "events"],
    ["an unknown field", { secret: "whsec_mine" }, ""],
    ["max_in_flight out of range", { max_in_flight: 500 }, "max_in_flight"],
    ["a code of no team", { filter: { code_ids: ["qr_00000000000000000000000000"] } }, "filter.code_ids.0"],
    ["a domain that is not a hostname", { filter: { domains: ["not a host"] } }, "filter.domains.0"],
    ["a tag the team does not have", { filter: { tags: ["No such tag"] } }, "filter.tags.0"],
  ])("refuses %s with 422, storing nothing", async (_, change, path) => {
    const before = await stack.sql.query("select count(*)::int as n from webhook_endpoints");
    const body = JSON.parse(
      JSON.stringify({ ...good(), ...change })
        .replace("DBPORT", new URL(stack.databaseUrl).port)
        .replace("PORT", new URL(stack.apiUrl).port),
    );
    const refused = await api.post<ProblemBody>("/api/v1/webhooks", body);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("validation_failed");
    if (path) expect(refused.body.errors?.map((error) => error.path)).toContain(path);
    const after = await stack.sql.query("select count(*)::int as n from webhook_endpoints");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("treats another team's endpoint as absent, and another team's code as unknown", async () => {
    const other = await seedTeam(stack, "Other");
    const theirs = apiClient(stack, other.adminKey);
    const { webhook } = await endpoint({ events: ["code.created"] });
    const mine = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/mine" })).body;
    for (const [method, path, body] of [
      ["GET", `/api/v1/webhooks/${webhook.id}`, undefined],
      ["PATCH", `/api/v1/webhooks/${webhook.id}`, { enabled: false }],
      ["DELETE", `/api/v1/webhooks/${webhook.id}`, undefined],
      ["POST", `/api/v1/webhooks/${webhook.id}/rotate-secret`, undefined],
      ["POST", `/api/v1/webhooks/${webhook.id}/test`, undefined],
      ["GET", `/api/v1/webhooks/${webhook.id}/deliveries`, undefined],
      ["POST", `/api/v1/webhooks/${webhook.id}/deliveries/msg_00000000000000000000000000/retry`, undefined],
      ["POST", `/api/v1/webhooks/${webhook.id}/replay`, { since: new Date().toISOString() }],
    ] as const) {
      const answer = await theirs.request<ProblemBody>(method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.code).toBe("webhook_not_found");
    }
    const filtered = await theirs.post<ProblemBody>("/api/v1/webhooks", {
      url: "https://hooks.example.com/",
      events: ["code.created"],
      filter: { code_ids: [mine.id] },
    });
    expect(filtered.status).toBe(422);
    expect((await api.get<WebhookBody>(`/api/v1/webhooks/${webhook.id}`)).body.enabled).toBe(true);
  });

  it("needs team:admin", async () => {
    const { issueKey } = await import("./support/api.ts");
    const member = apiClient(stack, await issueKey(stack, team, { role: "member" }));
    expect((await member.get<ProblemBody>("/api/v1/webhooks")).status).toBe(403);
    expect((await member.post<ProblemBody>("/api/v1/webhooks", good())).status).toBe(403);
  });
});
