// Where sign-in sends a person back to: a path of the app, never another site.
import { describe, expect, it } from "vitest";
import { returnPath } from "../src/app/session.ts";

describe("returnPath", () => {
  it.each([
    ["/codes/qr_1/design", "/codes/qr_1/design"],
    ["/invitations/accept?token=qri_x", "/invitations/accept?token=qri_x"],
    ["//evil.example/", "/"],
    ["/\\evil.example/", "/"],
    ["/ok\\..\\evil", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["", "/"],
  ])("next=%s → %s", (next, expected) => {
    expect(returnPath(new URLSearchParams({ next }))).toBe(expected);
  });
});
