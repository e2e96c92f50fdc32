// Draws its children once their place comes near the screen, keeping that place (its size) meanwhile: charts and
// maps below the fold cost a phone nothing until someone scrolls to them.
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";

export function WhenVisible({ size, children }: { size: CSSProperties; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = place.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <div ref={place} style={size}>
      {shown ? children : null}
    </div>
  );
}
