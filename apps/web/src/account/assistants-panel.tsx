// Where assistants and terminals reach the service, on the API keys page: the MCP server's address to give an
// assistant (it sends the person here to allow it, and its access is listed with the keys), and the command line's
// first step. The address is this page's origin: the app and the API are served together.
import { CopyButton } from "../ui/copy-button.tsx";

export function AssistantsPanel() {
  const origin = window.location.origin;
  const mcp = `${origin}/mcp`;
  const login = `npx qrservice login --base-url ${origin}`;
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
      <p>From a terminal or a CI script, log in with a key made here:</p>
      <label>
        Command line login
        <input readOnly value={login} />
      </label>
      <CopyButton text={login} label="Copy login command" />
    </section>
  );
}
