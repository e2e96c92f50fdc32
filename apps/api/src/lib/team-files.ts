// The one module that writes, reads and deletes a team's stored files (logos, page files, exports) in R2, under
// the team's own prefix (@qr/core/team-files). Their descriptions live in Postgres, read through the team.
import { type TeamFileKind, teamFileKey } from "@qr/core/team-files";
import type { FileStore } from "./stores.ts";

export { teamFileKey };

/** Stores the bytes under the team's prefix; answers their key. */
export async function storeTeamFile(
  files: FileStore,
  teamId: string,
  kind: TeamFileKind,
  name: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<string> {
  const key = teamFileKey(teamId, kind, name);
  await files.put(key, bytes, { httpMetadata: { contentType } });
  return key;
}

/** A stored file to stream (a download), or null when nothing is stored under the key. */
export function openTeamFile(files: FileStore, key: string) {
  return files.get(key);
}

/** A stored file's bytes, or null when nothing is stored under the key. */
export async function teamFileBytes(files: FileStore, key: string): Promise<Uint8Array | null> {
  const object = await files.get(key);
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

/** Deletes the files under these keys, or every file under a prefix (listed a page at a time). */
export async function deleteTeamFiles(files: FileStore, which: string[] | { prefix: string }): Promise<void> {
  if (Array.isArray(which)) {
    if (which.length > 0) await files.delete(which);
    return;
  }
  let cursor: string | undefined;
  do {
    const listed = await files.list({ prefix: which.prefix, ...(cursor ? { cursor } : {}) });
    if (listed.objects.length > 0) await files.delete(listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}
