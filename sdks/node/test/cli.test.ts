// The `qr` command line against the real local stack, run as a person or a script runs it (a child process):
// every command, its `--json` parsed, each command listed by `--help`, failures' exit codes and messages, the
// stored key's file mode, completion scripts.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { bootstrapTeamKey } from "@qr/local/dev-team";
import { type OpenIdProvider, startOpenIdProvider } from "@qr/local/openid-provider";
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const MAIN = fileURLToPath(new URL("../src/cli/main.ts", import.meta.url));
const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
let stack: TestStack;
let apiKey: string;
let home: string;
let idp: OpenIdProvider;

beforeAll(async () => {
  // The sign-on stand-ins first: the stack lets the api worker reach them (`qr sso`).
  idp = await startOpenIdProvider();
  stack = await startTestStack({ signOnIssuers: [new URL(idp.issuer).origin] });
  apiKey = (await bootstrapTeamKey(stack.databaseUrl, "Command line")).apiKey;
  home = mkdtempSync(join(tmpdir(), "qr-cli-"));
});
afterAll(async () => {
  await stack?.stop();
  await idp?.stop();
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function qr(args: string[], env: Record<string, string> = {}, input?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [MAIN, ...args],
      {
        env: {
          PATH: process.env.PATH ?? "",
          XDG_CONFIG_HOME: home,
          QR_BASE_URL: stack.apiUrl,
          QR_API_KEY: apiKey,
          ...env,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input ?? "");
  });
}

async function json<T>(args: string[]): Promise<T> {
  const run = await qr(["--json", ...args]);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as T;
}

interface Code {
  id: string;
  slug: string;
  url: string;
  short_url: string;
  name: string | null;
  status: string;
}

describe("qr", () => {
  it("lists every command in --help, and each command has its own", async () => {
    const help = await qr(["--help"]);
    expect(help.code).toBe(0);
    for (const command of [
      "login",
      "logout",
      "codes",
      "tags",
      "analytics",
      "export",
      "domains",
      "webhooks",
      "sso",
      "gs1",
      "completion",
    ])
      expect(help.stdout).toMatch(new RegExp(`^  ${command}\\b`, "m"));
    const codes = await qr(["codes", "--help"]);
    for (const command of ["create", "list", "get", "update", "delete", "import", "image"])
      expect(codes.stdout).toMatch(new RegExp(`^  ${command}\\b`, "m"));
    expect((await qr(["export", "--help"])).stdout).toMatch(/--format <format>/);
  });

  it("sets the team's SAML single sign-on from the provider's metadata, shows what to give it, and proves the domain", async () => {
    const domain = `cli-${Date.now()}.example`;
    const set = await json<{
      protocol: string;
      enforced: boolean;
      saml: { entity_id: string; idp_initiated: boolean };
    }>([
      "sso",
      "saml",
      "--domain",
      domain,
      "--metadata-url",
      idp.saml.metadataUrl,
      "--role",
      "viewer",
      "--enforce",
      "--no-idp-initiated",
    ]);
    expect(set).toMatchObject({
      protocol: "saml",
      enforced: true,
      saml: { entity_id: idp.saml.entityId, idp_initiated: false },
    });
    const shown = await qr(["sso", "show"]);
    expect(shown.stdout).toMatch(/^ACS URL:\s+http:\/\/\S+\/api\/auth\/saml\/sso_[0-9a-z]+\/acs$/m);
    expect(shown.stdout).toMatch(/^Sign-in from its app tile:\s+false$/m);
    const record = /^Proven:\s+no: publish TXT (\S+) = (\S+)$/m.exec(shown.stdout);
    stack.dns.publish({ type: "TXT", name: record?.[1] ?? "", value: record?.[2] ?? "" });
    expect((await json<{ verified_at: string | null }>(["sso", "verify"])).verified_at).not.toBeNull();

    const file = join(home, "metadata.xml");
    writeFileSync(file, idp.saml.metadataXml);
    expect((await qr(["sso", "saml", "--domain", domain, "--metadata-file", file])).code).toBe(0);
    writeFileSync(
      file,
      idp.saml.metadataXml.replace("<md:EntityDescriptor", "<!DOCTYPE x><md:EntityDescriptor"),
    );
    const refused = await qr(["sso", "saml", "--domain", domain, "--metadata-file", file]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/document type/);
    expect((await qr(["sso", "remove"])).code).toBe(0);
  });

  it("makes GS1 codes one at a time and from a CSV of links, on the team's branded domain", async () => {
    const host = "cli-gs1.example";
    const headers = { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" };
    const added = (await (
      await fetch(`${stack.apiUrl}/api/v1/domains`, {
        method: "POST",
        headers,
        body: JSON.stringify({ hostname: host }),
      })
    ).json()) as { id: string; records: Parameters<typeof stack.dns.publish>[0][] };
    for (const record of added.records) stack.dns.publish(record);
    await fetch(`${stack.apiUrl}/api/v1/domains/${added.id}/verify`, {
      method: "POST",
      headers: { Authorization: headers.Authorization },
    });

    const one = await json<{ qr_content: string }>([
      "gs1",
      "create",
      "--domain",
      host,
      "--gtin",
      "9506000134352",
      "--lot",
      "L1",
      "--expiry",
      "271231",
      "--link",
      "gs1:pip|https://shop.example/oil|Olive oil|en",
      "gs1:recipeInfo|https://shop.example/recipes|Recipes",
    ]);
    const uri = new URL(one.qr_content);
    expect(uri.pathname + uri.search).toBe("/01/09506000134352/10/L1?17=271231");

    const file = join(home, "serials.csv");
    writeFileSync(
      file,
      [
        "gtin,lot,serial,link_type,href,title,language",
        ...["S1", "S2", "S3"].flatMap((serial) => [
          `9506000134352,L1,${serial},gs1:pip,https://shop.example/${serial},Unit ${serial},en`,
          `9506000134352,L1,${serial},gs1:pip,https://shop.example/fr/${serial},Unité ${serial},fr`,
        ]),
      ].join("\n"),
    );
    const imported = await json<{ created: number; failed: number }>([
      "gs1",
      "import",
      file,
      "--domain",
      host,
    ]);
    expect(imported).toEqual({ created: 3, failed: 0 });
    const french = await scan(stack, "/01/09506000134352/10/L1/21/S2", {
      host,
      headers: { "Accept-Language": "fr" },
    });
    expect(french.headers.get("Location")).toBe("https://shop.example/fr/S2");

    writeFileSync(file, "gtin,serial,href\n9506000134353,X1,https://shop.example/x\n");
    const refused = await qr(["gs1", "import", file, "--domain", host]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/check digit/);
  });

  it("logs in with a key from standard input, storing it readable by its owner only", async () => {
    const login = await qr(["login"], { QR_API_KEY: "" }, `${apiKey}\n`);
    expect(login.code, login.stderr).toBe(0);
    const file = join(home, "qrservice", "config.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8")).api_key).toBe(apiKey);
    // The stored key serves the next command.
    expect((await qr(["codes", "list"], { QR_API_KEY: "" })).code).toBe(0);
    const refused = await qr(["login", "--key", "qrk_notarealkey"], { QR_API_KEY: "" });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/api_key_invalid/);
    expect((await qr(["logout"])).code).toBe(0);
    expect((await qr(["codes", "list"], { QR_API_KEY: "" })).code).toBe(2);
  });

  it("takes an address as people type it, example.com/menu, as https://example.com/menu", async () => {
    const created = await json<Code>(["codes", "create", "example.com/typed", "--name", "Typed"]);
    expect(created.url).toBe("https://example.com/typed");
    const changed = await json<Code>(["codes", "update", created.id, "--url", "example.com/typed-again"]);
    expect(changed.url).toBe("https://example.com/typed-again");
  });

  it("runs as the README says, from the checkout with the system's Node (npm run qr)", async () => {
    // The system's Node first on PATH, as on a fresh machine: the root script brings the workspace's own.
    const systemPath = ["/usr/local/bin", "/usr/bin", "/bin", process.env.PATH ?? ""].join(":");
    const run = await new Promise<Run>((resolve) => {
      execFile(
        "npm",
        ["run", "--silent", "qr", "--", "--json", "codes", "list", "--limit", "1"],
        {
          cwd: REPO_ROOT,
          env: {
            PATH: systemPath,
            HOME: home,
            XDG_CONFIG_HOME: home,
            QR_BASE_URL: stack.apiUrl,
            QR_API_KEY: apiKey,
          },
        },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(run.code, run.stderr).toBe(0);
    expect(Array.isArray(JSON.parse(run.stdout))).toBe(true);
  });

  it("creates, lists, reads, changes, draws and deletes a code", async () => {
    const created = await json<Code>(["codes", "create", "https://example.com/menu", "--name", "Menu"]);
    expect(created.url).toBe("https://example.com/menu");
    const table = await qr(["codes", "list", "--search", "Menu"]);
    expect(table.stdout).toMatch(/^ID\s+SHORT URL\s+STATUS/m);
    expect(table.stdout).toContain(created.id);
    expect((await json<Code[]>(["codes", "list", "--search", "Menu"])).map((c) => c.id)).toEqual([
      created.id,
    ]);
    expect((await json<Code>(["codes", "get", created.id])).name).toBe("Menu");
    const changed = await json<Code>(["codes", "update", created.id, "--url", "https://example.com/dinner"]);
    expect(changed.url).toBe("https://example.com/dinner");
    const image = join(home, "menu.png");
    expect((await qr(["codes", "image", created.id, "--out", image, "--size", "256"])).code).toBe(0);
    expect(readFileSync(image).subarray(1, 4).toString()).toBe("PNG");

    await scan(stack, created.slug, { ip: "10.1.2.3" });
    const read = await eventually(async () => {
      const { analytics } = await json<{ analytics: { totalScans: number } }>(["analytics", created.id]);
      return analytics.totalScans >= 1 ? analytics : undefined;
    });
    expect(read.totalScans).toBe(1);
    expect((await qr(["analytics", created.id])).stdout).toMatch(/^scans:\s+1$/m);

    expect((await json<{ deleted: boolean }>(["codes", "delete", created.id])).deleted).toBe(true);
    const gone = await qr(["codes", "get", created.id]);
    expect(gone.code).toBe(4);
    expect(gone.stderr).toMatch(/qr_not_found/);
  });

  it("never passes a name's control characters on to the terminal: they print as escapes", async () => {
    // The API refuses control characters in names now, but a name stored before it did (or any value from a
    // service the terminal should not trust) must not recolour, retitle or write the clipboard of the terminal.
    const name = "Evil \u001b]52;c;ZXZpbA==\u0007\u001b[2J";
    const refused = await qr(["codes", "create", "https://example.com/evil", "--name", name]);
    expect(refused.code).toBe(5);
    const created = await json<Code>(["codes", "create", "https://example.com/evil", "--name", "Evil"]);
    await stack.sql.query("update qr_codes set name = $2 where id = $1", [created.id, name]);
    for (const args of [
      ["codes", "list", "--search", "Evil"],
      ["codes", "get", created.id],
    ]) {
      const run = await qr(args);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout.replaceAll("\n", "")).not.toMatch(/\p{Cc}/u);
      expect(run.stdout).toContain("Evil \\u001b]52;c;ZXZpbA==\\u0007\\u001b[2J");
    }
  });

  it("imports a CSV, saying how far it got, and exports the codes as a PDF", {
    timeout: 180_000,
  }, async () => {
    const csv = join(home, "tables.csv");
    writeFileSync(
      csv,
      [
        "url,name,tags",
        ...Array.from({ length: 1_005 }, (_, n) => `https://example.com/t/${n},Table ${n},`),
      ].join("\n"),
    );
    const run = await qr(["codes", "import", csv]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Created 1005 codes; 0 rows refused/);
    const pdf = join(home, "sheet.pdf");
    const ids = (await json<Code[]>(["codes", "list", "--search", "Table 1", "--limit", "3"])).map(
      (c) => c.id,
    );
    const exported = await qr(["export", "--format", "pdf", "--out", pdf, "--ids", ...ids]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("makes a tag, gives it to a code, lists codes by it, renames and deletes it", async () => {
    const tag = await json<{ id: string; name: string; color: string }>(["tags", "create", "menu"]);
    expect(tag.name).toBe("menu");
    expect(tag.color).toMatch(/^#[0-9a-f]{6}$/);
    const tagged = await json<Code & { tags: { name: string }[] }>([
      "codes",
      "create",
      "https://example.com/tagged",
      "--tag",
      "menu",
    ]);
    expect(tagged.tags.map((t) => t.name)).toEqual(["menu"]);
    expect((await json<Code[]>(["codes", "list", "--tag", "menu"])).map((c) => c.id)).toEqual([tagged.id]);
    expect((await qr(["tags", "list"])).stdout).toMatch(new RegExp(`^${tag.id}\\s+menu\\s+#`, "m"));
    const renamed = await json<{ name: string; color: string }>([
      "tags",
      "update",
      tag.id,
      "--name",
      "menus",
      "--color",
      "#112233",
    ]);
    expect(renamed).toMatchObject({ name: "menus", color: "#112233" });
    expect((await qr(["tags", "update", tag.id])).code).toBe(2);
    const duplicate = await qr(["tags", "create", "menus"]);
    expect(duplicate.code).toBe(5);
    expect((await qr(["tags", "delete", tag.id])).code).toBe(0);
    expect((await json<unknown[]>(["tags", "list"])).length).toBe(0);
    expect((await json<Code & { tags: unknown[] }>(["codes", "get", tagged.id])).tags).toEqual([]);
  });

  it("manages domains and webhooks", async () => {
    const domain = await json<{ id: string; status: string }>(["domains", "add", "go.cli-test.example"]);
    expect(domain.status).toBe("pending");
    expect((await json<{ id: string }[]>(["domains", "list"])).map((d) => d.id)).toContain(domain.id);
    const shown = (await qr(["domains", "get", domain.id])).stdout;
    expect(shown).toMatch(/hostname:\s+go\.cli-test\.example/);
    // The records to create, as rows a person copies from.
    expect(shown).toMatch(/^TXT\s+_qr-verify\.go\.cli-test\.example\s+qr-verify=\S+\s+unchecked$/m);
    expect(shown).toMatch(/^CNAME\s+go\.cli-test\.example\s+\S+\s+unchecked$/m);
    expect((await qr(["domains", "delete", domain.id])).code).toBe(0);

    const webhook = await json<{ id: string; secret: string }>([
      "webhooks",
      "create",
      stack.webhookInbox.url("cli"),
      "--event",
      "code.created",
    ]);
    expect(webhook.secret).toMatch(/^whsec_/);
    expect((await qr(["webhooks", "list"])).stdout).toContain(webhook.id);
    expect((await qr(["webhooks", "delete", webhook.id])).code).toBe(0);
  });

  it("fails with an exit code and a message that say what went wrong", async () => {
    const invalid = await qr(["codes", "create", "javascript:alert(1)"]);
    expect(invalid.code).toBe(5);
    expect(invalid.stderr).toMatch(/validation_failed/);
    expect(invalid.stderr).toMatch(/url:/);
    const unknown = await qr(["codes", "launch"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command/);
    const nothing = await qr(["codes", "update", "qr_x"]);
    expect(nothing.code).toBe(2);
    const down = await qr(["codes", "list"], { QR_BASE_URL: "http://127.0.0.1:9" });
    expect(down.code).toBe(7);
  });

  it("prints completion scripts naming the commands", async () => {
    for (const shell of ["bash", "zsh", "fish"]) {
      const script = await qr(["completion", shell]);
      expect(script.code).toBe(0);
      expect(script.stdout).toContain("codes");
      expect(script.stdout).toContain("webhooks");
    }
    expect((await qr(["completion", "tcsh"])).code).toBe(2);
  });
});
