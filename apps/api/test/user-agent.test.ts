// Device classification against real user-agent strings: phones, tablets, desktops, consoles and bots.
import { describe, expect, it } from "vitest";
import { classifyUserAgent } from "../src/scan-path/scans/user-agent.ts";

const TABLE: [string, string, { device: string; os: string; browser: string }][] = [
  // phones
  [
    "iPhone Safari",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    { device: "mobile", os: "iOS", browser: "Mobile Safari" },
  ],
  [
    "iPhone Chrome",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1",
    { device: "mobile", os: "iOS", browser: "Chrome" },
  ],
  [
    "iPhone Instagram in-app",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 312.0.0.32.112",
    { device: "mobile", os: "iOS", browser: "Instagram" },
  ],
  [
    "iPhone Facebook in-app",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/441.0.0.34.113;FBBV/1;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.1]",
    { device: "mobile", os: "iOS", browser: "Facebook" },
  ],
  [
    "Pixel Chrome",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
    { device: "mobile", os: "Android", browser: "Chrome" },
  ],
  [
    "Samsung Internet",
    "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
    { device: "mobile", os: "Android", browser: "Samsung Internet" },
  ],
  [
    "Android reduced UA",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
    { device: "mobile", os: "Android", browser: "Chrome" },
  ],
  [
    "Android Firefox",
    "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0",
    { device: "mobile", os: "Android", browser: "Firefox" },
  ],
  [
    "Xiaomi MIUI browser",
    "Mozilla/5.0 (Linux; U; Android 12; en-us; 2201117TG Build/SKQ1.211103.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/112.0.5615.136 Mobile Safari/537.36 XiaoMi/MiuiBrowser/14.4.0-g",
    { device: "mobile", os: "Android", browser: "MIUI Browser" },
  ],
  [
    "Huawei",
    "Mozilla/5.0 (Linux; Android 10; ELS-NX9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Mobile Safari/537.36 HuaweiBrowser/14.0.0.322",
    { device: "mobile", os: "Android", browser: "Huawei Browser" },
  ],
  [
    "Opera Mobile",
    "Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 OPR/79.0.4195.76763",
    { device: "mobile", os: "Android", browser: "Opera" },
  ],
  [
    "WhatsApp in-app on Android",
    "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 WhatsApp/2.23.25.83",
    { device: "mobile", os: "Android", browser: "Chrome" },
  ],
  // tablets
  [
    "iPad Safari",
    "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
    { device: "tablet", os: "iOS", browser: "Mobile Safari" },
  ],
  [
    "Galaxy Tab",
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    { device: "tablet", os: "Android", browser: "Chrome" },
  ],
  [
    "Android tablet without model",
    "Mozilla/5.0 (Linux; Android 12; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    { device: "tablet", os: "Android", browser: "Chrome" },
  ],
  [
    "Kindle Fire",
    "Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/122.3.1 like Chrome/122.0.6261.119 Safari/537.36",
    { device: "tablet", os: "Android", browser: "Silk" },
  ],
  // desktops
  [
    "Windows Chrome",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    { device: "desktop", os: "Windows", browser: "Chrome" },
  ],
  [
    "Windows Edge",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67",
    { device: "desktop", os: "Windows", browser: "Edge" },
  ],
  [
    "Windows Firefox",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
    { device: "desktop", os: "Windows", browser: "Firefox" },
  ],
  [
    "macOS Safari",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    { device: "desktop", os: "Mac OS", browser: "Safari" },
  ],
  [
    "macOS Chrome",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    { device: "desktop", os: "Mac OS", browser: "Chrome" },
  ],
  [
    "macOS Firefox",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0",
    { device: "desktop", os: "Mac OS", browser: "Firefox" },
  ],
  [
    "Linux Firefox",
    "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
    { device: "desktop", os: "Linux", browser: "Firefox" },
  ],
  [
    "Ubuntu Chromium",
    "Mozilla/5.0 (X11; Ubuntu; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/122.0.0.0 Chrome/122.0.0.0 Safari/537.36",
    { device: "desktop", os: "Ubuntu", browser: "Chromium" },
  ],
  [
    "ChromeOS",
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    { device: "desktop", os: "Chromium OS", browser: "Chrome" },
  ],
  [
    "Windows Opera",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 OPR/109.0.0.0",
    { device: "desktop", os: "Windows", browser: "Opera" },
  ],
  // other devices
  [
    "PlayStation",
    "Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15",
    { device: "other", os: "PlayStation", browser: "Safari" },
  ],
  [
    "Samsung smart TV",
    "Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36",
    { device: "other", os: "Tizen", browser: "Safari" },
  ],
  // bots (flagged at the edge; here they must still classify without error)
  [
    "Googlebot",
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    { device: "other", os: "unknown", browser: "unknown" },
  ],
  [
    "Bingbot",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    { device: "other", os: "unknown", browser: "unknown" },
  ],
  ["curl", "curl/8.5.0", { device: "other", os: "unknown", browser: "unknown" }],
  ["python-requests", "python-requests/2.31.0", { device: "other", os: "unknown", browser: "unknown" }],
  ["empty", "", { device: "other", os: "unknown", browser: "unknown" }],
];

describe("classifyUserAgent", () => {
  it.each(TABLE)("%s", (_name, ua, expected) => {
    expect(classifyUserAgent(ua)).toEqual(expected);
  });

  it("lets client hints correct a reduced user agent", () => {
    const reduced =
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
    expect(classifyUserAgent(reduced).device).toBe("tablet");
    expect(classifyUserAgent(reduced, { mobile: true, platform: "Android" }).device).toBe("mobile");
    const windows =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
    expect(classifyUserAgent(windows, { mobile: false, platform: "Windows" })).toEqual({
      device: "desktop",
      os: "Windows",
      browser: "Chrome",
    });
    expect(classifyUserAgent(windows, { platform: "macOS" }).os).toBe("Mac OS");
  });
});
