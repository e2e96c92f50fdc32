// The scan consumer's line a delivery: how many scans it took, how many were new to the database and how long
// storing them took, the figure an operator watches while a burst is on (docs/scaling.md, "Watch").
import { eventually, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiClient, type QrCodeBody, seedTeam } from "./support/api.ts";
import { scanEvent } from "./support/scan-events.ts";

let stack: TestStack;
let code: QrCodeBody;

beforeAll(async () => {
  stack = await startTestStack();
  const api = apiClient(stack, (await seedTeam(stack)).adminKey);
  code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/menu" })).body;
});
afterAll(async () => {
  await stack?.stop();
});

interface DeliveryLine {
  msg: string;
  messages: number;
  scans: number;
  new: number;
  clicks: number;
  ms: number;
}

/** The consumer's delivery lines so far, once there are `count` of them. */
function deliveryLines(count: number): Promise<DeliveryLine[]> {
  return eventually(async () => {
    const lines = stack
      .workerLogs()
      .filter((line) => line.includes('"scan delivery stored"'))
      .map((line) => JSON.parse(line) as DeliveryLine);
    return lines.length >= count ? lines : undefined;
  });
}

it("says how many scans each delivery stored, how many were new, and how long it took", async () => {
  const queue = await stack.workers.mf.getQueueProducer("SCAN_EVENTS", "qr-redirect");
  const batch = Array.from({ length: 12 }, () => scanEvent(code));
  await queue.send(JSON.stringify(batch), { contentType: "text" });
  const [first] = await deliveryLines(1);
  expect(first).toEqual({
    msg: "scan delivery stored",
    messages: 1,
    scans: 12,
    new: 12,
    clicks: 0,
    ms: expect.any(Number),
  });
  expect(first?.ms).toBeGreaterThanOrEqual(0);

  await queue.send(JSON.stringify(batch), { contentType: "text" }); // delivered again: nothing new
  const [, again] = await deliveryLines(2);
  expect(again).toMatchObject({ messages: 1, scans: 12, new: 0 });
});
