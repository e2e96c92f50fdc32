// The head every page has: its title, one sentence of what it is for, and its main action at the right.
import type { ReactNode } from "react";

export function PageHeader({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  /** One sentence of what the page is for (or what the object is). */
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="page-header-text">
        <h1>{title}</h1>
        {children ? <p className="hint">{children}</p> : null}
      </div>
      {actions ? <div className="page-header-actions">{actions}</div> : null}
    </header>
  );
}
