// The scan both redirect benchmarks make: a code's redirect record, and a request as a phone's camera app sends it.
import type { RedirectRecord } from "@qr/core/redirect-record";

export const BENCH_SLUG = "bench-slug";

export const BENCH_RECORD: RedirectRecord = {
  v: 1,
  qr_id: "qr_bench",
  team_id: "team_bench",
  url: "https://example.com/menu",
  status: "active",
  forward_query: false,
  version: 1,
};

/** What answered a scan of BENCH_RECORD: its own url. */
export const BENCH_ANSWER = { answeredBy: "default", version: 1 };

// Every request is a scan as a phone's camera app opens it (iOS Safari), with the header Cloudflare adds: the
// redirect worker reads some of these, and every worker pays for receiving them.
export const SCAN_HEADERS = {
  "User-Agent":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Language": "en-GB,en;q=0.9",
  "Accept-Encoding": "gzip, deflate, br",
  "Sec-Fetch-Site": "none",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
  "Upgrade-Insecure-Requests": "1",
  Priority: "u=0, i",
  "CF-Connecting-IP": "203.0.113.7",
};
