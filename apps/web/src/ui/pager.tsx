// The previous and next buttons of a list read by cursor pages (each shown only where there is such a page).
export function Pager({
  previous,
  next,
}: {
  previous?: (() => void) | undefined;
  next?: (() => void) | undefined;
}) {
  return (
    <nav aria-label="Pages" className="mt-4 flex gap-2">
      {previous ? (
        <button type="button" className="secondary" onClick={previous}>
          Previous page
        </button>
      ) : null}
      {next ? (
        <button type="button" className="secondary" onClick={next}>
          Next page
        </button>
      ) : null}
    </nav>
  );
}
