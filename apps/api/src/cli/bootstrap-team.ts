// Operator CLI: creates a team, its owner and an admin API key in the database at DATABASE_URL, and
// prints the key once. Usage:
//   DATABASE_URL=postgres://… pnpm --filter @qr/api bootstrap-team --team "Acme" --email ops@acme.example
import { parseArgs } from "node:util";
import { openNodeDatabase } from "@qr/db/node";
import { bootstrapTeam } from "../access/teams/bootstrap-team.ts";

const { values } = parseArgs({
  options: { team: { type: "string" }, email: { type: "string" }, "key-name": { type: "string" } },
});
const url = process.env.DATABASE_URL;
if (!url || !values.team || !values.email) {
  console.error(
    'usage: DATABASE_URL=… bootstrap-team --team "Team name" --email owner@example.com [--key-name name]',
  );
  process.exit(2);
}

const session = openNodeDatabase(url);
try {
  const result = await bootstrapTeam(session.db, {
    teamName: values.team,
    ownerEmail: values.email,
    keyName: values["key-name"],
  });
  console.log(
    JSON.stringify(
      { team_id: result.teamId, user_id: result.userId, key_id: result.keyId, api_key: result.secret },
      null,
      2,
    ),
  );
  console.error("The api_key is shown once. Store it now.");
} finally {
  await session.close();
}
