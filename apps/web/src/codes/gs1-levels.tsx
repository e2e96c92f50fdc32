// The levels of a GS1 product on its page: the GTIN's code and each lot's and serial's on the same domain, with
// the link each sends a scan to by default. A scan of a level without a code of its own gets the nearest one above.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { api, unwrap } from "../app/api.ts";

interface Level {
  id: string;
  slug: string;
  short_url: string;
  url: string;
}

/** A level's name from its path: `01/…/10/LOT42/21/SN1` → "Lot LOT42, serial SN1". */
function levelName(slug: string): string {
  const parts = slug.split("/");
  const named: string[] = [];
  for (let i = 2; i + 1 < parts.length; i += 2) {
    const label = { "22": "Variant", "10": "Lot", "21": "Serial" }[parts[i] as string] ?? `(${parts[i]})`;
    named.push(`${label} ${decodeURIComponent(parts[i + 1] ?? "")}`);
  }
  return named.length > 0 ? named.join(", ") : "The product (GTIN)";
}

export function Gs1Levels({ code }: { code: Level }) {
  const product = code.slug.split("/").slice(0, 2).join("/");
  const host = new URL(code.short_url).host;
  const levels = useQuery({
    queryKey: ["gs1-levels", host, product],
    queryFn: () =>
      unwrap(api.GET("/api/v1/qr", { params: { query: { type: "gs1", search: product, limit: 100 } } })),
  });
  const rows = (levels.data?.data ?? [])
    .filter((level) => new URL(level.short_url).host === host && level.slug.startsWith(product))
    .sort((a, b) => a.slug.length - b.slug.length || a.slug.localeCompare(b.slug));
  if (rows.length < 2) return null;
  return (
    <section aria-labelledby="gs1-levels" className="grid gap-2">
      <h2 id="gs1-levels">Levels of this product</h2>
      <p className="hint">
        A scan of a lot or serial without a code of its own gets the nearest level above.
      </p>
      <ul className="grid gap-1">
        {rows.map((level) => (
          <li key={level.id}>
            {level.id === code.id ? (
              <span aria-current="page">{levelName(level.slug)} (this code)</span>
            ) : (
              <Link to={`/codes/${level.id}`}>{levelName(level.slug)}</Link>
            )}{" "}
            <span className="hint break-all">→ {level.url}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
