// Operator CLI: sets the password of the person with this email (and marks the address verified), reading the
// password from standard input so it never shows in a process list. The local stack uses it for the dev user.
//   printf '%s' "$PASSWORD" | DATABASE_URL=postgres://… pnpm --filter @qr/api set-password --email dev@example.com

import { text } from "node:stream/consumers";
import { parseArgs } from "node:util";
import { machineTime } from "@qr/core/clock";
import { normalizeEmail } from "@qr/core/email";
import { newId } from "@qr/core/ids";
import { hashPassword } from "@qr/core/password-hash";
import { passwordProblem } from "@qr/core/password-policy";
import { schema } from "@qr/db";
import { openNodeDatabase } from "@qr/db/node";
import { and, eq } from "drizzle-orm";

const CREDENTIAL_PROVIDER = "credential"; // the account library's name for email + password

const { values } = parseArgs({ options: { email: { type: "string" } } });
const url = process.env.DATABASE_URL;
const password = (await text(process.stdin)).replace(/\n$/, "");
const problem = passwordProblem(password);
if (!url || !values.email || problem) {
  console.error(
    problem ? `password: ${problem}` : "usage: … | DATABASE_URL=… set-password --email person@example.com",
  );
  process.exit(2);
}

const session = openNodeDatabase(url);
try {
  const email = normalizeEmail(values.email);
  const [user] = await session.db.select().from(schema.users).where(eq(schema.users.email, email)).limit(1);
  if (!user) throw new Error(`no person with the address ${email}`);
  const hash = await hashPassword(password);
  await session.db.transaction(async (tx) => {
    await tx
      .update(schema.users)
      .set({ emailVerified: true, updatedAt: new Date(machineTime()) })
      .where(eq(schema.users.id, user.id));
    const where = and(
      eq(schema.accounts.userId, user.id),
      eq(schema.accounts.providerId, CREDENTIAL_PROVIDER),
    );
    const [account] = await tx.select({ id: schema.accounts.id }).from(schema.accounts).where(where).limit(1);
    if (account)
      await tx
        .update(schema.accounts)
        .set({ password: hash, updatedAt: new Date(machineTime()) })
        .where(where);
    else
      await tx.insert(schema.accounts).values({
        id: newId("account"),
        userId: user.id,
        accountId: user.id,
        providerId: CREDENTIAL_PROVIDER,
        password: hash,
      });
  });
  console.error(`password set for ${email}`);
} finally {
  await session.close();
}
