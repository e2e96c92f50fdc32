import { describe, expect, it } from "vitest";
import { TEST_CLIENT_ADDRESS_HEADER, withClientAddress } from "../src/client-address.ts";

const sent = (headers: Record<string, string>) => new Request("https://go.example/menu", { headers });
const addressOf = (request: Request) => request.headers.get("CF-Connecting-IP");

describe("a request's address", () => {
  it("is Cloudflare's, as the request came, on a deployed worker (nothing bound)", () => {
    const request = sent({ "CF-Connecting-IP": "198.51.100.7", [TEST_CLIENT_ADDRESS_HEADER]: "203.0.113.1" });
    expect(withClientAddress(request, {})).toBe(request);
  });

  it("is the stack's own on a local stack, whatever the client claims", () => {
    const local = { LOCAL_CLIENT_ADDRESS: "127.0.0.1" };
    expect(addressOf(withClientAddress(sent({ "CF-Connecting-IP": "198.51.100.7" }), local))).toBe(
      "127.0.0.1",
    );
    expect(addressOf(withClientAddress(sent({}), local))).toBe("127.0.0.1");
    // The stand-in header is a test stack's only.
    const claimed = withClientAddress(sent({ [TEST_CLIENT_ADDRESS_HEADER]: "203.0.113.1" }), local);
    expect(addressOf(claimed)).toBe("127.0.0.1");
    expect(claimed.headers.has(TEST_CLIENT_ADDRESS_HEADER)).toBe(false);
  });

  it("is the one a test names on a test stack, and never anything but an address", () => {
    const test = { LOCAL_CLIENT_ADDRESS: "127.0.0.1", TEST_CLIENT_ADDRESS: "header" };
    const named = (value: string) =>
      addressOf(withClientAddress(sent({ [TEST_CLIENT_ADDRESS_HEADER]: value }), test));
    expect(named("203.0.113.1")).toBe("203.0.113.1");
    expect(named("2001:db8::1")).toBe("2001:db8::1");
    expect(named("<script>")).toBe("127.0.0.1");
    expect(named("")).toBe("127.0.0.1");
  });
});
