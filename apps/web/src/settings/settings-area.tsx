// The team's settings as one area: its own navigation (General, Members, API keys, Domains, Webhooks,
// Integrations, UTM templates, Tags, Single sign-on; those the person's role may see) beside the section shown.
import { NavLink, Outlet } from "react-router";
import { placesOf } from "../app/places.ts";
import { useMay } from "../app/session.ts";

export function SettingsArea() {
  const may = useMay();
  return (
    <div className="settings">
      <nav aria-label="Settings" className="settings-nav">
        <ul className="nav-list">
          {placesOf("settings")
            .filter((place) => !place.needs || may(place.needs))
            .map((place) => (
              <li key={place.to}>
                <NavLink to={place.to} end={place.end}>
                  <place.icon size={16} aria-hidden="true" />
                  {place.label}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
