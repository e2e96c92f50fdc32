// What a person is told after a change of what scans get.

/** "Saved", and by when every edge answers with the change. */
export function propagationNote(effectiveBy: string | undefined): string {
  if (!effectiveBy) return "Saved.";
  const at = new Date(effectiveBy);
  const seconds = Math.ceil((at.getTime() - Date.now()) / 1000);
  return seconds <= 0
    ? "Saved. Every scan now gets the change."
    : `Saved. Every scan gets the change by ${at.toLocaleTimeString()} (within ${seconds} s).`;
}
