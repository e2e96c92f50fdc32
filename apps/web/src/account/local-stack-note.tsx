// On the local stack only: who owns the dev team whose API key `npm run dev` printed, so that a newcomer signs in
// where that key's codes are (a new account gets a team of its own).
import { useQuery } from "@tanstack/react-query";
import { localStackQuery } from "../app/local-stack.ts";

export function LocalStackNote() {
  const { data: local } = useQuery(localStackQuery);
  if (!local?.dev_user) return null;
  return (
    <aside className="hint" aria-label="Local stack">
      <p>
        This is the local stack. The dev team, whose API key is in <code>{local.dev_api_key_file}</code>,
        belongs to <strong>{local.dev_user}</strong>: sign in with it (its password is in{" "}
        <code>{local.dev_user_file}</code>) to see that team's codes. A new account gets a team of its own.
      </p>
    </aside>
  );
}
