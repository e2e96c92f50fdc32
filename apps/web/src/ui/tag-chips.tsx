// A code's tags as small labels, each with its colour: a list, so a screen reader says how many there are.
export interface Tag {
  id: string;
  name: string;
  color: string;
}

export function TagChips({ tags }: { tags: readonly Tag[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.id} className="tag">
          <span className="tag-dot" style={{ background: tag.color }} aria-hidden="true" />
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
