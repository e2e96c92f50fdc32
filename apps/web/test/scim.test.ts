// SCIM provisioning in a real browser, driven by accessible names: an owner whose single sign-on domain is verified
// turns SCIM on and copies the token once; the identity provider pushes a person and a group with it; the owner
// gives the group a role, which the person has at once. Every page passes axe and is photographed at 1280 and 375 px.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPage, launchBrowser } from "./browser.ts";
import { signUpNewPerson } from "./mailbox.ts";

let stack: TestStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  page = await (await browser.newContext({ baseURL: stack.apiBaseUrl })).newPage();
  const email = `scim-owner-${Date.now()}@example.com`;
  await signUpNewPerson(page, stack, "SCIM Owner", email);
  const { rows } = await stack.sql.query(
    "select m.team_id from memberships m join users u on u.id = m.user_id where u.email = $1",
    [email],
  );
  await stack.sql.query(
    `insert into sso_connections (id, team_id, issuer, client_id, client_secret_encrypted, email_domain, default_role,
       verification_token, verified_at, created_at, updated_at)
     values (new_id('sso'), $1, 'https://idp.example', 'client', 'sealed', 'people.example', 'viewer', 't', now(), now(), now())`,
    [rows[0].team_id],
  );
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function scim(token: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${stack.apiUrl}/scim/v2${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/scim+json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as { id: string };
}

describe("SCIM provisioning", () => {
  it("turns on with a token shown once, and maps a pushed group to a role", async () => {
    await page.goto("/settings/sso");
    await page.getByRole("heading", { name: "SCIM provisioning" }).waitFor();
    await page.getByRole("button", { name: "Turn on SCIM" }).click();
    const shown = page.getByRole("status").filter({ hasText: "not shown again" });
    await shown.waitFor();
    const token = ((await shown.locator(".mono").textContent()) ?? "").trim();
    expect(token).toMatch(/^qrs_/);
    await checkPage(page, "scim-on");

    const person = await scim(token, "POST", "/Users", {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
      userName: "grace@people.example",
    });
    await scim(token, "POST", "/Groups", {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:Group"],
      displayName: "Marketing",
      members: [{ value: person.id }],
    });
    await page.reload();
    const select = page.getByLabel("What the group Marketing gives");
    await select.waitFor();
    await select.selectOption({ label: "Team member" });
    await expect.poll(() => page.getByText("Saved: the group's members have it now.").isVisible()).toBe(true);
    const { rows } = await stack.sql.query(
      "select m.role from memberships m join users u on u.id = m.user_id where u.email = 'grace@people.example'",
    );
    expect(rows[0].role).toBe("member");
    await checkPage(page, "scim-groups");
  });
});
