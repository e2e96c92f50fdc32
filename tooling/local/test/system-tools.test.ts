import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureSystemTools } from "../src/system-tools.mjs";

const MODULE = new URL("../src/system-tools.mjs", import.meta.url).href;
// A PATH with a shell and nothing else: no apt-get to install with.
const bare = mkdtempSync(join(tmpdir(), "system-tools-"));
symlinkSync(execFileSync("sh", ["-c", "command -v sh"], { encoding: "utf8" }).trim(), join(bare, "sh"));
afterAll(() => rmSync(bare, { recursive: true, force: true }));

describe("ensureSystemTools", () => {
  it("returns at once when the tools are on PATH", () => {
    expect(() => ensureSystemTools([{ command: "sh", apt: "dash", what: "a shell" }])).not.toThrow();
  });

  it("names what to install when a tool is missing and apt cannot install it", () => {
    const script = `import(${JSON.stringify(MODULE)}).then((m) => m.ensureSystemTools([{ command: "qr-no-such-tool", apt: "qr-no-such-package", what: "a tool" }]))`;
    const run = () =>
      execFileSync(process.execPath, ["-e", script], {
        env: { PATH: bare },
        encoding: "utf8",
        stdio: "pipe",
      });
    expect(run).toThrow(/Needs a tool \(Debian: qr-no-such-package\)/);
  });
});
