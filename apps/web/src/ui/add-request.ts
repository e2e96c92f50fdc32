// A page opened to add something (`?add` in its address: the overview's first steps, the command menu) opens its
// Add dialog, once: the parameter is then taken out of the address, so Back and a reload do not open it again.
import { useEffect } from "react";
import { useSearchParams } from "react-router";

export function useAddRequest(open: () => void) {
  const [search, setSearch] = useSearchParams();
  const asked = search.has("add");
  useEffect(() => {
    if (!asked) return;
    open();
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("add");
        return next;
      },
      { replace: true },
    );
  }, [asked, open, setSearch]);
}
