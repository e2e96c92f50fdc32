import { describe, expect, it } from "vitest";
import { withScheme } from "../src/typed-url.ts";

describe("an address as typed", () => {
  it.each([
    ["example.com/menu", "https://example.com/menu"],
    ["  example.com  ", "https://example.com"],
    ["shop.example.co.uk/p?id=4#top", "https://shop.example.co.uk/p?id=4#top"],
    ["example.com:8080/x", "https://example.com:8080/x"],
    ["www.bücher.de/ä", "https://www.bücher.de/ä"],
  ])("takes %s as %s", (typed, meant) => {
    expect(withScheme(typed)).toBe(meant);
  });

  it.each([
    "https://example.com/menu",
    "http://example.com",
    "mailto:ada@example.com",
    "javascript:alert(1)",
    "menu",
    "not a url",
    "localhost:8080",
    "",
  ])("leaves %s to the URL checks", (typed) => {
    expect(withScheme(typed)).toBe(typed.trim());
  });
});
