// Runs the Python library's unittest suite (tests/) against the real local stack this file starts, and reports each
// Python test as one of this suite's (the whole suite's totals include them); then the documented Python quickstart,
// `mypy --strict` and a wheel build, whose tools pip installs (from an index or a local mirror). Where it cannot,
// those two are skipped, saying so; in CI they fail instead, so a run that checked less never passes silently.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { bootstrapTeamKey } from "@qr/local/dev-team";
import { quickstart } from "@qr/local/quickstarts";
import { ensureSystemTools, PYTHON } from "@qr/local/system-tools";
import { startTestStack } from "@qr/local/test-harness";
import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const LIBRARY = fileURLToPath(new URL("..", import.meta.url));
const TOOLS = fileURLToPath(new URL("../../../node_modules/.cache/python-tools", import.meta.url));
const TOOLS_REQUIRED = process.env.CI === "true";

ensureSystemTools([PYTHON]);
const stack = await startTestStack();
afterAll(() => stack.stop());
const [main, spend] = [
  await bootstrapTeamKey(stack.databaseUrl, "Python library"),
  await bootstrapTeamKey(stack.databaseUrl, "Python rate limit"),
];
const reference = referenceSigned();
const env = {
  PATH: process.env.PATH ?? "",
  PYTHONPATH: LIBRARY,
  PYTHONDONTWRITEBYTECODE: "1",
  QR_BASE_URL: stack.apiUrl,
  QR_REDIRECT_URL: stack.redirectUrl,
  QR_API_KEY: main.apiKey,
  QR_SPEND_API_KEY: spend.apiKey,
  QR_WEBHOOK_INBOX: stack.webhookInbox.origin,
  QR_REFERENCE_SIGNED: JSON.stringify(reference),
};

/** A request the Standard Webhooks reference library (npm `standardwebhooks`) signed: verify_webhook must accept it. */
function referenceSigned() {
  const secret = `whsec_${Buffer.from(randomBytes(24)).toString("base64")}`;
  const at = new Date();
  const body = JSON.stringify({ id: "evt_1", type: "code.created", data: { id: "qr_1" } });
  return {
    secret,
    body,
    now: Math.floor(at.getTime() / 1000),
    headers: {
      "webhook-id": "msg_1",
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(secret).sign("msg_1", at, body),
    },
  };
}

// Not execFileSync: this process serves the stack's database connections while Python runs.
const report = await run("python3", ["tests/report.py"], { cwd: LIBRARY, env, maxBuffer: 16 << 20 });
const outcomes = JSON.parse(report.stdout.trim().split("\n").at(-1) ?? "[]") as {
  name: string;
  outcome: "passed" | "failed";
  message: string;
}[];

describe("python3 -m unittest (sdks/python/tests)", () => {
  it("ran the suite", () => {
    expect(outcomes.length, report.stderr).toBeGreaterThanOrEqual(9);
  });
  for (const { name, outcome, message } of outcomes) {
    it(name, () => {
      if (outcome === "failed") throw new Error(message);
    });
  }
});

const tools = await pythonTools();

describe("the Python library", () => {
  it("runs the documented Python quickstart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "quickstart-py-"));
    try {
      writeFileSync(join(dir, "quickstart.py"), quickstart("python"));
      const { stdout } = await run("python3", ["quickstart.py"], { cwd: dir, env });
      expect(stdout).toMatch(/^created http/m);
      expect(stdout).toMatch(/^listed \S+ https:\/\/example\.com\/dinner$/m);
      expect(stdout).toMatch(/^refused 422 \S/m);
      expect(stdout).toMatch(/^exported \d+ bytes$/m);
      expect(existsSync(join(dir, "menu.png")) && existsSync(join(dir, "codes.pdf"))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it.skipIf(!tools.mypy && !TOOLS_REQUIRED)(
    `passes mypy --strict, and so does code that uses it${tools.mypy ? "" : " (skipped: mypy cannot be installed here)"}`,
    async () => {
      if (!tools.mypy) throw new Error(`mypy could not be installed, and CI requires it: ${tools.failure}`);
      const mypy = (...files: string[]) =>
        run("python3", ["-m", "mypy", "--strict", ...files], {
          cwd: LIBRARY,
          env: { ...env, PYTHONPATH: TOOLS },
        });
      expect((await mypy("qrservice", "tests/typing_usage.py")).stdout).toContain("Success");
      // The types reach an integrator's code: a field of the wrong type is caught.
      const dir = mkdtempSync(join(tmpdir(), "typing-"));
      try {
        writeFileSync(
          join(dir, "wrong.py"),
          'from qrservice import QrService\nQrService("k").codes.create({"url": 42})\n',
        );
        const refused = await mypy(join(dir, "wrong.py")).catch((error: { stdout: string }) => error.stdout);
        expect(refused).toMatch(/TypedDict item "url" has type "str"/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    300_000,
  );

  it.skipIf(!tools.wheel && !TOOLS_REQUIRED)(
    `builds a wheel with setuptools${tools.wheel ? "" : " (skipped: wheel cannot be installed here)"}`,
    async () => {
      if (!tools.wheel) throw new Error(`wheel could not be installed, and CI requires it: ${tools.failure}`);
      const out = mkdtempSync(join(tmpdir(), "wheel-"));
      try {
        await run(
          "python3",
          ["-c", `from setuptools import build_meta; build_meta.build_wheel(${JSON.stringify(out)})`],
          { cwd: LIBRARY, env: { ...env, PYTHONPATH: TOOLS } },
        );
        const wheel = readdirSync(out).find((name) => name.endsWith(".whl"));
        expect(wheel).toMatch(/^qrservice-1\.0\.0-py3-none-any\.whl$/);
        const { stdout } = await run("python3", ["-m", "zipfile", "-l", join(out, wheel as string)], { env });
        expect(stdout).toContain("qrservice/_resources.py");
        expect(stdout).toContain("qrservice/py.typed");
      } finally {
        rmSync(out, { recursive: true, force: true });
        rmSync(join(LIBRARY, "build"), { recursive: true, force: true });
        rmSync(join(LIBRARY, "qrservice.egg-info"), { recursive: true, force: true });
      }
    },
    120_000,
  );
});

/** mypy and wheel, from pip's index (or the machine's mirror) into node_modules/.cache: whether each is there. */
async function pythonTools(): Promise<{ mypy: boolean; wheel: boolean; failure: string }> {
  const has = async (module: string) =>
    run("python3", ["-c", `import ${module}`], { env: { ...env, PYTHONPATH: TOOLS } }).then(
      () => true,
      () => false,
    );
  let failure = "";
  if (!(await has("mypy")) || !(await has("wheel"))) {
    await run(
      "python3",
      ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--target", TOOLS, "mypy", "wheel"],
      { env: { ...env, PIP_DEFAULT_TIMEOUT: "20" }, timeout: 240_000 },
    ).catch((error: Error) => {
      failure = `pip could not install mypy and wheel: ${error.message.split("\n")[0]}`;
      console.log(failure);
    });
  }
  return { mypy: await has("mypy"), wheel: await has("wheel"), failure };
}
