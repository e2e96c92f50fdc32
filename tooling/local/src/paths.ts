// Where things are in the repository.
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const REDIRECT_CONFIG = `${REPO_ROOT}wrangler.toml`;
export const API_CONFIG = `${REPO_ROOT}apps/api/wrangler.toml`;
/** The api worker's entry on local stacks: the deployed app and its development routes. */
export const API_LOCAL_ENTRY = `${REPO_ROOT}apps/api/src/local-index.ts`;
export const RENDER_CONFIG = `${REPO_ROOT}apps/render/wrangler.toml`;
export const WRANGLER_BIN = `${REPO_ROOT}node_modules/.bin/wrangler`;
export const WEB_DIR = `${REPO_ROOT}apps/web`;
export const VITE_BIN = `${REPO_ROOT}apps/web/node_modules/.bin/vite`;
