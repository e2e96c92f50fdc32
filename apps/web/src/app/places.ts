// Every place of the app, once: the work (the sidebar), the team's settings (their own sub-navigation) and the
// person's own pages (their menu). The frame, the settings area and the command menu all read this list, so a new
// page is added here and shows everywhere it should.
import type { Permission } from "@qr/core/permissions";
import {
  BarChart3,
  Barcode,
  Building2,
  Fingerprint,
  Folder,
  Globe,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Palette,
  Plug,
  Printer,
  QrCode,
  ScrollText,
  Shield,
  Tag,
  User,
  Users,
  Webhook,
} from "lucide-react";

/** Where a place is listed; `action` places are in the command menu only (a page opened to add something). */
export type Area = "work" | "settings" | "account" | "action";

export interface Place {
  to: string;
  label: string;
  icon: LucideIcon;
  area: Area;
  /** Only the exact address, not the places under it. */
  end?: boolean;
  /** Shown only to callers with this permission. */
  needs?: Permission;
  /** How the command menu says it, when not the label ("Go to codes"). */
  command?: string;
  /** More words the command menu finds it by. */
  keywords?: string;
}

export const PLACES: readonly Place[] = [
  { to: "/", label: "Overview", icon: LayoutDashboard, area: "work", end: true, keywords: "home dashboard" },
  { to: "/codes", label: "Codes", icon: QrCode, area: "work", keywords: "qr list" },
  {
    to: "/folders",
    label: "Folders",
    icon: Folder,
    area: "work",
    keywords: "clients branches access permissions",
  },
  { to: "/designs", label: "Designs", icon: Palette, area: "work", keywords: "style brand colours logo" },
  {
    to: "/products",
    label: "Products",
    icon: Barcode,
    area: "work",
    keywords: "gs1 gtin digital link barcode lot serial",
  },
  { to: "/exports", label: "Print", icon: Printer, area: "work", keywords: "export pdf zip sheet" },
  { to: "/settings", label: "General", icon: Building2, area: "settings", end: true, keywords: "team name" },
  {
    to: "/settings/members",
    label: "Members",
    icon: Users,
    area: "settings",
    needs: "team:read",
    keywords: "invite people roles activity",
  },
  {
    to: "/settings/keys",
    label: "API keys",
    icon: KeyRound,
    area: "settings",
    needs: "team:admin",
    keywords: "token mcp assistant command line",
  },
  { to: "/settings/domains", label: "Domains", icon: Globe, area: "settings", keywords: "branded dns" },
  {
    to: "/settings/webhooks",
    label: "Webhooks",
    icon: Webhook,
    area: "settings",
    needs: "team:admin",
    keywords: "events endpoint",
  },
  {
    to: "/settings/integrations",
    label: "Integrations",
    icon: Plug,
    area: "settings",
    keywords: "google analytics ga4",
  },
  { to: "/settings/utm", label: "UTM templates", icon: BarChart3, area: "settings", keywords: "campaign" },
  { to: "/settings/tags", label: "Tags", icon: Tag, area: "settings" },
  {
    to: "/settings/audit-log",
    label: "Audit log",
    icon: ScrollText,
    area: "settings",
    needs: "team:admin",
    keywords: "activity history security events sign-ins siem export",
  },
  {
    to: "/settings/sso",
    label: "Single sign-on",
    icon: Fingerprint,
    area: "settings",
    needs: "team:admin",
    keywords: "sso oidc",
  },
  {
    to: "/account",
    label: "Profile",
    icon: User,
    area: "account",
    end: true,
    keywords: "name email password account",
  },
  {
    to: "/account/security",
    label: "Security",
    icon: Shield,
    area: "account",
    keywords: "two-factor passkey sessions",
  },
  // What the command menu runs: each opens the page that does it, its dialog open (`?add`).
  {
    to: "/codes/new",
    label: "New code",
    icon: QrCode,
    area: "action",
    needs: "qr:write",
    command: "Create a new code",
    keywords: "add make qr",
  },
  {
    to: "/codes/import",
    label: "Import codes",
    icon: QrCode,
    area: "action",
    needs: "qr:write",
    command: "Import codes from a CSV file",
    keywords: "bulk upload spreadsheet",
  },
  {
    to: "/settings/members?add",
    label: "Invite member",
    icon: Users,
    area: "action",
    needs: "team:admin",
    command: "Invite a member",
    keywords: "add person teammate",
  },
  {
    to: "/settings/keys?add",
    label: "Add API key",
    icon: KeyRound,
    area: "action",
    needs: "team:admin",
    command: "Create an API key",
    keywords: "token new",
  },
  {
    to: "/settings/webhooks?add",
    label: "Add webhook",
    icon: Webhook,
    area: "action",
    needs: "team:admin",
    command: "Add a webhook endpoint",
    keywords: "new events",
  },
  {
    to: "/settings/domains?add",
    label: "Add domain",
    icon: Globe,
    area: "action",
    needs: "team:admin",
    command: "Connect a domain",
    keywords: "branded new dns",
  },
  {
    to: "/folders?add",
    label: "New folder",
    icon: Folder,
    area: "action",
    needs: "qr:write",
    command: "Create a folder",
    keywords: "client branch access",
  },
  {
    to: "/settings/tags?add",
    label: "Add tag",
    icon: Tag,
    area: "action",
    needs: "qr:write",
    command: "Create a tag",
    keywords: "new group",
  },
  {
    to: "/designs?add",
    label: "Add design",
    icon: Palette,
    area: "action",
    needs: "qr:write",
    command: "Create a saved design",
    keywords: "new style brand",
  },
];

export const placesOf = (area: Area) => PLACES.filter((place) => place.area === area);
