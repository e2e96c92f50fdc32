// The quickstarts of docs/sdks.md, as the tests run them: each fenced block whose info string is
// "<language> quickstart", so that the documented code is the tested code.
import { readFileSync } from "node:fs";
import { REPO_ROOT } from "./paths.ts";

export function quickstart(language: "js" | "python"): string {
  const doc = readFileSync(`${REPO_ROOT}docs/sdks.md`, "utf8");
  const block = new RegExp("```" + language + " quickstart\\n([\\s\\S]*?)```").exec(doc)?.[1];
  if (!block) throw new Error(`docs/sdks.md has no \`${language} quickstart\` block`);
  return block;
}
