// Connecting an assistant to the MCP server through OAuth, in a real browser driven by accessible names: the
// assistant registers and sends the person to /oauth/authorize; the consent page (/connect) says who asks and
// where access goes, with a warning for an app on this computer; Allow sends the browser back to the assistant
// with a code, which the assistant exchanges (PKCE) for a token that lists the MCP server's tools. Deny sends it
// back with access_denied. An assistant that runs in a web page reaches /mcp from its own origin. Axe-clean,
// photographed at 1280 and 375 px.
import { oauthClient } from "@qr/local/oauth-client";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, screenshots } from "./browser.ts";
import { signUpNewPerson } from "./mailbox.ts";

const REDIRECT = "http://127.0.0.1:9/callback";
let stack: TestStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: stack.apiBaseUrl });
  page = await context.newPage();
  // The assistant's local callback: answered here, as the assistant's own small server would.
  await page.route(`${REDIRECT}**`, (route) => route.fulfill({ body: "You can close this window." }));
  await signUpNewPerson(page, stack, "Ada Assistant", `ada-${Date.now()}@example.com`);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** An assistant's authorization request: registered, with PKCE; the browser is sent to its URL. */
async function authorizationRequest() {
  const assistant = await oauthClient(stack, { name: "Desk Assistant", redirectUri: REDIRECT });
  return { ...assistant, url: `/oauth/authorize?${assistant.query}` };
}

/** Where the browser was sent back to (the assistant's local callback). */
async function sentBackTo(action: () => Promise<void>): Promise<URL> {
  const request = page.waitForRequest((r) => r.url().startsWith(REDIRECT));
  await action();
  return new URL((await request).url());
}

describe("connecting an assistant", () => {
  it("shows who asks and where access goes, and allowing gives the assistant a token for the tools", async () => {
    const asked = await authorizationRequest();
    await page.goto(asked.url);
    await page.getByRole("heading", { name: "Connect Desk Assistant?", level: 1 }).waitFor();
    expect(await page.getByText("its name is not verified").isVisible()).toBe(true);
    expect(await page.getByRole("note").textContent()).toMatch(/an app on your computer/);
    expect(await page.getByText("127.0.0.1", { exact: true }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshots(page, "connect-assistant");

    await page.getByLabel("Read only").check();
    const back = await sentBackTo(() => page.getByRole("button", { name: "Allow" }).click());
    expect(back.searchParams.get("state")).toBe("st4te");
    const token = await asked.exchange(back.searchParams.get("code") ?? "");
    expect(token.scope).toBe("mcp:read");
    const tools = await fetch(`${stack.apiUrl}/mcp`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token.access_token}`,
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
      }),
    });
    expect(tools.status).toBe(200);

    await page.goto("/settings/keys");
    await page.getByRole("cell", { name: "MCP: Desk Assistant" }).first().waitFor();
    // Where a person finds the address to give an assistant, and the command line's first step.
    expect(await page.getByLabel("MCP server address").inputValue()).toBe(`${stack.apiBaseUrl}/mcp`);
    // On a local stack, the command that works there: from the checkout (`npm run qr`), not an unpublished package.
    await expect
      .poll(() => page.getByLabel("Command line login").inputValue())
      .toBe(`npm run --silent qr -- login --base-url ${stack.apiBaseUrl}`);
    expect(await page.getByRole("button", { name: "Copy MCP address" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshots(page, "api-keys-assistants");
  });

  it("lets an assistant that runs in a web page on another origin sign in and call the tools", async () => {
    const asked = await authorizationRequest();
    await page.goto(asked.url);
    await page.getByRole("heading", { name: "Connect Desk Assistant?", level: 1 }).waitFor();
    const back = await sentBackTo(() => page.getByRole("button", { name: "Allow" }).click());
    const token = await asked.exchange(back.searchParams.get("code") ?? "");

    // The assistant's page, on an origin of its own (the redirect worker's address, another port on this
    // machine): every request below is a real cross-origin fetch, preflighted by the browser.
    const assistant = await browser.newPage();
    await assistant.goto(`${stack.redirectUrl}/robots.txt`);
    const seen = await assistant.evaluate(
      async ({ mcp, accessToken }) => {
        const rpc = (body: unknown, headers: Record<string, string> = {}) =>
          fetch(mcp, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              Accept: "application/json, text/event-stream",
              ...headers,
            },
            body: JSON.stringify(body),
          });
        const initialize = {
          jsonrpc: "2.0",
          id: 1,
          method: "initialize",
          params: {
            protocolVersion: "2025-06-18",
            capabilities: {},
            clientInfo: { name: "web", version: "1" },
          },
        };
        // Discovery and registration as the MCP SDK's client does them (its version header makes each a
        // preflighted request).
        const refused = await rpc(initialize);
        const challenge = refused.headers.get("WWW-Authenticate") ?? "";
        const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)?.[1] ?? "";
        const versioned = { headers: { "MCP-Protocol-Version": "2025-06-18" } };
        const metadata = (await (await fetch(metadataUrl, versioned)).json()) as {
          resource: string;
          authorization_servers: string[];
        };
        const server = (await (
          await fetch(
            `${metadata.authorization_servers[0]}/.well-known/oauth-authorization-server`,
            versioned,
          )
        ).json()) as { registration_endpoint: string };
        const registered = await fetch(server.registration_endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            client_name: "Web Assistant",
            redirect_uris: [`${location.origin}/callback`],
            token_endpoint_auth_method: "none",
          }),
        });
        const authorization = { Authorization: `Bearer ${accessToken}` };
        const opened = await rpc(initialize, authorization);
        const session = opened.headers.get("Mcp-Session-Id") ?? "";
        const listed = await rpc(
          { jsonrpc: "2.0", id: 2, method: "tools/list" },
          { ...authorization, "Mcp-Session-Id": session },
        );
        const tools = ((await listed.json()) as { result: { tools: { name: string }[] } }).result.tools;
        return {
          refused: refused.status,
          resource: metadata.resource,
          registered: registered.status,
          session,
          tools: tools.map((tool) => tool.name),
        };
      },
      { mcp: `${stack.apiBaseUrl}/mcp`, accessToken: token.access_token },
    );
    expect(seen.refused).toBe(401);
    expect(seen.resource).toBe(`${stack.apiBaseUrl}/mcp`);
    expect(seen.registered).toBe(201);
    expect(seen.session).not.toBe("");
    expect(seen.tools).toContain("codes_create");
    await assistant.close();
  });

  it("sends the browser back with access_denied when the person denies", async () => {
    const asked = await authorizationRequest();
    await page.goto(asked.url);
    await page.getByRole("heading", { name: "Connect Desk Assistant?", level: 1 }).waitFor();
    const back = await sentBackTo(() => page.getByRole("button", { name: "Deny" }).click());
    expect(back.searchParams.get("error")).toBe("access_denied");
  });

  it("explains a link that does not work", async () => {
    await page.goto("/connect?client_id=nobody");
    await page.getByRole("heading", { name: "This connection link does not work", level: 1 }).waitFor();
    expect(await page.getByRole("alert").isVisible()).toBe(true);
  });
});
