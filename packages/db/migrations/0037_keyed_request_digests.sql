-- Idempotency keys were compared by an unkeyed SHA-256 of the request, from which a guessable secret in a body (a
-- code's password) could be recovered offline; they are now a MAC under the caller's own credential
-- (apps/api/src/middleware/replay-cipher.ts, written `v1.…`). The old digests go: a retry of a request made before
-- this migration (keys are kept 24 hours) answers 422 idempotency_key_reused rather than running twice.
UPDATE "idempotency_keys" SET "request_hash" = 'unkeyed digest removed' WHERE "request_hash" ~ '^[0-9a-f]{64}$';
