// The GA4 requests of a burst fit the queue's bounds: a message under 128 KB and 50 requests (a consumer's
// invocation of 10 messages stays within a Worker's subrequests), a sendBatch under 100 messages and 256 KB, each
// stream's secret once per message. 200,000 scans of distinct visitors are 200,000 requests.
import { describe, expect, it } from "vitest";
import { type Ga4Message, type Ga4Queue, queueGa4Requests } from "../src/campaigns/ga4/forward.ts";

describe("queueing GA4 requests", () => {
  it("packs a burst into messages and sends within the queue's limits, losing none", async () => {
    const sends: { body: Ga4Message; delaySeconds?: number }[][] = [];
    const queue = {
      sendBatch: async (batch: (typeof sends)[number]) => void sends.push(batch),
    };
    const requests = Array.from({ length: 200_000 }, (_, i) => ({
      client_id: `${1_000_000_000 + i}.${2_000_000_000 + i}`,
      events: [
        {
          name: "qr_scan" as const,
          timestamp_micros: 1_795_000_000_000_000 + i,
          params: {
            qr_id: "qr_01jd6m3q2x8f7k0v9w4c5b1n2z",
            qr_slug: "spring-menu",
            country: "FR",
            language: "fr-FR",
            answered_by: "default",
            engagement_time_msec: 1,
          },
        },
      ],
    }));
    const sealed = "s".repeat(180);
    await queueGa4Requests(queue, [{ measurement_id: "G-BENCH2026", sealed_secret: sealed, requests }]);
    let total = 0;
    for (const batch of sends) {
      expect(batch.length).toBeLessThanOrEqual(100);
      expect(JSON.stringify(batch.map((m) => m.body)).length).toBeLessThan(256 * 1024);
      for (const { body } of batch) {
        expect(body.requests.length).toBeLessThanOrEqual(50);
        expect(JSON.stringify(body).length).toBeLessThan(128 * 1024);
        expect(body.sealed_secret).toBe(sealed);
        total += body.requests.length;
      }
    }
    expect(total).toBe(200_000);
  });

  it("sends what failed again later, each delivery later than the one before", async () => {
    const sends: { body: Ga4Message; delaySeconds?: number }[][] = [];
    const queue = {
      sendBatch: async (batch: (typeof sends)[number]) => void sends.push(batch),
    };
    const request = { client_id: "1.2", events: [] };
    await queueGa4Requests(queue, [{ measurement_id: "G-X1", sealed_secret: "s", requests: [request] }], 1);
    await queueGa4Requests(queue, [{ measurement_id: "G-X1", sealed_secret: "s", requests: [request] }], 2);
    expect(sends.map((batch) => [batch[0]?.body.delivery, batch[0]?.delaySeconds])).toEqual([
      [1, 60],
      [2, 120],
    ]);
  });
});
