// What a protected code shows before it answers: a password form (with the code's notice, if any), or its notice
// with a Continue link. No script: the form posts to `/{slug}/unlock`.
import { html } from "../../html.ts";
import { type PageFrame, pageDocument } from "./page-shell.ts";

export function passwordPage(
  frame: PageFrame,
  { slug, notice, problem }: { slug: string; notice?: string | undefined; problem?: string | undefined },
): string {
  const s = frame.strings;
  return pageDocument(
    frame,
    s.protectedTitle,
    html`<h1>${s.protectedTitle}</h1>${notice && html`<p dir="auto">${notice}</p>`}<form method="post" action="/${slug}/unlock"><label>${s.password}<input type="password" name="password" required autocomplete="current-password" maxlength="128"${problem ? html` aria-invalid="true" aria-describedby="problem"` : ""}></label>${problem && html`<p id="problem" class="error" role="alert">${problem}</p>`}<button type="submit">${s.open}</button></form>`,
    undefined,
    "same-origin",
  );
}

export function noticePage(frame: PageFrame, { slug, notice }: { slug: string; notice: string }): string {
  const s = frame.strings;
  return pageDocument(
    frame,
    s.noticeTitle,
    html`<h1>${s.noticeTitle}</h1><p dir="auto">${notice}</p><ul><li><a class="button primary" href="/${slug}/continue">${s.continue}</a></li></ul>`,
  );
}
