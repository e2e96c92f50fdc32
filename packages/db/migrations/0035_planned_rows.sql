-- The first row of a statement, prepared once per connection and run from then on with its plan kept: for the large
-- statements the api worker sends on every request of a kind (the analytics reads), where parsing and planning cost
-- more than running (docs/decisions/0028). A statement is named by its text's digest, so each text is prepared once
-- per connection whatever its parameters; a connection keeps the 16 it prepared last (the analytics plan holds
-- ~0.5 MB). Parameters arrive as a JSON array and bind as text, as the driver's own parameters do. The row comes
-- back as to_json makes it; null when there is none.
CREATE FUNCTION "planned_row"(p_statement text, p_params json) RETURNS json
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
	statement_name text := 'planned_' || md5(p_statement);
	arguments text;
	result json;
BEGIN
	IF NOT EXISTS (SELECT FROM pg_prepared_statements WHERE name = statement_name) THEN
		IF (SELECT count(*) FROM pg_prepared_statements WHERE name LIKE 'planned\_%') >= 16 THEN
			EXECUTE format('DEALLOCATE %I', (SELECT name FROM pg_prepared_statements WHERE name LIKE 'planned\_%'
				ORDER BY prepare_time, name LIMIT 1));
		END IF;
		EXECUTE format('PREPARE %I AS SELECT to_json(planned) FROM (%s) AS planned LIMIT 1', statement_name, p_statement);
	END IF;
	SELECT '(' || string_agg(coalesce(quote_literal(value), 'NULL'), ', ' ORDER BY position) || ')' INTO arguments
		FROM json_array_elements_text(p_params) WITH ORDINALITY AS given(value, position);
	EXECUTE format('EXECUTE %I %s', statement_name, coalesce(arguments, '')) INTO result;
	RETURN result;
END $$;
