// Codes beyond a URL, end to end on the real stack: each type made through the API, scanned on workerd (its page,
// its files, its store redirect), changed after "printing", and refused with a 422 naming the field for every
// content that does not fit its type. A Wi-Fi code's image is read back by an independent decoder.
import { decodeSvg } from "@qr/local/decode-qr";
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsBody,
  type ApiClient,
  apiClient,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
} from "./support/api.ts";

let stack: TestStack;
let api: ApiClient;

beforeAll(async () => {
  stack = await startTestStack();
  const team = await seedTeam(stack, "Content");
  api = apiClient(stack, team.adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

const ANDROID_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const DESKTOP_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const create = (body: Record<string, unknown>) => api.post<QrCodeBody | ProblemBody>("/api/v1/qr", body);
const change = (id: string, body: Record<string, unknown>) =>
  api.patch<QrCodeBody | ProblemBody>(`/api/v1/qr/${id}`, body);
const made = async (body: Record<string, unknown>) => {
  const answer = await create(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as QrCodeBody;
};
const problem = (answer: { body: QrCodeBody | ProblemBody }) => answer.body as ProblemBody;
const page = async (slug: string, headers: Record<string, string> = {}) => {
  const response = await scan(stack, slug, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
};
const fieldsOf = (problem: ProblemBody) => (problem.errors ?? []).map((error) => error.path);

describe("a business card", () => {
  const card = {
    first_name: "Ada",
    last_name: "Lovelace; Byron",
    organization: "Analytical, Engines",
    title: "Countess",
    phones: [{ kind: "mobile", number: "+44 20 7946 0958" }],
    emails: [{ kind: "work", address: "ada@example.com" }],
    website: "https://example.com/ada",
    address: { street: "12 St James's Square", city: "London", country: "United Kingdom" },
    note: "First line\nsecond line",
  };

  it("answers its scan with a page of the card, and its contacts file in vCard 3.0 and 4.0", async () => {
    const code = await made({ type: "vcard", content: card });
    expect(code).toMatchObject({ type: "vcard", url: code.short_url, qr_content: code.short_url });
    expect(code.content).toMatchObject({ first_name: "Ada", phones: [{ kind: "mobile" }] });

    const shown = await page(code.slug);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(shown.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(shown.text).toContain("Ada Lovelace; Byron");
    expect(shown.text).toContain(`href="/${code.slug}/contact.vcf"`);
    expect(shown.text).toContain('href="tel:+442079460958"');
    expect(shown.text).toContain("Add to contacts");
    expect(new TextEncoder().encode(shown.text).byteLength).toBeLessThan(14 * 1024);

    const v3 = await scan(stack, `${code.slug}/contact.vcf`);
    expect(v3.status).toBe(200);
    expect(v3.headers.get("Content-Type")).toBe("text/vcard; charset=utf-8");
    expect(v3.headers.get("Content-Disposition")).toContain("attachment;");
    const v3Text = await v3.text();
    expect(v3Text).toContain("VERSION:3.0\r\n");
    expect(v3Text).toContain("N:Lovelace\\; Byron;Ada;;;\r\n");
    expect(v3Text).toContain("ORG:Analytical\\, Engines\r\n");
    expect(v3Text).toContain("NOTE:First line\\nsecond line\r\n");
    expect(v3Text).toContain("TEL;TYPE=CELL:+44 20 7946 0958\r\n");

    const v4 = await (await scan(stack, `${code.slug}/contact.vcf`, { query: "?version=4.0" })).text();
    expect(v4).toContain("VERSION:4.0\r\n");
    expect(v4).toContain('TEL;VALUE=uri;TYPE="cell":tel:+442079460958\r\n');
  });

  it("changes after printing: the same printed code shows the new card, and the history keeps the old", async () => {
    const code = await made({ type: "vcard", content: card });
    expect((await page(code.slug)).text).toContain("Countess");
    const changed = await change(code.id, { content: { ...card, title: "Mathematician" } });
    expect(changed.status).toBe(200);
    expect((changed.body as QrCodeBody).version).toBe(2);
    await eventually(async () => ((await page(code.slug)).text.includes("Mathematician") ? true : undefined));
    const versions = await api.get<{ data: { version: number; content: { title?: string } | null }[] }>(
      `/api/v1/qr/${code.id}/versions`,
    );
    expect(versions.body.data.map((version) => version.content?.title)).toEqual([
      "Mathematician",
      "Countess",
    ]);
  });

  it("takes a change of content as a JSON Merge Patch: what is left out stays, null removes, lists are replaced", async () => {
    const code = await made({ type: "vcard", content: card });
    const retitled = await change(code.id, { content: { first_name: "Augusta", title: "Mathematician" } });
    expect(retitled.status, JSON.stringify(retitled.body)).toBe(200);
    expect((retitled.body as QrCodeBody).content).toEqual({
      ...card,
      first_name: "Augusta",
      title: "Mathematician",
    });
    const patched = await change(code.id, {
      content: {
        note: null,
        address: { city: "Marylebone" },
        phones: [{ kind: "work", number: "+44 20 7946 0000" }],
      },
    });
    const { note: _, ...withoutNote } = card;
    expect((patched.body as QrCodeBody).content).toEqual({
      ...withoutNote,
      first_name: "Augusta",
      title: "Mathematician",
      address: { ...card.address, city: "Marylebone" },
      phones: [{ kind: "work", number: "+44 20 7946 0000" }],
    });
    // What the patch makes is checked as a new card is: a card keeps a name.
    const nameless = await change(code.id, {
      content: { first_name: null, last_name: null, organization: null },
    });
    expect(nameless.status).toBe(422);
    expect(fieldsOf(problem(nameless)).length).toBeGreaterThan(0);
    // A restore replaces the content with the version's, whatever the versions between added.
    const restored = await api.post<QrCodeBody>(`/api/v1/qr/${code.id}/versions/1/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body.content).toEqual(card);
  });

  it("escapes every text: markup, right-to-left overrides and quotes never become markup", async () => {
    const hostile = '<script>alert(1)</script>\u202egnp.exe" onload="x';
    const code = await made({ type: "vcard", content: { first_name: hostile, note: "<b>bold</b>" } });
    const shown = (await page(code.slug)).text;
    expect(shown).not.toContain("<script>");
    expect(shown).not.toContain("<b>");
    expect(shown).toContain("&#60;script&#62;");
    expect(shown).toContain(
      "<bdi>&#60;script&#62;alert(1)&#60;/script&#62;\u202egnp.exe&#34; onload=&#34;x</bdi>",
    );
  });

  it("counts a page view as a scan, and a contacts download as none", async () => {
    const code = await made({ type: "vcard", content: card });
    await page(code.slug);
    await scan(stack, `${code.slug}/contact.vcf`);
    const total = await eventually(async () => {
      const answer = await api.get<AnalyticsBody>(`/api/v1/qr/${code.id}/analytics`);
      return answer.body.analytics.totalScans > 0 ? answer.body.analytics.totalScans : undefined;
    });
    expect(total).toBe(1);
  });
});

describe("a page of links, an event, and the phone's apps", () => {
  it("lists the links, each through the code (its click counted) to its own URL", async () => {
    const code = await made({
      type: "links",
      content: {
        title: "Café Luna",
        description: "Menus and bookings",
        links: [
          { label: "Menu", url: "https://example.com/menu" },
          { label: "Book a table", url: "https://example.com/book?a=1&b=2" },
        ],
      },
    });
    const shown = (await page(code.slug)).text;
    expect(shown).toContain("<h1><bdi>Café Luna</bdi></h1>");
    expect(shown).toContain(`href="/${code.slug}/link/2"`);
    const followed = await scan(stack, `${code.slug}/link/2`);
    expect(followed.status).toBe(302);
    expect(followed.headers.get("Location")).toBe("https://example.com/book?a=1&b=2");
  });

  it("draws the page's buttons in the brand's colour, and refuses anything but #rrggbb", async () => {
    const code = await made({
      type: "links",
      content: {
        title: "Brand",
        accent_color: "#FFD400",
        links: [{ label: "Shop", url: "https://example.com" }],
      },
    });
    expect(code.content).toMatchObject({ accent_color: "#FFD400" });
    // Yellow takes dark text: the one that reads on it.
    expect((await page(code.slug)).text).toContain('style="--accent:#ffd400;--on-accent:#111111"');
    for (const hostile of ["red", "#ffd400;}body{display:none", '#ffd400"><script>', "#fff"]) {
      const refused = await create({
        type: "links",
        content: {
          title: "Brand",
          accent_color: hostile,
          links: [{ label: "Shop", url: "https://example.com" }],
        },
      });
      expect(refused.status, hostile).toBe(422);
      expect(fieldsOf(problem(refused))).toEqual(["content.accent_color"]);
    }
  });

  it("shows an event in its zone and the scanner's language, with its calendar file in UTC", async () => {
    const code = await made({
      type: "event",
      content: {
        title: "Winter concert",
        starts_at: "2026-12-12T19:00:00+01:00",
        ends_at: "2026-12-12T21:30:00+01:00",
        time_zone: "Europe/Paris",
        location: "Salle Pleyel, Paris",
      },
    });
    const french = await page(code.slug, { "Accept-Language": "de;q=0.5, fr-CH, en;q=0.8" });
    expect(french.headers.get("Content-Language")).toBe("fr");
    expect(french.text).toContain("Ajouter au calendrier");
    expect(french.text).toContain("19:00");
    const ics = await (await scan(stack, `${code.slug}/event.ics`)).text();
    expect(ics).toContain("DTSTART:20261212T180000Z\r\n");
    expect(ics).toContain("DTEND:20261212T203000Z\r\n");
    expect(ics).toContain("LOCATION:Salle Pleyel\\, Paris\r\n");
    expect(ics).toContain(`UID:${code.id}\r\n`);
  });

  it("opens messages, mail and the dialler from one button each", async () => {
    const sms = await made({ type: "sms", content: { number: "+33 6 12 34 56 78", message: "Table 7 & 8" } });
    expect((await page(sms.slug)).text).toContain('href="sms:+33612345678?&#38;body=Table%207%20%26%208"');
    const email = await made({ type: "email", content: { address: "hi@example.com", subject: "Hello?" } });
    expect((await page(email.slug)).text).toContain('href="mailto:hi@example.com?subject=Hello%3F"');
    const phone = await made({ type: "phone", content: { number: "+1 (555) 010-9999" } });
    expect((await page(phone.slug)).text).toContain('href="tel:+15550109999"');
  });

  it("sends iPhones to the App Store, Android to Google Play and the rest to the fallback", async () => {
    const code = await made({
      type: "app",
      content: {
        app_store_url: "https://apps.apple.com/app/id123456789",
        google_play_url: "https://play.google.com/store/apps/details?id=com.example",
        fallback_url: "https://example.com/app",
      },
    });
    expect(code.url).toBe("https://example.com/app");
    const where = async (ua: string) => (await scan(stack, code.slug, { ua })).headers.get("Location");
    expect(await where("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148")).toBe(
      "https://apps.apple.com/app/id123456789",
    );
    expect(await where(ANDROID_UA)).toBe("https://play.google.com/store/apps/details?id=com.example");
    expect(await where(DESKTOP_UA)).toBe("https://example.com/app");
    // A merge patch: Google Play is removed by naming it null; the App Store URL and the fallback change.
    const moved = await change(code.id, {
      content: {
        app_store_url: "https://apps.apple.com/app/id1",
        google_play_url: null,
        fallback_url: "https://example.com/new",
      },
    });
    expect((moved.body as QrCodeBody).url).toBe("https://example.com/new");
    await eventually(async () =>
      (await where(ANDROID_UA)) === "https://example.com/new" ? true : undefined,
    );
  });
});

describe("a Wi-Fi code", () => {
  it("holds the network in the printed QR, escaped as the WIFI: format says, and never shows the password", async () => {
    const code = await made({
      type: "wifi",
      content: { ssid: 'Café;"Guest"', security: "WPA", password: "p@ss:w;rd\\1" },
    });
    expect(code.qr_content).toBe('WIFI:T:WPA;S:Café\\;\\"Guest\\";P:p@ss\\:w\\;rd\\\\1;;');
    const svg = await api.get<string>(`/api/v1/qr/${code.id}/image?format=svg`);
    expect(await decodeSvg(svg.body)).toBe(code.qr_content);
    const shown = (await page(code.slug)).text;
    expect(shown).toContain("Wi-Fi");
    expect(shown).not.toContain("p@ss");
  });

  it("cannot change after printing, nor take what shapes scans", async () => {
    const code = await made({ type: "wifi", content: { ssid: "Open", security: "none" } });
    const changed = await change(code.id, { content: { ssid: "Other", security: "none" } });
    expect(changed.status).toBe(422);
    expect(fieldsOf(problem(changed))).toEqual(["content"]);
    const ruled = await create({ type: "wifi", content: { ssid: "x", security: "none" }, max_scans: 5 });
    expect(ruled.status).toBe(422);
    expect(fieldsOf(problem(ruled))).toEqual(["max_scans"]);
  });
});

describe("content that does not fit its type", () => {
  const refused = async (body: Record<string, unknown>, fields: string[]) => {
    const answer = await create(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(problem(answer).code).toBe("validation_failed");
    expect(fieldsOf(problem(answer))).toEqual(fields);
  };

  it("is a 422 naming the field, and nothing is stored", async () => {
    const ours = await made({ url: "https://example.com/ours" });
    const before = await api.get<{ data: unknown[] }>("/api/v1/qr?limit=100");
    await refused({ type: "vcard" }, ["content"]);
    await refused({ type: "vcard", content: { note: "no name" } }, ["content.first_name"]);
    await refused({ type: "vcard", content: { first_name: "x".repeat(10_000) } }, ["content.first_name"]);
    await refused({ type: "vcard", content: { first_name: "A", shoe_size: 44 } }, ["content.shoe_size"]);
    await refused(
      { type: "links", content: { title: "x", links: [{ label: "x", url: "javascript:alert(1)" }] } },
      ["content.links.0.url"],
    );
    await refused(
      {
        type: "links",
        content: {
          title: "x",
          links: Array.from({ length: 21 }, () => ({ label: "x", url: "https://a.example" })),
        },
      },
      ["content.links"],
    );
    await refused(
      {
        type: "event",
        content: {
          title: "x",
          starts_at: "2026-12-12T20:00:00Z",
          ends_at: "2026-12-12T19:00:00Z",
          time_zone: "UTC",
        },
      },
      ["content.ends_at"],
    );
    await refused({ type: "app", content: { fallback_url: "https://example.com" } }, [
      "content.app_store_url",
    ]);
    await refused({ type: "phone", content: { number: "<b>1</b>" } }, ["content.number"]);
    await refused({ type: "sms", url: "https://example.com", content: { number: "+1 555" } }, ["url"]);
    await refused({ url: "https://example.com", content: { number: "+1 555" } }, ["content"]);
    await refused({ type: "bitcoin", url: "https://example.com" }, ["type"]);
    await refused({ type: "wifi", content: { ssid: "x", security: "WPA" } }, ["content.password"]);
    await refused({ type: "vcard", content: { first_name: "A", website: ours.short_url } }, [
      "content.website",
    ]);
    const after = await api.get<{ data: unknown[] }>("/api/v1/qr?limit=100");
    expect(after.body.data.length).toBe(before.body.data.length);
  });

  it("refuses a url for a page code, and content for a url code, on change as on create", async () => {
    const card = await made({ type: "vcard", content: { first_name: "A" } });
    const urlOnCard = await change(card.id, { url: "https://example.com" });
    expect(urlOnCard.status).toBe(422);
    expect(fieldsOf(problem(urlOnCard))).toEqual(["url"]);
    const plain = await made({ url: "https://example.com" });
    expect(plain.type).toBe("url");
    expect(plain.content).toBeNull();
    const contentOnUrl = await change(plain.id, { content: { first_name: "A" } });
    expect(contentOnUrl.status).toBe(422);
    expect(fieldsOf(problem(contentOnUrl))).toEqual(["content"]);
  });
});

describe("a protected code", () => {
  const unlock = (slug: string, password: string, ip = "198.51.100.1") =>
    scan(stack, `${slug}/unlock`, {
      method: "POST",
      ip,
      body: new URLSearchParams({ password }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
  const cookieOf = (response: { headers: Headers }) =>
    (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  const scansOf = async (id: string) =>
    (await api.get<AnalyticsBody>(`/api/v1/qr/${id}/analytics`)).body.analytics.totalScans;

  it("asks for its password, never stores it in clear, and lets the right one in for a day", async () => {
    const code = await made({
      url: "https://example.com/vip",
      access: { password: "open sesame", notice: "Members only." },
    });
    expect(code.access).toEqual({ password: true, notice: "Members only." });
    const record = (await (await stack.kv()).get(`slug:${code.slug}`)) ?? "";
    expect(record).toContain("pbkdf2-sha256$100000$");
    expect(record).not.toContain("open sesame");
    const stored = await stack.sql.query("select access::text from qr_codes where id = $1", [code.id]);
    expect(stored.rows[0].access).not.toContain("open sesame");

    const asked = await page(code.slug);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain(`action="/${code.slug}/unlock"`);
    expect(asked.text).toContain("Members only.");
    expect(asked.headers.get("Content-Security-Policy")).toContain("form-action 'self'");
    // The form's own page names its origin when it posts (the gate refuses a post that names another, or none).
    expect(asked.text).toContain('<meta name="referrer" content="same-origin">');
    expect(asked.headers.get("Referrer-Policy")).toBe("same-origin");

    // Whatever is asked behind a password, the password is asked for first.
    expect(await (await scan(stack, `${code.slug}/contact.vcf`)).text()).toContain("This code is protected");
    const wrong = await unlock(code.slug, "open barley");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("That password is not right.");

    const right = await unlock(code.slug, "open sesame");
    expect(right.status).toBe(303);
    expect(right.headers.get("Location")).toBe(`/${code.slug}`);
    expect(right.headers.get("Set-Cookie")).toMatch(/HttpOnly; SameSite=Lax/);
    const through = await scan(stack, code.slug, { headers: { Cookie: cookieOf(right) } });
    expect(through.status).toBe(302);
    expect(through.headers.get("Location")).toBe("https://example.com/vip");
    expect(await eventually(async () => ((await scansOf(code.id)) > 0 ? scansOf(code.id) : undefined))).toBe(
      1,
    );

    // A forged or another code's cookie lets nobody in; a new password ends every cookie.
    const forged = cookieOf(right).replace(/\.[^.]+$/, ".AAAA");
    expect((await scan(stack, code.slug, { headers: { Cookie: forged } })).status).toBe(200);
    await change(code.id, { access: { password: "new secret" } });
    await eventually(async () =>
      (await scan(stack, code.slug, { headers: { Cookie: cookieOf(right) } })).status === 200
        ? true
        : undefined,
    );
  });

  it("answers 429 after five wrong tries from one address, and keeps the code's other scanners apart", async () => {
    const code = await made({ url: "https://example.com/locked", access: { password: "correct horse" } });
    for (let i = 0; i < 5; i++)
      expect((await unlock(code.slug, `guess ${i}`, "203.0.113.9")).status).toBe(401);
    const blocked = await unlock(code.slug, "correct horse", "203.0.113.9");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await unlock(code.slug, "correct horse", "203.0.113.10")).status).toBe(303);
  });

  it("counts a client's tries by the address the stack sees, never one the client claims", async () => {
    const code = await made({ url: "https://example.com/spoof", access: { password: "correct horse" } });
    // Over the network, as a person's browser reaches the local stack: CF-Connecting-IP is the stack's to set.
    const claimed = (ip: string) =>
      fetch(`${stack.redirectUrl}/${code.slug}/unlock`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
        body: "password=guess",
      });
    for (let i = 0; i < 5; i++) expect((await claimed(`198.51.100.${100 + i}`)).status).toBe(401);
    expect((await claimed("198.51.100.200")).status).toBe(429);
  });

  it("counts only real tries: posts from another site and forms without a password never lock anyone out", async () => {
    const code = await made({ url: "https://example.com/club", access: { password: "correct horse" } });
    const post = (headers: Record<string, string>, body: string) =>
      scan(stack, `${code.slug}/unlock`, {
        method: "POST",
        ip: "203.0.113.20",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      });
    for (let i = 0; i < 6; i++) {
      const elsewhere = await post({ Origin: "https://evil.example" }, "password=guess");
      expect(elsewhere.status).toBe(403);
      expect(await elsewhere.text()).toContain("sent from another site");
      expect((await post({ "Sec-Fetch-Site": "cross-site" }, "password=guess")).status).toBe(403);
      expect((await post({ Origin: "null" }, "password=guess")).status).toBe(403);
      const empty = await post({}, "");
      expect(empty.status).toBe(400);
      expect(await empty.text()).toContain("Enter the password.");
      expect((await post({}, "password=")).status).toBe(400);
    }
    // None of that counted: the right password, sent from the code's own page, still opens it.
    const own = new URL(`/${code.slug}`, "http://localhost").origin;
    const right = await post({ Origin: own, "Sec-Fetch-Site": "same-origin" }, "password=correct+horse");
    expect(right.status).toBe(303);
  });

  it("shows a notice with Continue, counting only the scans that continue", async () => {
    const code = await made({
      type: "links",
      content: { title: "Tasting", links: [{ label: "Wines", url: "https://example.com/wines" }] },
      access: { notice: "You must be 18 or over." },
    });
    const card = await made({ type: "vcard", content: { first_name: "Noted" }, access: { notice: "Hi" } });
    const notice = await page(code.slug);
    expect(notice.text).toContain("You must be 18 or over.");
    expect(notice.text).toContain(`href="/${code.slug}/continue"`);
    const continued = await page(`${code.slug}/continue`);
    expect(continued.status).toBe(200);
    expect(continued.text).toContain("Wines");
    expect((await scan(stack, `${card.slug}/contact.vcf`)).status).toBe(200); // behind a notice, the page's file is given
    expect(await eventually(async () => ((await scansOf(code.id)) > 0 ? scansOf(code.id) : undefined))).toBe(
      1,
    );

    // Merged changes: the notice goes, the code opens; an open code has no steps.
    const opened = await change(code.id, { access: null });
    expect((opened.body as QrCodeBody).access).toBeNull();
    await eventually(async () => ((await page(code.slug)).text.includes("Wines") ? true : undefined));
    expect((await scan(stack, `${code.slug}/continue`)).status).toBe(404);
  });

  it("keeps a password when only the notice changes, and refuses what cannot be protected", async () => {
    const code = await made({ url: "https://example.com/p", access: { password: "four", notice: "Hi" } });
    const changed = await change(code.id, { access: { notice: null } });
    expect((changed.body as QrCodeBody).access).toEqual({ password: true, notice: null });
    const wifi = await create({
      type: "wifi",
      content: { ssid: "x", security: "none" },
      access: { notice: "x" },
    });
    expect(fieldsOf(problem(wifi))).toEqual(["access"]);
    const short = await create({ url: "https://example.com", access: { password: "abc" } });
    expect(fieldsOf(problem(short))).toEqual(["access.password"]);
    const bulk = await api.post<ProblemBody>("/api/v1/qr/bulk", {
      codes: [{ url: "https://example.com/b", access: { password: "secret1" } }],
    });
    expect(bulk.status).toBe(422);
    expect(fieldsOf(bulk.body)).toEqual(["codes.0.access"]);
  });
});
