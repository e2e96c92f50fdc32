// Account security as a person meets it, in a real browser by accessible names: turning two-factor on from the
// QR code the page draws (the test reads the key from that image, as a phone would), signing in with a code, a
// recovery code taken once and refused the second time, a passkey registered with Chromium's virtual authenticator
// (the real WebAuthn ceremony) and signing in with it alone, ending the other sessions, and an owner requiring
// two-factor of the team. Each page passes axe and is photographed at 1280 and 375 px.
import { decodePng } from "@qr/local/decode-qr";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { type TOTP, URI } from "otpauth";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshots, seriousViolations } from "./browser.ts";
import { signUpNewPerson } from "./mailbox.ts";

const PASSWORD = "a long browser passphrase"; // signUpNewPerson's

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const email = `security-${Date.now()}@example.com`;
let totp: TOTP;
let recoveryCodes: string[] = [];

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: stack.apiBaseUrl });
  page = await context.newPage();
  await signUpNewPerson(page, stack, "Careful Person", email);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function heading(name: string | RegExp) {
  try {
    await page.getByRole("heading", { name, level: 1 }).waitFor({ timeout: 15_000 });
  } catch (error) {
    const alerts = await page.getByRole("alert").allTextContents();
    throw new Error(`no heading ${name} at ${page.url()}; alerts: ${JSON.stringify(alerts)}`, {
      cause: error,
    });
  }
}

async function signOut() {
  await page.getByRole("button", { name: "Sign out" }).click();
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
    await page.goto("/settings/security");
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
    expect(await seriousViolations(page)).toEqual([]);
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
    expect(await seriousViolations(page)).toEqual([]);
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
    await page.goto("/settings/security");
    await heading("Security");
    await page.getByLabel("Passkey name").fill("Test laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByRole("cell", { name: "Test laptop", exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, "security-passkeys");

    await signOut();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await heading(/Overview|No codes yet|Codes/);

    await page.goto("/settings/security");
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
    await phone.getByRole("button", { name: "Sign out" }).waitFor();

    await page.goto("/settings");
    await heading("Account settings");
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect.poll(() => page.getByText(/Signed out of \d+ other session/).count()).toBe(1);
    await expect.poll(() => page.getByRole("button", { name: "End session" }).count()).toBe(0);
    await screenshots(page, "settings-sessions");
    await phone.reload();
    await phone.getByRole("heading", { name: "Sign in", level: 1 }).waitFor();

    await page.goto("/team");
    await page.getByRole("button", { name: "Require two-factor" }).click();
    await page.getByRole("button", { name: "Stop requiring two-factor" }).waitFor();
    await page.getByText("Every member must have two-factor authentication on").waitFor();
  });
});
