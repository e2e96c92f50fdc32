// @vitest-environment jsdom
// The navigation: the team and its switcher at the top, the work and the settings apart, the person's menu, the
// current place marked, what a role may not open left out, and on a phone a menu button that opens it.
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Navigation } from "../../src/app/navigation.tsx";
import { renderPart } from "./render.tsx";

afterEach(cleanup);

const everything = () => true;

const props = {
  email: "ada@example.com",
  name: "Ada Lovelace",
  teamId: "team_1",
  onSignOut: () => {},
  onSwitchTeam: () => {},
  onSearch: () => {},
};
const teams: [readonly unknown[], unknown][] = [
  [["teams"], { data: [{ id: "team_1", name: "Analytical Engines", role: "owner" }] }],
];

describe("the navigation", () => {
  it("shows the team on top, the work and Settings, and marks the current place", () => {
    renderPart(<Navigation may={everything} {...props} />, teams, "/codes");
    expect(screen.getByRole("button", { name: /Analytical Engines/ })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Overview", "Codes", "Folders", "Designs", "Products", "Print", "Settings", "API reference"]);
    expect(within(nav).getByRole("link", { name: "Codes" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBeNull();
    expect(within(nav).getByRole("link", { name: "API reference" }).getAttribute("href")).toBe("/docs/");
  });

  it("marks Settings on every page of the settings area", () => {
    renderPart(<Navigation may={everything} {...props} />, teams, "/settings/webhooks");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Settings" }).getAttribute("aria-current")).toBe("page");
  });

  it("opens and closes behind the menu button, which says so", async () => {
    renderPart(<Navigation may={everything} {...props} />, teams);
    const menu = screen.getByRole("button", { name: "Menu" });
    const sidebar = document.getElementById(menu.getAttribute("aria-controls") ?? "");
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(sidebar?.dataset.open).toBe("false");
    await userEvent.click(menu);
    expect(menu.getAttribute("aria-expanded")).toBe("true");
    expect(sidebar?.dataset.open).toBe("true");
  });

  it("keeps the person's profile, security and sign out in their own menu", async () => {
    let signedOut = false;
    renderPart(<Navigation may={everything} {...props} onSignOut={() => (signedOut = true)} />, teams);
    const person = screen.getByRole("button", { name: "Your account: Ada Lovelace" });
    expect(screen.queryByRole("menuitem", { name: "Sign out" })).toBeNull();
    await userEvent.click(person);
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Profile",
      "Security",
      "Sign out",
    ]);
    await userEvent.click(screen.getByRole("menuitem", { name: "Sign out" }));
    expect(signedOut).toBe(true);
  });
});
