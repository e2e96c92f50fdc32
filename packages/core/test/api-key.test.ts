import { describe, expect, it } from "vitest";
import { API_KEY_PREFIX, generateApiKey, hashApiKey, isWellFormedApiKey } from "../src/api-key.ts";
import { toHex } from "../src/hash.ts";

describe("API keys", () => {
  it("generates keys that pass their own checksum and carry the prefix", () => {
    for (let i = 0; i < 200; i++) {
      const { secret, hint } = generateApiKey();
      expect(secret.startsWith(API_KEY_PREFIX)).toBe(true);
      expect(secret).toHaveLength(API_KEY_PREFIX.length + 36);
      expect(isWellFormedApiKey(secret)).toBe(true);
      expect(hint).toBe(`${secret.slice(0, 8)}…${secret.slice(-4)}`);
    }
  });

  it("never generates the same key twice in a large sample", () => {
    const secrets = new Set(Array.from({ length: 5000 }, () => generateApiKey().secret));
    expect(secrets.size).toBe(5000);
  });

  it("refuses a key with one character changed", () => {
    const { secret } = generateApiKey();
    for (let i = API_KEY_PREFIX.length; i < secret.length; i++) {
      const replacement = secret[i] === "a" ? "b" : "a";
      const typo = secret.slice(0, i) + replacement + secret.slice(i + 1);
      expect(isWellFormedApiKey(typo)).toBe(false);
    }
  });

  it("refuses keys of the wrong shape", () => {
    for (const bad of ["", "qrk_", "Bearer x", `${generateApiKey().secret}x`, "ghp_abc"]) {
      expect(isWellFormedApiKey(bad)).toBe(false);
    }
  });

  it("hashes to stable lowercase hex SHA-256", async () => {
    expect(await hashApiKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("writes any number of bytes as lowercase hex, whatever length came before (the buffer is reused)", () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const expected = Buffer.from(bytes).toString("hex");
    expect(toHex(bytes.subarray(0, 32))).toBe(expected.slice(0, 64));
    expect(toHex(new Uint8Array([0, 15, 16, 255]))).toBe("000f10ff");
    expect(toHex(bytes.buffer)).toBe(expected);
    expect(toHex(new Uint8Array(0))).toBe("");
    expect(toHex(bytes.subarray(250))).toBe(expected.slice(500));
  });
});
