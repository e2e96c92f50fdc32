// A refusal or a failure, shown as the problem's own words (never a blank screen).
export function Problem({ error }: { error: unknown }) {
  // A client library's error carries the problem's own words in `detail`, its message the status and code too.
  const detail = (error as { detail?: unknown } | null)?.detail;
  const message =
    typeof detail === "string" && detail
      ? detail
      : error instanceof Error
        ? error.message
        : "Something went wrong.";
  return (
    <p role="alert" className="problem">
      {message}
    </p>
  );
}
