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
  design: "dsn",
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

/** A ULID-shaped id (48-bit millisecond time + 80 random bits) behind a readable prefix. */
export function newId(kind: IdKind, now: number = Date.now()): string {
  return `${ID_PREFIXES[kind]}_${encodeTime(now)}${encodeRandom()}`;
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
