// Password hashing with PBKDF2-HMAC-SHA256 from WebCrypto, which workerd runs natively (accounts' passwords in the
// api worker, protected codes' at the edge): the account library's
// default (scrypt in JavaScript) costs more CPU than a Worker's request budget allows. The iteration count is
// stored with each hash, so it can be raised later and old hashes still verify. The cost measured in workerd is
// in docs/decisions/0006-password-hashing.md.
import { fromBase64, toBase64 } from "./base64.ts";

const ALGORITHM = "pbkdf2-sha256";
export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const KEY_BITS = 256;

/** A password's hash with a new salt; `iterations` below the accounts' default only where tries are limited. */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const key = await derive(password, salt, iterations);
  return `${ALGORITHM}$${iterations}$${toBase64(salt)}$${toBase64(key)}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [algorithm, iterations, salt, expected] = hash.split("$");
  const rounds = Number(iterations);
  if (algorithm !== ALGORITHM || !Number.isSafeInteger(rounds) || rounds < 1 || !salt || !expected)
    return false;
  try {
    const key = await derive(password, fromBase64(salt), rounds);
    return constantTimeEqual(key, fromBase64(expected));
  } catch {
    return false; // a stored hash that is not base64 matches nothing
  }
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password.normalize("NFKC")),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    material,
    KEY_BITS,
  );
  return new Uint8Array(bits);
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}
