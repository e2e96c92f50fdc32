-- Credentials checked in the round trip of a request's first statement (docs/decisions/0009). The api worker
-- remembers, per isolate, what a key or a session was when it last read it from the tables; each request then
-- sends one of these calls ahead of its own first statement, in the same transaction. If the credential is no
-- longer exactly what the worker remembers (revoked, expired, signed out, its member removed or given another
-- role, its team deleted, another team made active), the call raises SQLSTATE QRC01, nothing of that
-- transaction is kept, and the worker reads the credential again and answers the request anew.
-- Written by hand: drizzle-kit does not model functions; the snapshot is unchanged.

-- An API key as remembered: still live, its owner still a member of its live team with this role. Records the
-- key's use at most once a minute (last_used_at), so verifying it is the only write it costs.
CREATE FUNCTION "verify_api_key"(p_key_id text, p_team_id text, p_user_id text, p_role member_role)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "api_keys" k
		JOIN "memberships" m ON m.team_id = k.team_id AND m.user_id = k.user_id
		JOIN "teams" t ON t.id = k.team_id AND t.deleted_at IS NULL
	WHERE k.id = p_key_id AND k.team_id = p_team_id AND k.user_id = p_user_id AND m.role = p_role
		AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now());
	IF NOT FOUND THEN
		RAISE EXCEPTION 'the API key changed since it was read' USING ERRCODE = 'QRC01';
	END IF;
	UPDATE "api_keys" SET last_used_at = now()
	WHERE id = p_key_id AND (last_used_at IS NULL OR last_used_at < now() - interval '60 seconds');
END $$;--> statement-breakpoint

-- A session as remembered: not signed out or expired, the same active team, its person in as many live teams
-- (none joined or left since), and (when the request acts in a team) still a member of that team with this role.
-- Like the account library, it extends a session used more than p_update_age after its last extension to
-- p_expires_in from now (NULL: never, for a sign-in the person asked not to be remembered).
CREATE FUNCTION "verify_session"(
	p_session_id text,
	p_user_id text,
	p_active_team_id text,
	p_teams integer,
	p_team_id text,
	p_role member_role,
	p_expires_in interval,
	p_update_age interval
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "sessions" s
	WHERE s.id = p_session_id AND s.user_id = p_user_id AND s.expires_at > now()
		AND s.active_team_id IS NOT DISTINCT FROM p_active_team_id
		AND (SELECT count(*) FROM "memberships" m JOIN "teams" t ON t.id = m.team_id AND t.deleted_at IS NULL
			WHERE m.user_id = p_user_id) = p_teams;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'the session changed since it was read' USING ERRCODE = 'QRC01';
	END IF;
	IF p_team_id IS NOT NULL THEN
		PERFORM 1 FROM "memberships" m JOIN "teams" t ON t.id = m.team_id AND t.deleted_at IS NULL
		WHERE m.team_id = p_team_id AND m.user_id = p_user_id AND m.role = p_role;
		IF NOT FOUND THEN
			RAISE EXCEPTION 'the membership changed since it was read' USING ERRCODE = 'QRC01';
		END IF;
	END IF;
	IF p_expires_in IS NOT NULL THEN
		UPDATE "sessions" SET expires_at = now() + p_expires_in, updated_at = now()
		WHERE id = p_session_id AND expires_at <= now() + p_expires_in - p_update_age;
	END IF;
END $$;
--> statement-breakpoint

-- A condition a batch of statements relies on, checked in its own transaction: raises SQLSTATE QRA01 (nothing of
-- the transaction is kept) when it does not hold, so the worker can take the slower path that checks it first.
CREATE FUNCTION "assert_holds"(p_condition boolean, p_what text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF NOT p_condition THEN
		RAISE EXCEPTION 'assumption failed: %', p_what USING ERRCODE = 'QRA01';
	END IF;
END $$;
