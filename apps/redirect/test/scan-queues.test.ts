// The scan queues: every SCAN_EVENTS… binding is one, batches go to them in turn, and the batch window is
// configuration. Plain Node: the queues are stand-ins that record what they are sent.
import { scanEventsOfMessage } from "@qr/core/scan-message";
import { beforeAll, describe, expect, it } from "vitest";
import type { ScanCapture } from "../src/scan-event.ts";
import { queueScan } from "../src/scan-queue.ts";
import { batchWindowMs, scanQueuesOf } from "../src/scan-queues.ts";

beforeAll(() => {
  // The Workers scheduler, as workerd provides it.
  (globalThis as { scheduler?: unknown }).scheduler = {
    wait: (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
});

function recordingQueue(name: string, sent: { queue: string; bodies: unknown[] }[]): Queue {
  return {
    sendBatch: async (messages: { body: unknown }[]) => {
      sent.push({ queue: name, bodies: messages.map((message) => message.body) });
    },
  } as unknown as Queue;
}

function capture(n: number): ScanCapture {
  return {
    at: Date.UTC(2026, 10, 24, 12, 0, n),
    method: "GET",
    slug: "menu",
    qrId: "qr_01m87d1kyxxc7vgq1a9fqwvm06",
    teamId: "team_01m87d1kyxxc7vgq1a9fqwvm06",
    ua: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)",
    ip: "203.0.113.7",
    referer: null,
    acceptLanguage: "de-DE",
    chMobile: null,
    chPlatform: null,
    country: "DE",
    region: "BE",
    colo: "FRA",
    answeredBy: "default",
    version: 1,
  };
}

describe("the scan queues", () => {
  it("are every SCAN_EVENTS binding, in name order, and nothing else", () => {
    const sent: { queue: string; bodies: unknown[] }[] = [];
    const env = {
      SCAN_EVENTS_10: recordingQueue("10", sent),
      SCAN_EVENTS: recordingQueue("0", sent),
      SCAN_EVENTS_2: recordingQueue("2", sent),
      LINKS: {},
      SCAN_EVENTS_DLQ_NOTE: "not a queue",
    };
    expect(scanQueuesOf(env)).toEqual([env.SCAN_EVENTS, env.SCAN_EVENTS_2, env.SCAN_EVENTS_10]);
  });

  it("take the isolate's batches in turn, each batch whole", async () => {
    const sent: { queue: string; bodies: unknown[] }[] = [];
    const queues = ["a", "b", "c"].map((name) => recordingQueue(name, sent));
    for (let n = 0; n < 6; n++) {
      const waiting: Promise<unknown>[] = [];
      queueScan({ queues, windowMs: 1 }, "secret", capture(n), {
        waitUntil: (task: Promise<unknown>) => waiting.push(task),
        passThroughOnException: () => {},
      } as unknown as ExecutionContext);
      await Promise.all(waiting);
    }
    expect(sent.map((send) => send.queue)).toEqual(expect.arrayContaining(["a", "b", "c"]));
    const perQueue = new Map<string, number>();
    for (const send of sent) perQueue.set(send.queue, (perQueue.get(send.queue) ?? 0) + 1);
    expect([...perQueue.values()]).toEqual([2, 2, 2]);
    const events = sent.flatMap((send) => send.bodies.flatMap((body) => scanEventsOfMessage(body).events));
    expect(events).toHaveLength(6);
  });

  it("read the batch window from configuration, within bounds", () => {
    expect(batchWindowMs("250")).toBe(250);
    expect(batchWindowMs(undefined)).toBe(50);
    expect(batchWindowMs("0")).toBe(50);
    expect(batchWindowMs("soon")).toBe(50);
    expect(batchWindowMs("600000")).toBe(10_000);
  });
});
