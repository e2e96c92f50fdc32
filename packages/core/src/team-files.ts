// Where a team's stored files lie in R2: under the team's own prefix, by kind. The api worker writes them, the render
// worker writes exports and reads logos, the redirect worker serves page files.
export type TeamFileKind = "logos" | "files" | "exports";

export function teamFileKey(teamId: string, kind: TeamFileKind, name: string): string {
  return `teams/${teamId}/${kind}/${name}`;
}
