// The team's GS1 products: each primary key on a branded domain once (its own code, lots and serials), what it is,
// where it resolves, how many levels it has, and a link to the code its page starts at (a code's page lists the
// product's levels). Read by cursor pages, as the API gives them.
import { useQuery } from "@tanstack/react-query";
import { Barcode, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { gs1ProductsQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Pager } from "../ui/pager.tsx";
import { Problem } from "../ui/problem.tsx";
import { Skeleton } from "../ui/skeleton.tsx";

/** GS1's name of a primary key's application identifier, for the ones products mostly have. */
const KEY_NAMES: Record<string, string> = {
  "01": "GTIN",
  "414": "GLN",
  "00": "SSCC",
  "8003": "GRAI",
  "8004": "GIAI",
};

export function ProductsPage() {
  const may = useMay();
  const [cursors, setCursors] = useState<string[]>([]);
  const products = useQuery(gs1ProductsQuery(cursors.at(-1)));
  const list = products.data?.data ?? [];
  const add = may("qr:write") ? (
    <Link to="/codes/new?type=gs1" className="button">
      <Plus size={16} aria-hidden="true" />
      New GS1 product
    </Link>
  ) : null;
  const next = products.data?.next_cursor;
  return (
    <>
      <PageHeader title="Products" actions={list.length > 0 ? add : null}>
        Your GS1 Digital Link codes by product: each GTIN on your branded domain with its lots and serials,
        which checkouts read and phones resolve to the product's links.
      </PageHeader>
      {products.isPending ? <Skeleton what="products" rows={3} /> : null}
      {products.error ? <Problem error={products.error} /> : null}
      {products.data && list.length === 0 && cursors.length === 0 ? (
        <EmptyState icon={<Barcode size={28} />} title="No GS1 products yet." action={add}>
          Make a GS1 code from a product's GTIN and its links, on a verified branded domain.
        </EmptyState>
      ) : null}
      {list.length > 0 ? (
        <ul className="card list-card" aria-label="Products">
          {list.map((product) => {
            const name =
              product.description ??
              `${KEY_NAMES[product.key.ai] ?? `AI ${product.key.ai}`} ${product.key.value}`;
            return (
              <li
                key={`${product.domain}/${product.key.ai}/${product.key.value}`}
                className="list-row product-row"
              >
                <Barcode size={18} aria-hidden="true" className="folder-icon" />
                <span className="product-name grid min-w-0 gap-0.5">
                  <Link to={`/codes/${product.code_id}`} className="font-semibold">
                    {name}
                  </Link>
                  <span className="hint mono break-all">{product.uri}</span>
                </span>
                <span className="folder-row-facts">
                  <span className="badge">
                    {KEY_NAMES[product.key.ai] ?? `AI ${product.key.ai}`} {product.key.value}
                  </span>
                  <span>
                    {product.levels} {product.levels === 1 ? "level" : "levels"}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Pager
        previous={cursors.length > 0 ? () => setCursors(cursors.slice(0, -1)) : undefined}
        next={next ? () => setCursors([...cursors, next]) : undefined}
      />
    </>
  );
}
