// An address the app does not know.
import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p role="alert">There is no page at this address.</p>
      <Link to="/codes">Back to your codes</Link>
    </>
  );
}
