// verifyWebhook against the Standard Webhooks specification's own test vectors, and against requests signed by its
// reference library (the npm package `standardwebhooks`), both ways round.
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { verifyWebhook, WebhookVerificationError } from "../src/index.ts";

// The specification's vectors (libraries/*/tests in github.com/standard-webhooks/standard-webhooks).
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const ID = "msg_p5jXN8AQM9LWM0D4loKWxJek";
const TIMESTAMP = 1614265330;
const PAYLOAD = '{"test": 2432232314}';
const SIGNATURE = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=";
const AT = TIMESTAMP * 1000;

const headers = (signature = SIGNATURE, timestamp = String(TIMESTAMP)) => ({
  "webhook-id": ID,
  "webhook-timestamp": timestamp,
  "webhook-signature": signature,
});

describe("verifyWebhook", () => {
  it("accepts the specification's signed message, with or without the whsec_ prefix", async () => {
    expect(await verifyWebhook(PAYLOAD, headers(), SECRET, { now: AT })).toEqual({ test: 2432232314 });
    expect(await verifyWebhook(PAYLOAD, headers(), SECRET.slice(6), { now: AT })).toEqual({
      test: 2432232314,
    });
    expect(
      await verifyWebhook(new TextEncoder().encode(PAYLOAD), new Headers(headers()), SECRET, { now: AT }),
    ).toEqual({
      test: 2432232314,
    });
  });

  it("finds the valid signature in a list of several versions", async () => {
    const list = [
      "v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=",
      "v2,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=",
      SIGNATURE,
      "v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc=",
    ].join(" ");
    expect(await verifyWebhook(PAYLOAD, headers(list), SECRET, { now: AT })).toEqual({ test: 2432232314 });
  });

  it.each([
    ["a wrong signature", () => headers("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OA=")],
    ["a cut signature", () => headers(SIGNATURE.slice(0, 8))],
    ["a signature of another version", () => headers(SIGNATURE.replace("v1,", "v2,"))],
    ["no id", () => ({ ...headers(), "webhook-id": "" })],
    ["a timestamp that is no number", () => headers(SIGNATURE, "hello")],
    ["a timestamp too old", () => headers(SIGNATURE, String(TIMESTAMP - 301))],
    ["a timestamp too new", () => headers(SIGNATURE, String(TIMESTAMP + 301))],
  ])("refuses %s", async (_, made) => {
    await expect(verifyWebhook(PAYLOAD, made(), SECRET, { now: AT })).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
  });

  it("refuses a body changed by one character, and an empty secret", async () => {
    await expect(verifyWebhook(`${PAYLOAD} `, headers(), SECRET, { now: AT })).rejects.toThrow(/signature/);
    await expect(verifyWebhook(PAYLOAD, headers(), "", { now: AT })).rejects.toThrow(
      WebhookVerificationError,
    );
  });

  it("accepts what the reference library signs, and the reference library accepts what the service signs", async () => {
    const secret = `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64")}`;
    const reference = new Webhook(secret);
    const at = new Date();
    const body = JSON.stringify({ id: "evt_1", type: "code.created", data: { id: "qr_1" } });
    const signed = {
      "webhook-id": "msg_1",
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": reference.sign("msg_1", at, body),
    };
    expect(await verifyWebhook(body, signed, secret)).toMatchObject({ type: "code.created" });
    expect(reference.verify(body, signed)).toMatchObject({ type: "code.created" });
  });
});
