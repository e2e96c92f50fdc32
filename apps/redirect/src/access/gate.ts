// A protected code's gate at the edge. With a password: a form, then a cookie signed for this code and password
// (a day) lets the scanner through; five wrong passwords from one address in ten minutes answer 429. Only a real
// try counts: a form posted from another site is refused (403) and one without a password asks for it (400),
// neither counted, so nobody can lock a code's scanners out from elsewhere. With a notice only: the notice, then
// `/{slug}/continue` answers. Only a scan that passes is counted; the password never leaves the request (the
// record holds its hash, the scan event knows nothing of it).
import {
  type AccessRecord,
  accessCookieName,
  accessCookieValid,
  accessCookieValue,
} from "@qr/core/content/access";
import { noticePage, passwordPage } from "@qr/core/content/pages/access-pages";
import { PAGE_CSP } from "@qr/core/content/pages/page-shell";
import { type PageStrings, pageLanguage, stringsFor } from "@qr/core/content/pages/strings";
import { verifyPassword } from "@qr/core/password-hash";
import { SECURITY_HEADERS } from "../responses.ts";
import { failedTries, recordFailedTry } from "./tries.ts";

export type AccessStep = "continue" | "unlock";

/** What the gate needs of a scan. */
export interface Gate {
  request: Request;
  slug: string;
  qrId: string;
  step: AccessStep | undefined;
  /** A file of the code's page is asked for (behind a notice, the page already is: it is given). */
  file: boolean;
  now: number;
  /** The redirect worker's own secret, which signs the cookie. */
  secret: string;
  reportUrl: string;
  notFound: () => Response;
}

/** The longest password form a scanner may send. */
const MAX_FORM_BYTES = 1024;

export async function protectedAnswer(
  gate: Gate,
  access: AccessRecord,
  answer: () => Response | Promise<Response>,
): Promise<Response> {
  if (!access.password) {
    if (gate.step === "unlock") return gate.notFound();
    if (gate.step === "continue" || gate.file) return answer();
    return page(gate, 200, (frame) => noticePage(frame, noticeOf(gate, access)));
  }
  if (gate.step === "unlock") return unlock(gate, access.password, access.notice);
  const cookie = cookieOf(gate.request, accessCookieName(gate.qrId));
  if (await accessCookieValid(gate.secret, gate.qrId, access.password, cookie, gate.now)) return answer();
  return page(gate, 200, (frame) => passwordPage(frame, { slug: gate.slug, notice: access.notice }));
}

async function unlock(gate: Gate, hash: string, notice: string | undefined): Promise<Response> {
  const asked = (status: number, problem: (strings: PageStrings) => string) =>
    page(gate, status, (frame) =>
      passwordPage(frame, { slug: gate.slug, notice, problem: problem(frame.strings) }),
    );
  if (!sentFromHere(gate.request)) return asked(403, (strings) => strings.notFromHere);
  const password = await passwordSent(gate.request);
  if (!password) return asked(400, (strings) => strings.enterPassword);
  const visitor = `${gate.qrId} ${gate.request.headers.get("CF-Connecting-IP") ?? ""}`;
  const tooMany = failedTries(visitor, gate.now);
  if (tooMany.blocked) {
    const response = page(gate, 429, (frame) =>
      passwordPage(frame, { slug: gate.slug, notice, problem: frame.strings.tooManyTries }),
    );
    response.headers.set("Retry-After", String(tooMany.retryAfterSeconds));
    return response;
  }
  if (await verifyPassword({ hash, password })) {
    const secure = gate.request.url.startsWith("https:") ? "; Secure" : "";
    const value = await accessCookieValue(gate.secret, gate.qrId, hash, gate.now);
    return new Response(null, {
      status: 303,
      headers: {
        ...SECURITY_HEADERS,
        Location: `/${gate.slug}`,
        "Set-Cookie": `${accessCookieName(gate.qrId)}=${value}; Path=/${gate.slug}; Max-Age=86400; HttpOnly; SameSite=Lax${secure}`,
      },
    });
  }
  recordFailedTry(visitor, gate.now);
  return page(gate, 401, (frame) =>
    passwordPage(frame, { slug: gate.slug, notice, problem: frame.strings.wrongPassword }),
  );
}

/**
 * Whether the form was posted by a page of this host (its password form): a browser says where a post comes from
 * (Sec-Fetch-Site; Origin, "null" from a sandboxed page: the form's own page sends its origin, page() sees to it).
 * A client that says neither is no browser another site could drive.
 */
function sentFromHere(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null && site !== "same-origin") return false;
  const origin = request.headers.get("Origin");
  return origin === null || origin === new URL(request.url).origin;
}

/** The password of a form post, or null for anything else (too long, not a form). */
async function passwordSent(request: Request): Promise<string | null> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return null;
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!(declared <= MAX_FORM_BYTES)) return null;
  const body = await request.text();
  if (body.length > MAX_FORM_BYTES) return null;
  return new URLSearchParams(body).get("password");
}

function cookieOf(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  for (const part of header.split(";", 50)) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

const noticeOf = (gate: Gate, access: AccessRecord) => ({ slug: gate.slug, notice: access.notice ?? "" });

function page(gate: Gate, status: number, render: (frame: Parameters<typeof passwordPage>[0]) => string) {
  const language = pageLanguage(gate.request.headers.get("Accept-Language"));
  const frame = { language, strings: stringsFor(language), reportUrl: gate.reportUrl, qrId: gate.qrId };
  return new Response(gate.request.method === "HEAD" ? null : render(frame), {
    status,
    headers: {
      ...SECURITY_HEADERS,
      "Content-Type": "text/html; charset=utf-8",
      // The password form posts to this host: the one thing these pages may do beyond a page's.
      "Content-Security-Policy": PAGE_CSP.replace("form-action 'none'", "form-action 'self'"),
      // So that the browser names this host as the post's Origin (under no-referrer it sends "null", which a
      // sandboxed page of another site sends too); nothing leaves for another origin either way. The page's own
      // meta says the same (access-pages.ts).
      "Referrer-Policy": "same-origin",
      "Content-Language": language,
    },
  });
}
