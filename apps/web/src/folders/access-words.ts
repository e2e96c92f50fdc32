// How the app says a folder access: the API's levels in people's words, and what each lets someone do.
import type { components } from "../app/api-client.ts";

export type FolderAccess = components["schemas"]["FolderAccess"];

export const ACCESS_WORDS: Record<FolderAccess, { label: string; means: string }> = {
  none: { label: "No access", means: "does not see the folder or its codes" },
  viewer: { label: "Viewer", means: "sees the codes and their analytics" },
  editor: { label: "Editor", means: "also changes the codes and makes new ones here" },
  owner: { label: "Owner", means: "also manages the folder and who has access" },
};

export const ACCESS_LEVELS = Object.keys(ACCESS_WORDS) as FolderAccess[];

export const accessOptions = () => ACCESS_LEVELS.map((level) => [level, ACCESS_WORDS[level].label] as const);
