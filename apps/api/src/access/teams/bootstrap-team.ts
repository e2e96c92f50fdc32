// Creates a team with its owner and an admin API key, in one transaction. Operators run it through the
// CLI (src/cli/bootstrap-team.ts); the local stack runs it to seed the dev team.
import { generateApiKey, hashApiKey } from "@qr/core/api-key";
import { normalizeEmail } from "@qr/core/email";
import { newId } from "@qr/core/ids";
import { PRESETS } from "@qr/core/permissions";
import { type Database, schema } from "@qr/db";
import { sql } from "drizzle-orm";

export interface BootstrapInput {
  teamName: string;
  ownerEmail: string;
  keyName?: string;
}

export interface BootstrapResult {
  teamId: string;
  userId: string;
  keyId: string;
  /** The admin key's secret: shown once, stored only as a hash. */
  secret: string;
}

export async function bootstrapTeam(db: Database, input: BootstrapInput): Promise<BootstrapResult> {
  const key = generateApiKey();
  const secretHash = await hashApiKey(key.secret);
  const teamId = newId("team");
  const keyId = newId("key");
  const email = normalizeEmail(input.ownerEmail);

  return db.transaction(async (tx) => {
    await tx.insert(schema.teams).values({ id: teamId, name: input.teamName });
    const [user] = await tx
      .insert(schema.users)
      .values({ id: newId("user"), email })
      .onConflictDoUpdate({ target: schema.users.email, set: { email: sql`excluded.email` } })
      .returning({ id: schema.users.id });
    if (!user) throw new Error("user upsert returned no row");
    await tx.insert(schema.memberships).values({ teamId, userId: user.id, role: "owner" });
    await tx.insert(schema.apiKeys).values({
      id: keyId,
      teamId,
      userId: user.id,
      name: input.keyName ?? "bootstrap admin key",
      hint: key.hint,
      secretHash,
      permissions: [...PRESETS.admin],
    });
    return { teamId, userId: user.id, keyId, secret: key.secret };
  });
}
