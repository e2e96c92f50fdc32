// What a person may do with the codes of one folder, from none to managing the folder's own access. The order
// is the rank: each level may do what the ones before it may.
export const FOLDER_ACCESS = ["none", "viewer", "editor", "owner"] as const;
export type FolderAccess = (typeof FOLDER_ACCESS)[number];

/** What a level must reach for a read of a folder's codes, a change of them, or a change of the folder. */
export const FOLDER_NEEDS = { view: "viewer", edit: "editor", manage: "owner" } as const satisfies Record<
  string,
  FolderAccess
>;
export type FolderNeed = keyof typeof FOLDER_NEEDS;

export function reaches(access: FolderAccess, need: FolderNeed): boolean {
  return FOLDER_ACCESS.indexOf(access) >= FOLDER_ACCESS.indexOf(FOLDER_NEEDS[need]);
}
