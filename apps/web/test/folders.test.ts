// Folders in a real browser, driven by accessible names: an owner makes a folder for a client, makes a code in it,
// and gives a member access; the member sees nothing of the folder until then, then sees its code but no control
// to change it as a viewer, and changes it once an editor; the owner moves codes in bulk from the list. Every page
// passes axe and is photographed at 1280 and 375 px.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPage, launchBrowser } from "./browser.ts";
import { mailedLink, signUpNewPerson } from "./mailbox.ts";

let stack: TestStack;
let browser: Browser;
let owner: Page;
let member: Page;
const FOLDER = "Client: Harbour Bakery";
const memberEmail = `folder-member-${Date.now()}@example.com`;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  owner = await (await browser.newContext({ baseURL: stack.apiBaseUrl })).newPage();
  await signUpNewPerson(owner, stack, "Agency Owner", `folder-owner-${Date.now()}@example.com`);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Axe at both widths, then the screenshots (which also fail a page that scrolls sideways). */
async function heading(page: Page, name: string | RegExp) {
  await page.getByRole("heading", { name, level: 1 }).waitFor();
}

async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(path as string, {
        method: method as string,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status === 204 ? {} : response.json();
    },
    [method, path, body] as const,
  );
}

describe("folders", () => {
  let codePath = "";

  it("makes a folder from the empty folders page, and a code in it", async () => {
    await owner.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Folders" }).click();
    await heading(owner, "Folders");
    await checkPage(owner, "folders-empty");
    await owner.getByRole("button", { name: "New folder" }).first().click();
    await owner.getByLabel("Folder name").fill(FOLDER);
    await owner.getByLabel("Description").fill("Menus and table cards for the bakery");
    await owner.getByRole("button", { name: "Create folder" }).click();
    await heading(owner, FOLDER);
    await checkPage(owner, "folder-owner");

    await owner.getByRole("link", { name: "New code here" }).click();
    await heading(owner, "New QR code");
    expect(await owner.getByLabel("Folder").inputValue()).not.toBe("");
    await owner.getByLabel("Destination URL").fill("bakery.example/menu");
    await owner.getByRole("button", { name: "Create code" }).click();
    await heading(owner, /^Code /);
    codePath = new URL(owner.url()).pathname;
    await expect.poll(() => owner.getByRole("link", { name: FOLDER, exact: true }).isVisible()).toBe(true);
    await checkPage(owner, "code-in-folder");
  });

  it("keeps the folder from a member until given access, then shows its code to the viewer, unchangeable", async () => {
    const me = await call<{ team_id: string }>(owner, "GET", "/api/v1/account");
    await call(owner, "POST", `/api/v1/teams/${me.team_id}/members`, { email: memberEmail, role: "member" });
    member = await (await browser.newContext({ baseURL: stack.apiBaseUrl })).newPage();
    await member.goto(await mailedLink(stack, memberEmail, /invitations\/accept/));
    await member.getByRole("link", { name: "Create an account" }).click();
    await member.getByLabel("Name").fill("Bea Member");
    await member.getByLabel("Email").fill(memberEmail);
    await member.getByLabel("Password").fill("a long browser passphrase");
    await member.getByRole("button", { name: "Create account" }).click();
    await member.goto(await mailedLink(stack, memberEmail, /verify-email/));
    await heading(member, "Join a team");
    await member.getByRole("button", { name: "Accept invitation" }).click();
    await heading(member, "Members");

    await member.goto("/folders");
    await heading(member, "Folders");
    await expect.poll(() => member.getByText("No folders yet.").isVisible()).toBe(true);
    await member.goto(codePath);
    await heading(member, "This code is not here");

    await owner.getByRole("link", { name: FOLDER, exact: true }).click();
    await heading(owner, FOLDER);
    await owner.getByLabel(`Access of ${memberEmail}`).selectOption("viewer");
    await expect.poll(() => owner.getByText("Access set: Viewer.").isVisible()).toBe(true);
    await checkPage(owner, "folder-access");

    await member.goto(codePath);
    await heading(member, /^Code /);
    for (const control of ["Save changes", "Pause code", /^More actions/])
      expect(await member.getByRole("button", { name: control }).count(), String(control)).toBe(0);
    await checkPage(member, "code-folder-viewer");
    await member.goto("/folders");
    await expect.poll(() => member.getByRole("link", { name: FOLDER, exact: true }).isVisible()).toBe(true);
    expect(await member.getByText("Viewer").count()).toBeGreaterThan(0);
    await checkPage(member, "folders-member");
  });

  it("lets the member change the code once an editor", async () => {
    await owner.getByLabel(`Access of ${memberEmail}`).selectOption("editor");
    await expect.poll(() => owner.getByText("Access set: Editor.").isVisible()).toBe(true);
    await member.goto(codePath);
    await heading(member, /^Code /);
    await member.getByLabel("Destination URL").fill("https://bakery.example/winter-menu");
    await member.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => member.getByText(/Saved/).first().isVisible()).toBe(true);
  });

  it("moves codes into the folder from the list, and filters the list by folder", async () => {
    for (const name of ["Window poster", "Flyer"]) {
      await call(owner, "POST", "/api/v1/qr", { url: "https://bakery.example/", name });
    }
    await owner.goto("/codes");
    await heading(owner, "QR codes");
    for (const name of ["Window poster", "Flyer"])
      await owner.getByRole("checkbox", { name: `Select ${name}` }).check();
    const bar = owner.getByRole("region", { name: "Selected codes" });
    await bar.getByLabel("Folder").selectOption({ label: FOLDER });
    await bar.getByRole("button", { name: "Move" }).click();
    await expect.poll(() => owner.getByText(`Moved to ${FOLDER}: 2 codes.`).isVisible()).toBe(true);
    await owner.getByLabel("Folder", { exact: true }).first().selectOption({ label: FOLDER });
    await expect.poll(() => owner.getByRole("row").count()).toBe(4); // the header and three codes
    await checkPage(owner, "codes-by-folder");
    await owner.getByLabel("Folder", { exact: true }).first().selectOption({ label: "In no folder" });
    await expect.poll(() => owner.getByText("No code matches these filters.").isVisible()).toBe(true);
  });
});
