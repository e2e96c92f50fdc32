// The shape of what is on its way (rows of a list, a chart, a card), so the page does not jump when it arrives; a
// screen reader hears what is loading instead.
export function Skeleton({ what, rows = 3, height }: { what: string; rows?: number; height?: string }) {
  return (
    <div className="skeleton-block">
      <span role="status" className="sr-only">
        Loading {what}…
      </span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="skeleton" style={height ? { height } : undefined} aria-hidden="true" />
      ))}
    </div>
  );
}
