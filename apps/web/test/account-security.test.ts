// Account security as a person meets it, in a real browser by accessible names: turning two-factor on from the
// QR code the page draws (the test reads the key from that image, as a phone would), signing in with a code, a
// recovery code taken once and refused the second time, a passkey registered with Chromium's virtual authenticator
// (the real WebAuthn ceremony) and signing in with it alone, ending the other sessions, an owner requiring
// two-factor of the team, and single sign-on through a real OpenID provider (oidc-provider) that a team set up.
// Each page passes axe and is photographed at 1280 and 375 px.
import { decodePng } from "@qr/local/decode-qr";
import { type OpenIdProvider, startOpenIdProvider } from "@qr/local/openid-provider";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { type TOTP, URI } from "otpauth";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, screenshots } from "./browser.ts";
import { signUpNewPerson } from "./mailbox.ts";

const PASSWORD = "a long browser passphrase"; // signUpNewPerson's

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const email = `security-${Date.now()}@example.com`;
let totp: TOTP;
let recoveryCodes: string[] = [];

let idp: OpenIdProvider;

beforeAll(async () => {
  // Started first: the stack lets the api worker reach this provider only (a single sign-on issuer on this machine).
  idp = await startOpenIdProvider();
  stack = await startTestStack({ signOnIssuers: [new URL(idp.issuer).origin] });
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: stack.apiBaseUrl });
  page = await context.newPage();
  await signUpNewPerson(page, stack, "Careful Person", email);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await idp?.stop();
});

async function heading(name: string | RegExp) {
  try {
    await page.getByRole("heading", { name, level: 1 }).waitFor();
  } catch (error) {
    const alerts = await page.getByRole("alert").allTextContents();
    throw new Error(`no heading ${name} at ${page.url()}; alerts: ${JSON.stringify(alerts)}`, {
      cause: error,
    });
  }
}

