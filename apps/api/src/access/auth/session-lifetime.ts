// How long a session lasts, and how often use extends it: the account library's settings (auth.ts) and the
// verification of a session on every request (access/auth/session-caller.ts) share them.
export const SESSION_EXPIRES_IN_SECONDS = 14 * 24 * 3600;
/** A session used this long after it was last extended is extended again to SESSION_EXPIRES_IN_SECONDS. */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 3600;
