// The sender's half of the Standard Webhooks specification: its signature of the specification's test vector, both
// signatures during a rotation, and the retry schedule with its jitter and Retry-After.
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, retryDelayMs } from "../src/events/webhooks/retry-schedule.ts";
import { newSigningSecret, signedBy, signedHeaders } from "../src/events/webhooks/signature.ts";

describe("signedHeaders", () => {
  it("signs the specification's test vector as the specification does", async () => {
    const headers = await signedHeaders(
      ["whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"],
      "msg_p5jXN8AQM9LWM0D4loKWxJek",
      1614265330,
      '{"test": 2432232314}',
    );
    expect(headers).toEqual({
      "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
      "webhook-timestamp": "1614265330",
      "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    });
  });

  it("signs with every secret in use, each verifiable by the reference library", async () => {
    const [current, previous] = [newSigningSecret(), newSigningSecret()] as [string, string];
    const body = '{"type":"code.created"}';
    const now = Math.floor(Date.now() / 1000);
    const headers = await signedHeaders([current, previous], "msg_x", now, body);
    expect(headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    for (const secret of [current, previous])
      expect(new Webhook(secret).verify(body, headers)).toEqual({ type: "code.created" });
    expect(
      await signedBy(
        [newSigningSecret(), previous],
        { id: "msg_x", timestamp: String(now), signature: headers["webhook-signature"] as string },
        body,
      ),
    ).toBe(1);
  });
});

describe("retryDelayMs", () => {
  it("follows 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h within ±10 %, then stops", () => {
    expect(MAX_ATTEMPTS).toBe(8);
    RETRY_DELAYS_MS.forEach((step, i) => {
      expect(retryDelayMs(i + 1, null, 0)).toBe(Math.round(step * 0.9));
      expect(retryDelayMs(i + 1, null, 0.999_999)).toBeLessThanOrEqual(Math.round(step * 1.1));
    });
    expect(retryDelayMs(8, null, 0.5)).toBeNull();
  });

  it("honours Retry-After in seconds or as a date, up to 10 hours", () => {
    expect(retryDelayMs(1, "120", 0.5)).toBe(120_000);
    expect(retryDelayMs(1, "0", 0.5)).toBe(0);
    expect(retryDelayMs(2, "999999", 0.5)).toBe(36_000_000);
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    expect(retryDelayMs(1, inAMinute, 0.5)).toBeGreaterThan(55_000);
    expect(retryDelayMs(1, "soon", 0.5)).toBe(5_000);
  });
});
