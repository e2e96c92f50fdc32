// The frame's navigation: the team the person works in, with a switcher, at the top; search (the command menu);
// the work (overview, codes, designs, print) and the team's Settings; the person's own menu (profile, security,
// sign out) at the foot. A sidebar on a desktop; on a phone, a top bar whose Menu button opens it as a sheet over
// the page, which a followed link closes. The current place is marked (aria-current, set by NavLink).
import type { Permission } from "@qr/core/permissions";
import { useQuery } from "@tanstack/react-query";
import {
  BookOpen,
  Check,
  ChevronsUpDown,
  LogOut,
  Menu as MenuIcon,
  Plus,
  QrCode,
  Search,
  Settings,
  X,
} from "lucide-react";
import { useEffect, useId, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { Menu } from "../ui/menu.tsx";
import { type Place, placesOf } from "./places.ts";
import { teamsQuery } from "./queries.ts";

export interface NavigationProps {
  may: (permission: Permission) => boolean;
  email: string;
  name: string;
  teamId: string;
  onSignOut: () => void;
  onSwitchTeam: (teamId: string) => void;
  onSearch: () => void;
}

export function Navigation({ may, email, name, teamId, onSignOut, onSwitchTeam, onSearch }: NavigationProps) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const sheetId = useId();
  // A link followed on a phone closes the sheet.
  useEffect(() => setOpen(false), [location.pathname]);
  const allowed = (place: Place) => !place.needs || may(place.needs);
  return (
    <>
      <header className="topbar">
        <NavLink to="/" className="brand">
          <QrCode size={20} aria-hidden="true" />
          QR service
        </NavLink>
        <div className="flex items-center gap-1">
          <button type="button" className="ghost icon" aria-label="Find a code or page" onClick={onSearch}>
            <Search size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="secondary menu-button"
            aria-expanded={open}
            aria-controls={sheetId}
            onClick={() => setOpen(!open)}
          >
            {open ? <X size={18} aria-hidden="true" /> : <MenuIcon size={18} aria-hidden="true" />}
            Menu
          </button>
        </div>
      </header>
      <aside id={sheetId} className="sidebar" data-open={open} aria-label="Navigation">
        <NavLink to="/" className="brand sidebar-brand">
          <QrCode size={20} aria-hidden="true" />
          QR service
        </NavLink>
        <TeamSwitcher teamId={teamId} onSwitch={onSwitchTeam} may={may} />
        <button type="button" className="secondary search-button" onClick={onSearch}>
          <Search size={16} aria-hidden="true" />
          Search
          <span className="kbd" aria-hidden="true">
            Ctrl K
          </span>
        </button>
        <nav aria-label="Main">
          <ul className="nav-list">
            {placesOf("work")
              .filter(allowed)
              .map((place) => (
                <PlaceLink key={place.to} place={place} />
              ))}
            <li>
              <NavLink to="/settings">
                <Settings size={18} aria-hidden="true" />
                Settings
              </NavLink>
            </li>
          </ul>
          <ul className="nav-list mt-3">
            <li>
              <a href="/docs/">
                <BookOpen size={18} aria-hidden="true" />
                API reference
              </a>
            </li>
          </ul>
        </nav>
        <div className="sidebar-foot">
          <Menu
            tone="ghost"
            menuLabel="Your account"
            place="above"
            heading={<span className="mono">{email}</span>}
            trigger={
              <>
                <span
                  className="avatar"
                  data-round
                  data-initials={initials(name || email)}
                  aria-hidden="true"
                />
                <span className="sr-only">Your account: {name || email}</span>
                <span className="person-name" aria-hidden="true">
                  {name || email}
                </span>
                <ChevronsUpDown size={16} aria-hidden="true" />
              </>
            }
            className="person-menu"
            items={[
              ...placesOf("account").map((place) => ({
                label: place.label,
                to: place.to,
                icon: <place.icon size={16} />,
              })),
              "separator" as const,
              { label: "Sign out", onSelect: onSignOut, icon: <LogOut size={16} /> },
            ]}
          />
        </div>
      </aside>
    </>
  );
}

function PlaceLink({ place }: { place: Place }) {
  return (
    <li>
      <NavLink to={place.to} end={place.end}>
        <place.icon size={18} aria-hidden="true" />
        {place.label}
      </NavLink>
    </li>
  );
}

/** The team the person works in, and the others they belong to: switching reloads what the app shows. */
function TeamSwitcher({
  teamId,
  onSwitch,
  may,
}: {
  teamId: string;
  onSwitch: (teamId: string) => void;
  may: (permission: Permission) => boolean;
}) {
  const teams = useQuery(teamsQuery);
  const current = teams.data?.data.find((team) => team.id === teamId);
  const name = current?.name ?? "Your team";
  return (
    <Menu
      tone="secondary"
      menuLabel="Teams"
      className="team-switch"
      trigger={
        <>
          {/* The button's name is one string, "Team: <name>. Switch team": the flex items it is drawn with would
              each be read as a word of their own ("Dev team . Switch team"). */}
          <span className="sr-only">Team: {name}. Switch team</span>
          <span className="avatar" data-initials={initials(name)} aria-hidden="true" />
          <span className="team-name" aria-hidden="true">
            {name}
          </span>
          <ChevronsUpDown size={16} aria-hidden="true" />
        </>
      }
      items={[
        ...(teams.data?.data ?? []).map((team) => ({
          label: `${team.name} (${team.role})`,
          icon: team.id === teamId ? <Check size={16} /> : <span className="w-4" />,
          onSelect: () => {
            if (team.id !== teamId) onSwitch(team.id);
          },
        })),
        "separator" as const,
        ...(may("team:read")
          ? [{ label: "Team settings", to: "/settings", icon: <Settings size={16} /> }]
          : []),
        { label: "Create a team", to: "/settings#new-team", icon: <Plus size={16} /> },
      ]}
    />
  );
}

/** Up to two letters of a name, for its avatar. */
export function initials(name: string): string {
  const words = name
    .replace(/@.*/, "")
    .split(/[\s._-]+/)
    .filter(Boolean);
  return (
    words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0]?.slice(0, 2) ?? "?")
  ).toUpperCase();
}

/** The navigation's place while the account is read: the brand where the navigation will be. */
export function NavigationPlaceholder() {
  return (
    <>
      <header className="topbar">
        <span className="brand">
          <QrCode size={20} aria-hidden="true" />
          QR service
        </span>
      </header>
      <div className="sidebar" aria-hidden="true">
        <span className="brand sidebar-brand">
          <QrCode size={20} aria-hidden="true" />
          QR service
        </span>
      </div>
    </>
  );
}
