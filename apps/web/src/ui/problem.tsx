// A refusal or a failure, shown as the problem's own words (never a blank screen).
export function Problem({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : "Something went wrong.";
  return (
    <p role="alert" className="problem">
      {message}
    </p>
  );
}
