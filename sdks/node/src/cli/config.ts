// Where `qr login` keeps the key: the OS's config directory (XDG_CONFIG_HOME or ~/.config on Linux,
// ~/Library/Application Support on macOS, %APPDATA% on Windows), in qrservice/config.json, readable by its owner
// only (0600). QR_API_KEY and QR_BASE_URL, or --api-key and --base-url, win over it, so CI needs no file.
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";

export interface StoredConfig {
  api_key?: string;
  base_url?: string;
}

export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const base =
    env.XDG_CONFIG_HOME ||
    (process.platform === "darwin"
      ? join(homedir(), "Library", "Application Support")
      : process.platform === "win32"
        ? env.APPDATA || join(homedir(), "AppData", "Roaming")
        : join(homedir(), ".config"));
  return join(base, "qrservice", "config.json");
}

export function readConfig(path = configPath()): StoredConfig {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as StoredConfig;
  } catch {
    return {};
  }
}

export function writeConfig(config: StoredConfig, path = configPath()): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600); // an existing file keeps its mode otherwise
}

export function forgetConfig(path = configPath()): void {
  rmSync(path, { force: true });
}
