// Every change a page makes can fail, and a person must see why: each `useMutation` of the app has its error shown
// in its own file, or is handed out (a hook returning it) to a page that shows it. A failure nobody renders is a
// button that silently does nothing (GA4's "Disconnect" was one; two refusals sat inside a dialog that had closed).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const SOURCE = new URL("../src/", import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

it("shows the error of every change the app makes", () => {
  const unshown: string[] = [];
  const files = sourceFiles(SOURCE);
  const everything = files.map((file) => readFileSync(file, "utf8")).join("\n");
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const [, name] of text.matchAll(/const (\w+) = useMutation\(/g)) {
      const shownHere = new RegExp(`\\b${name}\\.error\\b`).test(text);
      // A hook that returns the mutation: some page reads `<hook result>.<name>.error` or `{ name }` and its error.
      const handedOut = new RegExp(`return \\{[^}]*\\b${name}\\b`).test(text);
      const shownByCaller = handedOut && new RegExp(`\\b${name}\\.error\\b`).test(everything);
      if (!shownHere && !shownByCaller) unshown.push(`${file.replace(SOURCE, "")}: ${name}`);
    }
  }
  expect(unshown).toEqual([]);
});

it("shows a confirmed action's refusal on the page, never inside the dialog, which has closed by then", () => {
  const inside = sourceFiles(SOURCE).filter((file) =>
    [...readFileSync(file, "utf8").matchAll(/<ConfirmDialog[\s\S]*?<\/ConfirmDialog>/g)].some(([dialog]) =>
      dialog.includes("<Problem"),
    ),
  );
  expect(inside.map((file) => file.replace(SOURCE, ""))).toEqual([]);
});
