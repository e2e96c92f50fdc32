-- A conversion is about its code: an endpoint filtered by codes, tags or domains receives only its codes'
-- conversions, as it receives only their code events (the conversion's event carries its code, host and tags).
CREATE OR REPLACE FUNCTION "endpoint_takes"(p_filter jsonb, p_kind text, p_code_id text, p_host text, p_tags text[])
	RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE p_kind
		WHEN 'code' THEN (NOT (p_filter ? 'code_ids') OR (p_filter -> 'code_ids') ? p_code_id)
			AND (NOT (p_filter ? 'tags') OR (p_filter -> 'tags') ?| p_tags)
			AND (NOT (p_filter ? 'domains') OR (p_filter -> 'domains') ? p_host)
		WHEN 'conversion' THEN (NOT (p_filter ? 'code_ids') OR (p_filter -> 'code_ids') ? p_code_id)
			AND (NOT (p_filter ? 'tags') OR (p_filter -> 'tags') ?| p_tags)
			AND (NOT (p_filter ? 'domains') OR (p_filter -> 'domains') ? p_host)
		WHEN 'domain' THEN NOT (p_filter ? 'domains') OR (p_filter -> 'domains') ? p_host
		ELSE true END
$$;
