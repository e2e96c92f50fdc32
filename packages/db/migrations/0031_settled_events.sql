-- The time part of an id: its milliseconds since 1970 in 10 base-32 characters, so ids sort by when they were made
-- (@qr/core's ids.ts writes the same in JavaScript). new_id and the events list's bound both use it.
CREATE FUNCTION "id_time_part"(p_ms bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	v_alphabet constant text := '0123456789abcdefghjkmnpqrstvwxyz';
	v_ms bigint := p_ms;
	v_time text := '';
BEGIN
	FOR i IN 1..10 LOOP
		v_time := substr(v_alphabet, (v_ms % 32)::int + 1, 1) || v_time;
		v_ms := v_ms / 32;
	END LOOP;
	RETURN v_time;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "new_id"(p_prefix text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_alphabet constant text := '0123456789abcdefghjkmnpqrstvwxyz';
	v_random text := '';
BEGIN
	FOR i IN 1..16 LOOP
		v_random := v_random || substr(v_alphabet, floor(random() * 32)::int + 1, 1);
	END LOOP;
	RETURN p_prefix || '_' || id_time_part(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) || v_random;
END $$;
--> statement-breakpoint
-- The instant before which no event can still appear: an event's id is made when it is written (clock_timestamp),
-- but it is seen when its transaction commits, so a transaction still open may yet show events older than ones
-- already listed. Every transaction of this database that has written and not finished started at or after this
-- instant (each at its xact_start), so its events' ids are later. Called alone, in the statement before the list:
-- what commits after this read is then in the list's snapshot or made later still.
CREATE FUNCTION "events_settled_before"() RETURNS timestamptz LANGUAGE sql VOLATILE AS $$
	SELECT least(clock_timestamp(), min("xact_start")) FROM pg_stat_activity
	WHERE "datname" = current_database() AND "backend_xid" IS NOT NULL AND "pid" <> pg_backend_pid()
$$;
