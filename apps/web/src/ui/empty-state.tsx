// What an empty collection says: what it is for, in one sentence, and the one thing to do first.
import type { ReactNode } from "react";

export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  /** One sentence: what the collection is for. */
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty">
      {icon ? (
        <span className="empty-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <h2 className="empty-title">{title}</h2>
      <p className="hint">{children}</p>
      {action ? <div className="empty-action">{action}</div> : null}
    </div>
  );
}
