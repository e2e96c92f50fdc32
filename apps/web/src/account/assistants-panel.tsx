// Where assistants and terminals reach the service, on the API keys page: the MCP server's address to give an
// assistant (it sends the person here to allow it, and its access is listed with the keys), and the command line's
// first step. The address is this page's origin: the app and the API are served together. The command is the one
// that works where the app runs: from the checkout on the local stack, the published package elsewhere.
import { useQuery } from "@tanstack/react-query";
import { localStackQuery } from "../app/local-stack.ts";
import { CopyButton } from "../ui/copy-button.tsx";

export function AssistantsPanel() {
  const origin = window.location.origin;
  const mcp = `${origin}/mcp`;
  const { data: local } = useQuery(localStackQuery);
  const cli = local ? local.command_line : "npx qrservice";
  const login = `${cli} login --base-url ${origin}`;
  return (
    <section aria-labelledby="assistants-heading" className="narrow">
      <h2 id="assistants-heading">Assistants and the command line</h2>
      <p>
        Claude, ChatGPT, Cursor and other assistants that speak MCP connect with the address below. Add it as
        a custom connector: the assistant sends you here to allow it, and its access is then listed with the
        keys as <q>MCP: its name</q>, to revoke like any key.
      </p>
      <label>
        MCP server address
        <input readOnly value={mcp} />
      </label>
      <CopyButton text={mcp} label="Copy MCP address" />
      <p>
        From a terminal or a CI script, log in with a key made here
        {local ? " (on this local stack: in the repository's checkout, where `npm run dev` runs)" : ""}:
      </p>
      <label>
        Command line login
        <input readOnly value={login} />
      </label>
      <CopyButton text={login} label="Copy login command" />
    </section>
  );
}
