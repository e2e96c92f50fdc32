// The team activity log: what an admin needs to know, who did it (a person or a key, by id), never a secret.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, type CreatedKeyBody, type InvitationBody, type QrCodeBody } from "./support/api.ts";
import { signedUpPerson } from "./support/people.ts";

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

interface Entry {
  action: string;
  actor: { kind: string; id: string };
  target_id: string | null;
  details: Record<string, unknown>;
}

describe("the activity log", () => {
  it("records keys, members and codes with their actor, newest first, page by page, and no secret", async () => {
    const owner = await signedUpPerson(stack);
    const teamId =
      (await owner.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id ?? "";
    const key = (await owner.browser.post<CreatedKeyBody>("/api/v1/keys", { name: "CI", preset: "admin" }))
      .body;
    const api = apiClient(stack, key.secret);
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/a" })).body;
    await api.patch(`/api/v1/qr/${code.id}`, { url: "https://example.com/b" });
    await api.patch(`/api/v1/qr/${code.id}`, { metadata: { table: 4 } });
    await api.delete(`/api/v1/qr/${code.id}`);
    const invitation = (
      await owner.browser.post<InvitationBody>(`/api/v1/teams/${teamId}/members`, {
        email: `member-${Date.now()}@example.com`,
        role: "member",
      })
    ).body;
    const joined = await apiClient(stack).post<{ user_id: string; api_key: { id: string } }>(
      "/api/v1/invitations/accept",
      { token: invitation.token },
    );
    await owner.browser.patch(`/api/v1/teams/${teamId}/members/${joined.body.user_id}`, { role: "viewer" });
    await owner.browser.delete(`/api/v1/teams/${teamId}/members/${joined.body.user_id}`);
    await owner.browser.delete(`/api/v1/keys/${key.id}`);

    const entries: Entry[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: Entry[]; next_cursor: string | null } } = await owner.browser.get(
        `/api/v1/teams/${teamId}/activity?limit=3${cursor ? `&cursor=${cursor}` : ""}`,
      );
      entries.push(...page.body.data);
      cursor = page.body.next_cursor;
    } while (cursor);

    const userId = joined.body.user_id;
    expect(entries.map((entry) => entry.action)).toEqual([
      "key.revoked",
      "member.removed",
      "member.role_changed",
      "member.joined",
      "member.invited",
      "qr.deleted",
      "qr.destination_changed",
      "qr.created",
      "key.created",
      // The owner's address verified (a session), then a sign-in with the password.
      "account.signed_in",
      "account.signed_in",
    ]);
    const [revoked, removed, changed, joinedEntry, , deleted, destination, created, keyCreated] = entries;
    expect(revoked?.actor.kind).toBe("user");
    expect(created?.actor).toEqual({ kind: "key", id: key.id });
    expect(deleted?.actor).toEqual({ kind: "key", id: key.id });
    expect(destination?.details).toEqual({ url: "https://example.com/b" });
    expect(changed).toMatchObject({ target_id: userId, details: { from: "member", to: "viewer" } });
    expect(joinedEntry?.actor).toEqual({ kind: "user", id: userId });
    expect(removed?.target_id).toBe(userId);
    expect(keyCreated?.target_id).toBe(key.id);

    const everything = JSON.stringify(entries);
    for (const secret of [key.secret, invitation.token, owner.password, owner.sessionToken]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("is for team admins only, and another team's log is a 404", async () => {
    const owner = await signedUpPerson(stack);
    const teamId =
      (await owner.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id ?? "";
    const analytics = (
      await owner.browser.post<CreatedKeyBody>("/api/v1/keys", { name: "a", preset: "analytics" })
    ).body;
    expect((await apiClient(stack, analytics.secret).get(`/api/v1/teams/${teamId}/activity`)).status).toBe(
      403,
    );
    const stranger = await signedUpPerson(stack);
    expect((await stranger.browser.get(`/api/v1/teams/${teamId}/activity`)).status).toBe(404);
  });
});
