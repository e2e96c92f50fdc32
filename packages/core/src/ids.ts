// Prefixed, time-sortable identifiers (`qr_…`, `team_…`, `key_…`): the only place ids are made.

const ENCODING = "0123456789abcdefghjkmnpqrstvwxyz"; // Crockford base32, lower case

export const ID_PREFIXES = {
  team: "team",
  user: "user",
  key: "key",
  qr: "qr",
  invitation: "inv",
  request: "req",
  session: "ses",
  account: "acc",
  verification: "ver",
  activity: "act",
  logo: "logo",
  file: "file",
  design: "dsn",
  tag: "tag",
  bulk: "bulk",
  export: "exp",
  scheduledChange: "sch",
  domain: "dom",
  mail: "mail",
  abuseReport: "rep",
  twoFactor: "tfa",
  passkey: "pk",
  ssoConnection: "sso",
  samlRequest: "saml",
  event: "evt",
  webhook: "wh",
  webhookMessage: "msg",
  conversion: "cv",
  utmTemplate: "utm",
  folder: "fld",
  scimUser: "scu",
  scimGroup: "scg",
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

/** A ULID-shaped id (48-bit millisecond time + 80 random bits) behind a readable prefix. */
export function newId(kind: IdKind, now: number = Date.now()): string {
  return `${ID_PREFIXES[kind]}_${encodeTime(now)}${encodeRandom()}`;
}

/**
 * `count` ids of one instant whose random parts count up from a random start (a monotonic ULID run): sorted,
 * they keep the order they were made in, as the rows of one bulk request do.
 */
export function newIds(kind: IdKind, count: number, now: number = Date.now()): string[] {
  const prefix = `${ID_PREFIXES[kind]}_${encodeTime(now)}`;
  // The first random digit stays below 16, so no run of fewer than 2^75 ids can overflow the 16 digits.
  const digits = [...encodeRandom()].map((ch) => ENCODING.indexOf(ch));
  digits[0] = (digits[0] as number) % 16;
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    ids.push(prefix + digits.map((digit) => ENCODING.charAt(digit)).join(""));
    for (let i = digits.length - 1; i >= 0; i--) {
      digits[i] = ((digits[i] as number) + 1) % 32;
      if (digits[i] !== 0) break;
    }
  }
  return ids;
}

/** The smallest id of `kind` made at `ms`: every id made then or later sorts after it (a time as a list's bound). */
export function firstIdAt(kind: IdKind, ms: number): string {
  return `${ID_PREFIXES[kind]}_${encodeTime(ms)}${"0".repeat(16)}`;
}

/** True when `value` looks like an id of `kind`; used to answer 404 early on ids that cannot exist. */
export function isId(kind: IdKind, value: string): boolean {
  const prefix = `${ID_PREFIXES[kind]}_`;
  return (
    value.length === prefix.length + 26 &&
    value.startsWith(prefix) &&
    [...value.slice(prefix.length)].every((ch) => ENCODING.includes(ch))
  );
}

function encodeTime(ms: number): string {
  let out = "";
  let rest = ms;
  for (let i = 0; i < 10; i++) {
    out = ENCODING.charAt(rest % 32) + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

function encodeRandom(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let out = "";
  for (const byte of bytes) out += ENCODING.charAt(byte % 32);
  return out;
}
