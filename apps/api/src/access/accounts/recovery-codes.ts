// Recovery codes are shown once and kept as SHA-256 hashes, like every other secret of the service: the
// two-factor plugin stores the list through `recoveryCodeStore`, and the code a person sends is hashed before
// the plugin compares it (auth.ts). A hash is marked so that a list already hashed is never hashed again (the
// plugin stores the remaining list after each use). Codes are 50 random bits each, tried 5 times per sign-in.
import { sha256Hex } from "@qr/core/hash";

const HASHED = "sha256:";

/** A code as stored (spaces around it, as a paste may bring, do not matter). */
export async function hashedRecoveryCode(code: string): Promise<string> {
  if (code.startsWith(HASHED)) return `${HASHED}-`; // a hash sent as a code matches nothing
  return HASHED + (await sha256Hex(code.trim()));
}

export const recoveryCodeStore = {
  encrypt: async (json: string): Promise<string> => {
    const codes = JSON.parse(json) as string[];
    const hashed = await Promise.all(
      codes.map((code) => (code.startsWith(HASHED) ? code : hashedRecoveryCode(code))),
    );
    return JSON.stringify(hashed);
  },
  decrypt: async (stored: string): Promise<string> => stored,
};
