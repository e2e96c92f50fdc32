// Protected codes as the API takes and shows them: `access: { password, notice }`. A password is hashed here, the
// one place a code's password is read, with a salt of its own (@qr/core/password-hash); only its hash is stored and
// carried to the edge. A change merges: a field given is set, a null field removed, `access: null` opens the code.
import { z } from "@hono/zod-openapi";
import { ACCESS_PASSWORD_ITERATIONS, type AccessRecord } from "@qr/core/content/access";
import { hashPassword } from "@qr/core/password-hash";

export const AccessInput = z
  .strictObject({
    password: z.string().min(4).max(128).nullable().optional().openapi({
      description:
        "Scanners must give it before the code answers (a signed cookie then lets them in for 24 h; 5 wrong tries in 10 minutes answer 429). null: no password.",
    }),
    notice: z.string().trim().min(1).max(500).nullable().optional().openapi({
      example: "You are leaving for an external site. You must be 18 or over.",
      description:
        "Shown before the code answers, with a Continue button (an interstitial, an age gate). null: none.",
    }),
  })
  .nullable()
  .openapi("AccessInput", {
    description:
      "Protect the code: a password, a notice, or both. Fields given are set, null ones removed; `access: null` opens the code. Not for `wifi` codes.",
  });

export const AccessSchema = z
  .object({
    password: z.boolean().openapi({ description: "Scanners need a password (never shown)." }),
    notice: z.string().nullable(),
  })
  .nullable()
  .openapi("Access", { description: "How the code is protected (null: it is not)." });

/** Why bulk requests take no access: each password costs a hash, made one code at a time. */
export const ONE_AT_A_TIME = "protect codes one at a time (POST or PATCH /qr/{id}): each password is hashed";

export type AccessInputValue = z.output<typeof AccessInput>;

declare const hashed: unique symbol;
/** A password's hash: made only by `hashedAccess`, so no path can store a password in clear. */
export type PasswordHash = string & { readonly [hashed]: true };

export type AccessChange = { password?: PasswordHash | null; notice?: string | null } | null;

/** The access a request asks for, its password hashed. */
export async function hashedAccess(input: AccessInputValue | undefined): Promise<AccessChange | undefined> {
  if (input === undefined || input === null) return input;
  const { password, notice } = input;
  return {
    ...(notice === undefined ? {} : { notice }),
    ...(password === undefined
      ? {}
      : {
          password:
            password === null
              ? null
              : ((await hashPassword(password, ACCESS_PASSWORD_ITERATIONS)) as PasswordHash),
        }),
  };
}

/** The access a code will hold: the change over what it holds; null when nothing is left. */
export function mergedAccess(current: AccessRecord | null, change: AccessChange): AccessRecord | null {
  if (change === null) return null;
  const next: AccessRecord = { ...(current ?? {}) };
  if (change.password === null) delete next.password;
  else if (change.password !== undefined) next.password = change.password;
  if (change.notice === null) delete next.notice;
  else if (change.notice !== undefined) next.notice = change.notice;
  return next.password === undefined && next.notice === undefined ? null : next;
}

export function accessShown(access: AccessRecord | null): z.output<typeof AccessSchema> {
  return access ? { password: access.password !== undefined, notice: access.notice ?? null } : null;
}
