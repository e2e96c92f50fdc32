// Drawings an isolate keeps for the next code (a logo drawn at a size, a logo read as paths): an export or a page of
// codes uses one or two logos many times. A few are kept, the oldest forgotten first, and a failure is not kept.
export function keptDrawings<T>(limit: number): (key: string, draw: () => Promise<T>) => Promise<T> {
  const kept = new Map<string, Promise<T>>();
  return (key, draw) => {
    let drawing = kept.get(key);
    if (!drawing) {
      drawing = draw();
      kept.set(key, drawing);
      drawing.catch(() => kept.delete(key));
      if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    }
    return drawing;
  };
}
