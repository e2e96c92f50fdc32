// The app's navigation: the work (overview, codes, designs, print) and the settings (team, account, security,
// API keys, tags, domains, webhooks) in two groups, as the products people already use lay them out. A sidebar on a desktop;
// on a phone, a menu button opens it over the page and any link closes it. The current place is marked
// (aria-current, set by NavLink).

import type { Permission } from "@qr/core/permissions";
import { useEffect, useId, useState } from "react";
import { NavLink, useLocation } from "react-router";

interface Place {
  to: string;
  label: string;
  /** Only the exact address, not the places under it. */
  end?: boolean;
  /** Shown only to callers with this permission. */
  needs?: Permission;
}

const WORK: Place[] = [
  { to: "/", label: "Overview", end: true },
  { to: "/codes", label: "Codes" },
  { to: "/designs", label: "Designs" },
  { to: "/exports", label: "Print" },
];

const SETTINGS: Place[] = [
  { to: "/team", label: "Team", needs: "team:read" },
  { to: "/settings", label: "Settings", end: true },
  { to: "/settings/security", label: "Security" },
  { to: "/settings/keys", label: "API keys", needs: "team:admin" },
  { to: "/settings/tags", label: "Tags" },
  { to: "/settings/campaigns", label: "Campaigns" },
  { to: "/settings/domains", label: "Domains" },
  { to: "/settings/webhooks", label: "Webhooks", needs: "team:admin" },
];

export function Navigation({
  may,
  email,
  onSignOut,
}: {
  may: (permission: Permission) => boolean;
  email: string;
  onSignOut: () => void;
}) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  // A link followed on a phone closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <>
      <header className="topbar">
        <NavLink to="/" className="brand">
          QR service
        </NavLink>
        <button
          type="button"
          className="secondary menu-button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          Menu
        </button>
      </header>
      <aside id={menuId} className="sidebar" data-open={open}>
        <NavLink to="/" className="brand sidebar-brand">
          QR service
        </NavLink>
        <nav aria-label="Main">
          <Group label="Work" places={WORK} may={may} />
          <Group label="Settings" places={SETTINGS} may={may} />
          <ul className="nav-list">
            <li>
              <a href="/docs/">API reference</a>
            </li>
          </ul>
        </nav>
        <div className="sidebar-account">
          <span className="hint">{email}</span>
          <button type="button" className="secondary" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      </aside>
    </>
  );
}

/** The navigation's place while the account is read: the brand where the navigation will be. */
export function NavigationPlaceholder() {
  return (
    <>
      <header className="topbar">
        <span className="brand">QR service</span>
      </header>
      <div className="sidebar" aria-hidden="true">
        <span className="brand sidebar-brand">QR service</span>
      </div>
    </>
  );
}

function Group({
  label,
  places,
  may,
}: {
  label: string;
  places: Place[];
  may: (permission: Permission) => boolean;
}) {
  const labelId = useId();
  return (
    <div className="nav-group">
      <span id={labelId} className="nav-group-label">
        {label}
      </span>
      <ul className="nav-list" aria-labelledby={labelId}>
        {places
          .filter((place) => !place.needs || may(place.needs))
          .map((place) => (
            <li key={place.to}>
              <NavLink to={place.to} end={place.end}>
                {place.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </div>
  );
}
