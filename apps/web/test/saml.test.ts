// SAML single sign-on in a real browser, by accessible names: an owner sets the team's SAML connection from the
// identity provider's metadata URL, copies what to give the provider, proves the domain and requires single
// sign-on; a person of the domain signs in at the local SAML identity provider (tooling/local's stand-in, which
// signs real assertions) and lands in the dashboard, a member; a password sign-in is refused with a clear word.
// Every page passes axe and is photographed at 1280 and 375 px.
import { type OpenIdProvider, startOpenIdProvider } from "@qr/local/openid-provider";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPage, launchBrowser } from "./browser.ts";
import { signUpNewPerson } from "./mailbox.ts";

let stack: TestStack;
let browser: Browser;
let idp: OpenIdProvider;

beforeAll(async () => {
  idp = await startOpenIdProvider();
  stack = await startTestStack({ signOnIssuers: [new URL(idp.issuer).origin] });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await idp?.stop();
});

async function newPage(): Promise<Page> {
  return (await browser.newContext({ baseURL: stack.apiBaseUrl })).newPage();
}

describe("SAML single sign-on", () => {
  const domain = `saml-${Date.now()}.test`;

  it("is set from the provider's metadata, then the domain's people sign in through the provider only", async () => {
    const owner = await newPage();
    await signUpNewPerson(owner, stack, "SAML Owner", `owner@${domain}`);
    await owner.goto("/settings/sso");
    const section = owner.getByRole("region", { name: "Single sign-on" });
    const settings = section.getByRole("form", { name: "Single sign-on settings" });
    await settings.getByRole("radio", { name: "SAML 2.0" }).check();
    await settings.getByLabel("Identity provider metadata URL").fill(idp.saml.metadataUrl);
    await settings.getByLabel("Email domain").fill(domain);
    await settings.getByLabel("Role of people who join").selectOption("viewer");
    await settings.getByRole("button", { name: "Save single sign-on" }).click();
    await section.getByRole("heading", { name: "Give your identity provider" }).waitFor();
    const acs = await section.getByText(/\/acs$/).textContent();
    expect(acs).toMatch(/\/api\/auth\/saml\/sso_[0-9a-z]+\/acs$/);
    await expect.poll(() => section.getByRole("status").first().textContent()).toMatch(/Waiting for DNS/);
    const outputs = owner.getByText(/^Add this TXT record/).locator("output");
    stack.dns.publish({
      type: "TXT",
      name: (await outputs.nth(0).textContent()) ?? "",
      value: (await outputs.nth(1).textContent()) ?? "",
    });
    await owner.getByRole("button", { name: "Verify the domain" }).click();
    await expect.poll(() => section.getByRole("status").first().textContent()).toMatch(/^On for/);
    // Required from now on, and only sign-ins started here: the owner saves again with the boxes set.
    await settings.getByLabel(/Require single sign-on for this domain/).check();
    const tile = settings.getByLabel("Allow sign-in from the identity provider's app tile");
    expect(await tile.isChecked()).toBe(true);
    await tile.uncheck();
    await settings.getByRole("button", { name: "Save single sign-on" }).click();
    await expect.poll(() => section.getByRole("status").first().textContent()).toMatch(/ only\.$/);
    await owner.reload();
    await expect.poll(() => tile.isChecked()).toBe(false);
    await checkPage(owner, "team-saml");

    const person = await newPage();
    await person.goto("/sign-in");
    await person.getByRole("link", { name: "Sign in with single sign-on" }).click();
    await person.getByLabel("Work email").fill(`grace@${domain}`);
    await person.getByRole("button", { name: "Continue" }).click();
    await person.getByRole("heading", { name: "Local SAML identity provider" }).waitFor();
    await person.getByLabel("Email").fill(`grace@${domain}`);
    await person.getByRole("button", { name: "Sign in" }).click();
    await person.getByRole("button", { name: /^Your account/ }).waitFor();
    const teams = await person.evaluate(async () => (await fetch("/api/v1/teams")).json());
    expect(teams.data).toEqual([expect.objectContaining({ role: "viewer" })]);
    await checkPage(person, "signed-in-through-saml");

    // The owner's own password no longer opens the dashboard: their domain signs in through the provider.
    const again = await newPage();
    await again.goto("/sign-in");
    await again.getByLabel("Email").fill(`owner@${domain}`);
    await again.getByLabel("Password").fill("a long browser passphrase");
    await again.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect
      .poll(() => again.getByRole("alert").allTextContents())
      .toEqual([
        expect.stringContaining(`People at ${domain} sign in through their organisation's single sign-on`),
      ]);
    await checkPage(again, "sign-in-sso-required");
  });
});
