// Where the verification link lands: signed in and verified, or why the link did not work.
import { Link, Navigate, useSearchParams } from "react-router";
import { returnPath } from "../app/session.ts";

export function VerifiedPage() {
  const [search] = useSearchParams();
  const error = search.get("error");
  if (!error) return <Navigate to={returnPath(search)} replace />;
  return (
    <main className="page narrow" id="main">
      <h1>This link did not work</h1>
      <p role="alert" className="problem">
        {error === "token_expired"
          ? "The verification link has expired."
          : "The verification link is not valid. It may have been used already."}
      </p>
      <p>
        <Link to="/verify-email">Send a new link</Link> or <Link to="/sign-in">sign in</Link>.
      </p>
    </main>
  );
}
