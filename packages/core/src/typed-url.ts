// An address as people type it, `example.com/menu`, taken as the URL they mean: one rule for the dashboard, the
// command line and the API's refusal (which says what to send instead). No dependencies: the command line bundles it.

/**
 * The address with `https://` when it has no scheme and begins with a host name (`example.com/menu`,
 * `shop.example:8443/p`); anything else as it was typed (trimmed), for the URL checks to judge.
 */
export function withScheme(typed: string): string {
  const trimmed = typed.trim();
  const scheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^/:]+\.[^/:]+:\d/.test(trimmed);
  if (scheme) return trimmed;
  return /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/u.test(trimmed)
    ? `https://${trimmed}`
    : trimmed;
}
