// The page for an address whose object is not the team's (another team's, deleted, or mistyped): a heading that
// says so, why it may be, and the way back to the list it would be in.
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function NotHere({
  title,
  children,
  back,
}: {
  /** "This code is not here". */
  title: string;
  children: ReactNode;
  back: { to: string; label: string };
}) {
  return (
    <div className="empty not-here">
      <span className="empty-icon" aria-hidden="true">
        <SearchX size={28} />
      </span>
      <h1 className="empty-title">{title}</h1>
      <p className="hint">{children}</p>
      <Link to={back.to} className="button secondary empty-action">
        {back.label}
      </Link>
    </div>
  );
}
