-- A webhook filter keeps its tags by id (endpoint-input.ts resolves names when an endpoint is written), so renaming
-- a tag keeps its endpoints. Filters written before kept names as given: each becomes its tag's id where the team
-- has a tag of that name (any case), and stays as given where none has.
UPDATE "webhook_endpoints" w SET "filter" = jsonb_set(w."filter", '{tags}', (
	SELECT COALESCE(jsonb_agg(DISTINCT COALESCE(t."id", given)), '[]'::jsonb)
	FROM jsonb_array_elements_text(w."filter" -> 'tags') given
	LEFT JOIN "tags" t ON t."team_id" = w."team_id" AND (t."id" = given OR lower(t."name") = lower(given))))
WHERE jsonb_typeof(w."filter" -> 'tags') = 'array';
