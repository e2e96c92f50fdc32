// People in tests, as a browser would be: a cookie jar, the service's own Origin on every request, and sign-up
// through the real flow (the verification link comes from the dev mailbox).
import { randomBytes } from "node:crypto";
import { clientAddress, type TestStack } from "@qr/local/test-harness";
import type { ApiResponse, RequestOptions } from "./api.ts";

export interface Browser {
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, body: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T = unknown>(path: string, body: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  cookies: Map<string, string>;
  /** Every Set-Cookie line received. */
  setCookies: string[];
}

/** Browsers made so far by this test file: each gets the next address, never one another browser had (random
 * addresses met now and then, and then two browsers shared the sign-in limit of one client). */
let browsersMade = 0;

/** A browser on the service's own pages: same-origin requests, cookies kept, its own address (as Cloudflare
 * reports it in CF-Connecting-IP; a test stack takes it from clientAddress), so the per-client limits of one test do not meet another's. */
export function browser(stack: TestStack): Browser {
  const cookies = new Map<string, string>();
  const setCookies: string[] = [];
  const origin = new URL(stack.apiBaseUrl).origin;
  const n = browsersMade++;
  const ip = `198.18.${(n >> 8) & 255}.${n & 255}`;
  const request = async <T = unknown>(method: string, path: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = {
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
      ...clientAddress(ip),
    };
    if (cookies.size > 0) headers.Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    let payload = options.raw;
    if (payload === undefined && options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers["Content-Type"] = "application/json";
    }
    const response = await fetch(new URL(path, stack.apiUrl), {
      method,
      headers: { ...headers, ...options.headers },
      body: payload,
      redirect: "manual",
    });
    for (const line of response.headers.getSetCookie()) {
      setCookies.push(line);
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/Max-Age=0/i.test(line) || value === "") cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await response.text();
    const type = response.headers.get("Content-Type") ?? "";
    const body = (type.includes("json") && text ? JSON.parse(text) : text) as T;
    return { status: response.status, headers: response.headers, body };
  };
  return {
    request,
    get: (path, options) => request("GET", path, options),
    post: (path, body, options) => request("POST", path, { ...options, body }),
    patch: (path, body, options) => request("PATCH", path, { ...options, body }),
    delete: (path, options) => request("DELETE", path, options),
    cookies,
    setCookies,
  };
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest message the dev mailbox holds for `to` whose subject matches, waiting for it to arrive. */
export async function mailFor(stack: TestStack, to: string, subject: RegExp): Promise<Mail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(new URL("/dev/mailbox.json", stack.apiUrl));
    const { data } = (await response.json()) as { data: Mail[] };
    const found = data.find((mail) => mail.to === to && subject.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${subject.source}" mail for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first link of a message. */
export function linkIn(mail: Mail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return link;
}

export interface Person {
  email: string;
  password: string;
  browser: Browser;
  setCookie: string[];
  /** The session cookie's value, for tests that try it where it must not work. */
  sessionToken: string;
}

/** A person who signed up, verified their address from the emailed link, and signed in. */
export async function signedUpPerson(
  stack: TestStack,
  options: { name?: string; email?: string } = {},
): Promise<Person> {
  const email = options.email ?? `person-${randomBytes(5).toString("hex")}@example.com`;
  const password = `a long passphrase ${randomBytes(4).toString("hex")}`;
  const person = browser(stack);
  const signUp = await person.post("/api/auth/sign-up/email", {
    email,
    password,
    name: options.name ?? "Test Person",
  });
  if (signUp.status !== 200)
    throw new Error(`sign-up answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
  const verify = await person.get(
    new URL(linkIn(await mailFor(stack, email, /verify/i))).pathname +
      new URL(linkIn(await mailFor(stack, email, /verify/i))).search,
  );
  if (verify.status >= 400) throw new Error(`verification answered ${verify.status}`);
  const signIn = await person.post("/api/auth/sign-in/email", { email, password });
  if (signIn.status !== 200)
    throw new Error(`sign-in answered ${signIn.status}: ${JSON.stringify(signIn.body)}`);
  return {
    email,
    password,
    browser: person,
    setCookie: person.setCookies,
    sessionToken: person.cookies.get("qr.session_token") ?? "",
  };
}
