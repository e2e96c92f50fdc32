// What a page shows while its data is on the way.
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="hint">
      Loading {what}…
    </p>
  );
}