async function signOut() {
  await page.getByRole("button", { name: /^Your account/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await heading("Sign in");
}

/** The per-client limits on sign-in and on codes (tested in the API suite) would meet this quick test. */
async function passwordStep() {
  await stack.sql.query("delete from auth_rate_limits");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

describe("two-factor authentication", () => {
  it("turns on from the QR code the page draws, once a code from the app confirms it", async () => {
    await page.goto("/account/security");
    await heading("Security");
    await expect.poll(() => page.getByRole("status").first().textContent()).toMatch(/^Off/);
    await page.getByLabel("Password to confirm").fill(PASSWORD);
    await page.getByRole("button", { name: "Turn on two-factor" }).click();

    const image = page.getByRole("img", { name: "QR code of the key for your authenticator app" });
    await image.waitFor();
    const uri = await decodePng(await image.screenshot());
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    totp = URI.parse(uri ?? "") as TOTP;
    const typed = (await page.locator("output.mono").textContent())?.replace(/\s/g, "");
    expect(typed).toBe(totp.secret.base32);
    expect(await axeViolations(page)).toEqual([]);
    await screenshots(page, "security-enrolment");

    await page.getByLabel("Code from your app").fill("000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toMatch(/code/i);
    await page.getByLabel("Code from your app").fill(totp.generate());
    await page.getByRole("button", { name: "Confirm" }).click();
    const codes = page.getByRole("region", { name: "Recovery codes" }).getByRole("listitem");
    await expect.poll(() => codes.count()).toBe(10);
    recoveryCodes = await codes.allTextContents();
    await expect.poll(() => page.getByRole("status").first().textContent()).toMatch(/^On/);
    await screenshots(page, "security-recovery-codes");
  });

  it("asks for the code after the password at sign-in", async () => {
    await signOut();
    await passwordStep();
    await heading("Two-factor authentication");
    expect(await axeViolations(page)).toEqual([]);
    await screenshots(page, "sign-in-two-factor");
    await page.getByLabel("Authentication code").fill(totp.generate());
    await page.getByRole("button", { name: "Verify" }).click();
    await heading(/Overview|No codes yet|Codes/);
  });

  it("takes a recovery code once, and refuses it the second time", async () => {
    const code = recoveryCodes[0] ?? "";
    for (const attempt of ["first", "second"] as const) {
      await signOut();
      await passwordStep();
      await heading("Two-factor authentication");
      await page.getByRole("button", { name: "Use a recovery code instead" }).click();
      await page.getByLabel("Recovery code").fill(code);
      await page.getByRole("button", { name: "Verify" }).click();
      if (attempt === "first") {
        await heading(/Overview|No codes yet|Codes/);
      } else {
        await expect.poll(() => page.getByRole("alert").textContent()).toMatch(/invalid|wrong|used/i);
        expect(new URL(page.url()).pathname).toBe("/sign-in/two-factor");
      }
    }
    await page.getByRole("button", { name: "Use the authenticator app instead" }).click();
    await page.getByLabel("Authentication code").fill(totp.generate());
    await page.getByRole("button", { name: "Verify" }).click();
    await heading(/Overview|No codes yet|Codes/);
  });
});

describe("passkeys", () => {
  it("registers one with the authenticator, then signs in with it alone", async () => {
    const devtools = await context.newCDPSession(page);
    await devtools.send("WebAuthn.enable");
    await devtools.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto("/account/security");
    await heading("Security");
    await page.getByLabel("Passkey name").fill("Test laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByRole("cell", { name: "Test laptop", exact: true }).waitFor();
    const logged = await page.evaluate(async () => {
      const { team_id } = await (await fetch("/api/v1/account")).json();
      const { data } = await (await fetch(`/api/v1/teams/${team_id}/activity`)).json();
      return data.map((entry: { action: string }) => entry.action);
    });
    expect(logged).toEqual(expect.arrayContaining(["account.two_factor_enabled", "account.passkey_added"]));
    expect(await axeViolations(page)).toEqual([]);
    await screenshots(page, "security-passkeys");

    await signOut();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await heading(/Overview|No codes yet|Codes/);

    await page.goto("/account/security");
    await page.getByRole("button", { name: "Remove passkey Test laptop" }).click();
    await page.getByText("No passkeys yet.").waitFor();
    await signOut();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBeTruthy();
    expect(new URL(page.url()).pathname).toBe("/sign-in");
  });
});

describe("sessions and the team's rule", () => {
  it("signs out everywhere else, and lets the owner require two-factor of every member", async () => {
    await passwordStep();
    await heading("Two-factor authentication");
    await page.getByLabel("Authentication code").fill(totp.generate());
    await page.getByRole("button", { name: "Verify" }).click();
    await heading(/Overview|No codes yet|Codes/);

    // Another device, signed in beside this one.
    const phone = await (await browser.newContext({ baseURL: stack.apiBaseUrl })).newPage();
    await stack.sql.query("delete from auth_rate_limits");
    await phone.goto("/sign-in");
    await phone.getByLabel("Email").fill(email);
    await phone.getByLabel("Password").fill(PASSWORD);
    await phone.getByRole("button", { name: "Sign in", exact: true }).click();
    await phone.getByLabel("Authentication code").fill(totp.generate());
    await phone.getByRole("button", { name: "Verify" }).click();
    await phone.getByRole("button", { name: /^Your account/ }).waitFor();

    await page.goto("/account");
    await heading("Account settings");
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect.poll(() => page.getByText(/Signed out of \d+ other session/).count()).toBe(1);
    await expect.poll(() => page.getByRole("button", { name: "End session" }).count()).toBe(0);
    await screenshots(page, "settings-sessions");
    await phone.reload();
    await phone.getByRole("heading", { name: "Sign in", level: 1 }).waitFor();

    await page.goto("/settings");
    await page.getByRole("button", { name: "Require two-factor" }).click();
    await page.getByRole("button", { name: "Stop requiring two-factor" }).waitFor();
    await page.getByText("Every member must have two-factor authentication on").waitFor();
  });
});

describe("single sign-on", () => {
  const domain = `corp-${Date.now()}.test`;

  async function newBrowserPage(): Promise<Page> {
    return (await browser.newContext({ baseURL: stack.apiBaseUrl })).newPage();
  }

  /** The employee's way in: the address, the provider's login and consent, and back. */
  async function signInThroughProvider(person: Page, address: string, login: string): Promise<void> {
    await person.goto("/sign-in");
    await person.getByRole("link", { name: "Sign in with single sign-on" }).click();
    await person.getByLabel("Work email").fill(address);
    await person.getByRole("button", { name: "Continue" }).click();
    await person.getByPlaceholder("Enter any login").fill(login);
    await person.getByPlaceholder("and password").fill("anything");
    await person.getByRole("button", { name: "Sign-in" }).click();
    await person.getByRole("button", { name: "Continue" }).click();
  }

  it("lets an owner connect the team's provider, prove the domain, and its people sign in and join", async () => {
    const owner = await newBrowserPage();
    await signUpNewPerson(owner, stack, "Corp Owner", `owner@${domain}`);
    await owner.goto("/settings/sso");
    const section = owner.getByRole("region", { name: "Single sign-on" });
    const settings = section.getByRole("form", { name: "Single sign-on settings" });
    const fill = async (clientId: string, clientSecret: string) => {
      await settings.getByLabel("Issuer URL").fill(idp.issuer);
      await settings.getByLabel("Client ID").fill(clientId);
      await settings.getByLabel("Client secret").fill(clientSecret);
      await settings.getByLabel("Email domain").fill(domain);
      await settings.getByRole("button", { name: "Save single sign-on" }).click();
    };
    await fill("to be registered", "to be registered");
    const redirectUri = owner.getByText(/^Redirect URI to register/).locator("output");
    await redirectUri.waitFor();
    // The owner registers the service at their provider with the redirect URI the page shows.
    const client = await idp.addClient((await redirectUri.textContent()) ?? "");
    await fill(client.clientId, client.clientSecret);
    await expect.poll(() => section.getByRole("status").first().textContent()).toMatch(/Waiting for DNS/);
    const outputs = owner.getByText(/^Add this TXT record/).locator("output");
    stack.dns.publish({
      type: "TXT",
      name: (await outputs.nth(0).textContent()) ?? "",
      value: (await outputs.nth(1).textContent()) ?? "",
    });
    await owner.getByRole("button", { name: "Verify the domain" }).click();
    await expect.poll(() => section.getByRole("status").first().textContent()).toMatch(/^On for/);
    expect(await axeViolations(owner)).toEqual([]);
    await screenshots(owner, "team-sso");

    const employee = await newBrowserPage();
    await signInThroughProvider(employee, `ada@${domain}`, `ada@${domain}`);
    await employee.getByRole("button", { name: /^Your account/ }).waitFor();
    const account = await employee.evaluate(async () => (await fetch("/api/v1/account")).json());
    const ownerAccount = await owner.evaluate(async () => (await fetch("/api/v1/account")).json());
    expect(account).toMatchObject({ email: `ada@${domain}`, team_id: ownerAccount.team_id, role: "member" });
  });

  it("refuses an address outside the domain, whatever the provider says", async () => {
    const outsider = await newBrowserPage();
    await signInThroughProvider(outsider, `ada@${domain}`, "eve@elsewhere.test");
    await outsider
      .getByRole("heading", { name: "Single sign-on", level: 1 })
      .waitFor()
      .catch(async (error) => {
        throw new Error(`at ${outsider.url()}: ${(await outsider.content()).slice(0, 600)}`, {
          cause: error,
        });
      });
    await expect.poll(() => outsider.getByRole("alert").textContent()).toMatch(/outside the domain/);
    expect(await outsider.evaluate(async () => (await fetch("/api/v1/account")).status)).toBe(401);
  });
});
