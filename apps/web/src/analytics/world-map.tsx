// Scans by country on a world map: Natural Earth's country shapes (world-atlas, 1:110m) drawn by d3-geo in an
// Equal Earth projection, each country shaded by its share of the scans. The same figures are always listed in a
// table beside it, which is what a screen reader reads (the map itself is one labelled image). Loaded only when a
// page with a map opens.
import { type GeoPermissibleObjects, geoEqualEarth, geoPath } from "d3-geo";
import countryCodes from "i18n-iso-countries";
import { feature } from "topojson-client";
import world from "world-atlas/countries-110m.json";
import { MAP_HEIGHT, MAP_WIDTH } from "./map-frame.tsx";
import { countryName } from "./names.ts";

const WIDTH = MAP_WIDTH;
const HEIGHT = MAP_HEIGHT;
/** From no scans to the most: light to dark blue, readable against the grey of countries without scans. */
const SHADES = ["#dbeafe", "#93c5fd", "#3b82f6", "#1d4ed8", "#1e3a8a"];

type Topology = Parameters<typeof feature>[0];
type Shape = GeoPermissibleObjects & { id?: string | number };
const topology = world as unknown as Topology;
const shapes = (
  feature(topology, topology.objects.countries as Parameters<typeof feature>[1]) as unknown as {
    features: Shape[];
  }
).features;
const projection = geoEqualEarth().fitSize([WIDTH, HEIGHT], { type: "Sphere" });
const draw = geoPath(projection);
// A few shapes (disputed lands) have no ISO number: their key is their place in the atlas.
const paths = shapes.map((shape, index) => ({
  id: String(shape.id ?? `shape-${index}`),
  d: draw(shape) ?? "",
}));

export interface CountryScans {
  country: string;
  scans: number;
}

export function WorldMap({ rows, caption }: { rows: readonly CountryScans[]; caption: string }) {
  const byNumeric = new Map<string, CountryScans>();
  for (const row of rows) {
    const numeric = countryCodes.alpha2ToNumeric(row.country);
    if (numeric) byNumeric.set(numeric, row);
  }
  const most = Math.max(1, ...rows.map((row) => row.scans));
  const shade = (scans: number) =>
    SHADES[Math.min(SHADES.length - 1, Math.floor((scans / most) * (SHADES.length - 1e-9)))] as string;
  return (
    <figure className="m-0 grid gap-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`World map: ${caption}`}
        className="h-auto w-full"
      >
        {paths.map(({ id, d }) => {
          const row = byNumeric.get(id);
          return (
            <path key={id} d={d} fill={row ? shade(row.scans) : "#e5e7eb"} stroke="#fff" strokeWidth={0.5}>
              {row ? <title>{`${countryName(row.country)}: ${row.scans}`}</title> : null}
            </path>
          );
        })}
      </svg>
      <figcaption className="sr-only">{caption}</figcaption>
      {rows.length === 0 ? (
        <p className="hint">No scans in this range.</p>
      ) : (
        <table className="text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Scans</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.country}>
                <td>{countryName(row.country)}</td>
                <td>{row.scans}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
