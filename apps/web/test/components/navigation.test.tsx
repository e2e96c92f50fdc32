// @vitest-environment jsdom
// The navigation: the work and the settings apart, the current place marked, what a role may not open left out,
// and on a phone a menu button that opens it.
import type { Permission } from "@qr/core/permissions";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Navigation } from "../../src/app/navigation.tsx";
import { renderPart } from "./render.tsx";

afterEach(cleanup);

const everything = () => true;

describe("the navigation", () => {
  it("groups the work apart from the settings, and marks the current place", () => {
    renderPart(<Navigation may={everything} email="ada@example.com" onSignOut={() => {}} />, [], "/codes");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const work = within(nav).getByRole("list", { name: "Work" });
    expect(
      within(work)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Overview", "Codes", "Designs", "Print"]);
    const settings = within(nav).getByRole("list", { name: "Settings" });
    expect(
      within(settings)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Team", "Settings", "Security", "API keys", "Tags", "Campaigns", "Domains", "Webhooks"]);
    expect(within(nav).getByRole("link", { name: "Codes" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBeNull();
    expect(within(nav).getByRole("link", { name: "API reference" }).getAttribute("href")).toBe("/docs/");
  });

  it("leaves out what the role may not open", () => {
    const viewer = (permission: Permission) => permission !== "team:admin";
    renderPart(<Navigation may={viewer} email="v@example.com" onSignOut={() => {}} />);
    expect(screen.queryByRole("link", { name: "API keys" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Webhooks" })).toBeNull();
    expect(screen.getByRole("link", { name: "Team" })).toBeTruthy();
  });

  it("opens and closes behind the menu button, which says so", async () => {
    renderPart(<Navigation may={everything} email="ada@example.com" onSignOut={() => {}} />);
    const menu = screen.getByRole("button", { name: "Menu" });
    const sidebar = document.getElementById(menu.getAttribute("aria-controls") ?? "");
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(sidebar?.dataset.open).toBe("false");
    await userEvent.click(menu);
    expect(menu.getAttribute("aria-expanded")).toBe("true");
    expect(sidebar?.dataset.open).toBe("true");
  });

  it("signs out from the sidebar", async () => {
    let signedOut = false;
    renderPart(<Navigation may={everything} email="ada@example.com" onSignOut={() => (signedOut = true)} />);
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(signedOut).toBe(true);
  });
});
