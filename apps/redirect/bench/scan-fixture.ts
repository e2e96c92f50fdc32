// The scan both redirect benchmarks make: a code's redirect record, and a request as a phone's camera app sends it.
import { compileVariants } from "@qr/core/campaigns";
import type { DomainRecord, RedirectRecord } from "@qr/core/redirect-record";
import { compileRules, WEEKDAYS } from "@qr/core/routing-rules";

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

/** The same code split three ways (50/30/20): each scan computes its visitor hash to find its variant. */
export const SPLIT_SLUG = "bench-split";
export const SPLIT_RECORD: RedirectRecord = {
  ...BENCH_RECORD,
  qr_id: "qr_bench_split",
  variants: compileVariants([
    { url: "https://example.com/menu-a", weight: 50 },
    { url: "https://example.com/menu-b", weight: 30 },
    { url: "https://example.com/menu-c", weight: 20 },
  ]),
};

/** A branded domain a team verified, whose code BENCH_SLUG is the same as the scan host's. */
export const BRANDED_HOST = "go.brand.example";
export const BRANDED_DOMAIN: DomainRecord = {
  v: 1,
  domain_id: "dom_bench",
  team_id: "team_bench",
  status: "verified",
  root_url: null,
  not_found_url: null,
  version: 1,
};

/**
 * A code with ten routing rules of which only the last matches a scan with SCAN_HEADERS (an iPhone, English, no
 * country): every scan walks all ten. The failing ones stop at different conditions, as real rule sets do, and
 * two read the local time in a zone.
 */
export const RULES_SLUG = "bench-rules";
export const RULES_RECORD: RedirectRecord = {
  ...BENCH_RECORD,
  rules: compileRules([
    { id: "dach", url: "https://example.com/de", when: { countries: ["DE", "AT", "CH"] } },
    { id: "fr-phones", url: "https://example.com/fr", when: { countries: ["FR"], devices: ["mobile"] } },
    { id: "german", url: "https://example.com/de-lang", when: { languages: ["de"] } },
    { id: "romance", url: "https://example.com/romance", when: { languages: ["fr", "it", "es", "pt"] } },
    { id: "android", url: "https://example.com/android", when: { os: ["android"] } },
    { id: "tablets", url: "https://example.com/tablet", when: { devices: ["tablet"] } },
    { id: "windows", url: "https://example.com/win", when: { devices: ["desktop"], os: ["windows"] } },
    {
      id: "ny-lunch",
      url: "https://example.com/lunch",
      // Open on a weekday three days from today only: closed for the whole run, after reading the local time.
      when: {
        os: ["ios"],
        time: { time_zone: "America/New_York", from: "12:00", to: "14:00", days: [dayAfterNext()] },
      },
    },
    { id: "japanese-ios", url: "https://example.com/ja", when: { os: ["ios"], languages: ["ja"] } },
    {
      id: "ios-phones-en",
      url: "https://example.com/ios",
      when: { os: ["ios"], devices: ["mobile"], languages: ["en"], time: { time_zone: "Europe/Paris" } },
    },
  ]),
};

function dayAfterNext(): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[(new Date().getUTCDay() + 3) % 7] as (typeof WEEKDAYS)[number];
}

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

/** A code of each page type (and an app code, a redirect by OS), as the API writes their records. */
export const PAGE_CODES: { slug: string; label: string; status: number; record: RedirectRecord }[] = [
  {
    slug: "bench-vcard",
    label: "a business card page",
    status: 200,
    record: {
      ...BENCH_RECORD,
      url: "",
      page: {
        type: "vcard",
        content: {
          first_name: "Ada",
          last_name: "Lovelace",
          organization: "Analytical Engines",
          title: "Countess",
          phones: [{ kind: "mobile", number: "+44 20 7946 0958" }],
          emails: [{ kind: "work", address: "ada@example.com" }],
          website: "https://example.com/ada",
          address: { street: "12 St James's Square", city: "London", country: "United Kingdom" },
        },
      },
    },
  },
  {
    slug: "bench-links",
    label: "a page of 8 links",
    status: 200,
    record: {
      ...BENCH_RECORD,
      url: "",
      page: {
        type: "links",
        content: {
          title: "Café Luna",
          description: "Menus, bookings and more",
          links: Array.from({ length: 8 }, (_, i) => ({
            label: `Link ${i + 1}`,
            url: `https://example.com/${i}`,
          })),
        },
      },
    },
  },
  {
    slug: "bench-event",
    label: "an event page",
    status: 200,
    record: {
      ...BENCH_RECORD,
      url: "",
      page: {
        type: "event",
        content: {
          title: "Winter concert",
          starts_at: "2026-12-12T19:00:00+01:00",
          ends_at: "2026-12-12T21:30:00+01:00",
          time_zone: "Europe/Paris",
          location: "Salle Pleyel, Paris",
        },
      },
    },
  },
  {
    slug: "bench-sms",
    label: "a text message page",
    status: 200,
    record: {
      ...BENCH_RECORD,
      url: "",
      page: { type: "sms", content: { number: "+33 6 12 34 56 78", message: "Table 7" } },
    },
  },
  {
    slug: "bench-app",
    label: "an app code (iPhone to the App Store)",
    status: 302,
    record: {
      ...BENCH_RECORD,
      url: "https://example.com/app",
      rules: [
        { id: "app_store", url: "https://apps.apple.com/app/id1", when: { os: ["ios"] } },
        {
          id: "google_play",
          url: "https://play.google.com/store/apps/details?id=x",
          when: { os: ["android"] },
        },
      ],
    },
  },
];

/** A GS1 code for one lot on the branded domain: its scans are resolved as a GS1 resolver answers (src/gs1/). */
export const GS1_LOT_SLUG = "01/09506000134352/10/LOT42";
export const GS1_RECORD: RedirectRecord = {
  ...BENCH_RECORD,
  qr_id: "qr_bench_gs1",
  gs1: {
    description: "Olive oil 500 ml",
    links: [
      {
        type: "pip",
        href: "https://example.com/menu",
        title: "Product information",
        languages: ["en"],
        default: true,
      },
      { type: "pip", href: "https://example.com/fr/menu", title: "Informations", languages: ["fr"] },
      { type: "recipeInfo", href: "https://example.com/recipes", title: "Recipes" },
    ],
  },
};
