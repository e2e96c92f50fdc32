// Permissions, the presets of the three kinds of key the service offers (read-only analytics, device tracking,
// full administrative control), and what each team role may grant.

export const PERMISSIONS = [
  "qr:read",
  "qr:write",
  "analytics:read",
  "scans:read",
  // For a customer's site reporting conversions (POST /conversions): an owner's or admin's key, nothing else.
  "conversions:write",
  "team:read",
  "team:admin",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PRESETS = {
  analytics: ["qr:read", "analytics:read"],
  device_tracking: ["qr:read", "analytics:read", "scans:read"],
  admin: [...PERMISSIONS],
} as const satisfies Record<string, readonly Permission[]>;
export type Preset = keyof typeof PRESETS;

export const ROLES = ["owner", "admin", "member", "viewer"] as const;
export type Role = (typeof ROLES)[number];

/** The most a member of each role may hold, and so the most any key they create may carry. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS,
  member: ["qr:read", "qr:write", "analytics:read", "scans:read", "team:read"],
  viewer: ["qr:read", "analytics:read", "team:read"],
};

/** Higher ranks may do what lower ranks may, and grant roles up to their own. */
export const ROLE_RANK: Record<Role, number> = { owner: 4, admin: 3, member: 2, viewer: 1 };

/** What a key limited to folders may hold: the permissions of codes, none that reaches past them (team, conversions). */
export const FOLDER_KEY_PERMISSIONS: readonly Permission[] = [
  "qr:read",
  "qr:write",
  "analytics:read",
  "scans:read",
];
