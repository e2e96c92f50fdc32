// How the distance benchmark calls the api worker: as an integrator (an API key), as the web app (a session cookie
// from the service's own pages), or with no credential at all.
export type Credential = "key" | "session" | "none";

export interface Reply {
  status: number;
  body: unknown;
}

export interface CallOptions {
  body?: unknown;
  /** A body sent as is (a logo's bytes), with its type. */
  raw?: { bytes: Uint8Array; type: string };
}

/** API keys and session cookies of one person, taken in turn: each is rate limited as in production. */
export interface Credentials {
  keys: string[];
  cookies: string[];
  origin: string;
}

export class BenchClient {
  private readonly apiUrl: string;
  private readonly credentials: Credentials;
  private turn = 0;
  /** What the last answer said it waited on (its Server-Timing), e.g. "2 round trips". */
  lastWaitedOn = "";

  constructor(apiUrl: string, credentials: Credentials) {
    this.apiUrl = apiUrl;
    this.credentials = credentials;
  }

  async call(
    credential: Credential,
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = {};
    const { keys, cookies, origin } = this.credentials;
    const turn = this.turn++;
    if (credential === "key") headers.Authorization = `Bearer ${keys[turn % keys.length]}`;
    if (credential === "session") {
      headers.Cookie = cookies[turn % cookies.length] ?? "";
      headers.Origin = origin;
      headers["Sec-Fetch-Site"] = "same-origin";
    }
    let body: BodyInit | undefined;
    if (options.raw) {
      headers["Content-Type"] = options.raw.type;
      body = options.raw.bytes as Uint8Array<ArrayBuffer>;
    } else if (options.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${this.apiUrl}${path}`, { method, headers, body, redirect: "manual" });
    this.lastWaitedOn = /desc="([^"]*)"/.exec(response.headers.get("Server-Timing") ?? "")?.[1] ?? "";
    const text = await response.text();
    const type = response.headers.get("Content-Type") ?? "";
    return { status: response.status, body: type.includes("json") && text ? JSON.parse(text) : text };
  }

  /** The body of a call that must answer `status`; anything else stops the benchmark with the answer. */
  async expect<T>(
    status: number,
    credential: Credential,
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<T> {
    const reply = await this.call(credential, method, path, options);
    if (reply.status !== status) {
      throw new Error(
        `${method} ${path} (${credential}) answered ${reply.status}, not ${status}: ${JSON.stringify(reply.body).slice(0, 400)}`,
      );
    }
    return reply.body as T;
  }
}
