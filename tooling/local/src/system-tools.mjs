// The system programs the tests and benchmarks run, and the one rule for getting them: whatever needs one calls
// ensureSystemTools first, which installs what is missing with apt on a Debian-like machine where we are root,
// and otherwise stops with what to install. Plain JavaScript, so the bootstrap (Node 20, before the workspace is
// installed) and the TypeScript helpers share it.
import { spawnSync } from "node:child_process";

export const ZBAR = { command: "zbarimg", apt: "zbar-tools", what: "ZBar's zbarimg (decodes QR images)" };
export const RSVG = {
  command: "rsvg-convert",
  apt: "librsvg2-bin",
  what: "librsvg's rsvg-convert (draws SVGs)",
};
export const POPPLER = { command: "pdftoppm", apt: "poppler-utils", what: "Poppler's pdftoppm (draws PDFs)" };
export const GHOSTSCRIPT = {
  command: "gs",
  apt: "ghostscript",
  what: "Ghostscript (draws PostScript and EPS)",
};
export const IMAGEMAGICK = {
  command: "convert-im6.q16",
  apt: "imagemagick",
  what: "ImageMagick (makes photo-like test images)",
};
export const PYTHON = { command: "python3", apt: "python3", what: "Python 3 (the Python library's tests)" };
export const WRK = { command: "wrk", apt: "wrk", what: "the wrk load generator" };
export const CHROMIUM = { command: "chromium", apt: "chromium", what: "Chromium (the web app's browser)" };

const present = new Set();

/** Installs the tools missing from PATH (apt, as root), or throws naming them. Each is checked once a process. */
export function ensureSystemTools(tools) {
  const missing = tools.filter((tool) => !present.has(tool.command) && !onPath(tool.command));
  for (const tool of tools) if (!missing.includes(tool)) present.add(tool.command);
  if (missing.length === 0) return;
  if (process.getuid?.() === 0 && onPath("apt-get")) {
    const packages = missing.map((tool) => tool.apt);
    console.log(
      `Installing ${missing.map((tool) => tool.what).join("; ")}: apt-get install ${packages.join(" ")}…`,
    );
    // Test files in parallel may get here together: apt waits for the other's lock instead of failing.
    const apt = ["-o", "DPkg::Lock::Timeout=600"];
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const quiet = { env, stdio: ["ignore", "ignore", "inherit"] };
    spawnSync("apt-get", [...apt, "update", "-qq"], quiet);
    spawnSync("apt-get", [...apt, "install", "-y", "-qq", ...packages], quiet);
  }
  const still = missing.filter((tool) => !onPath(tool.command));
  for (const tool of missing) if (!still.includes(tool)) present.add(tool.command);
  if (still.length > 0) {
    throw new Error(`Needs ${still.map((tool) => `${tool.what} (Debian: ${tool.apt})`).join("; ")}.`);
  }
}

function onPath(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}
