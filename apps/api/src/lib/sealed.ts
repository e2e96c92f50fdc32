// Secrets the service must read back (a single sign-on client secret, a webhook signing secret) are stored sealed
// under AUTH_SECRET, with the account library's authenticated encryption: a database reader sees ciphertext only.
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";

export function seal(authSecret: string, secret: string): Promise<string> {
  return symmetricEncrypt({ key: authSecret, data: secret });
}

export function unseal(authSecret: string, sealed: string): Promise<string> {
  return symmetricDecrypt({ key: authSecret, data: sealed });
}
