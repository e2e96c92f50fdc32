// The world map's size, and what stands in its place while its code loads: a frame of the same proportions, so
// nothing below moves when the map arrives.
import { Loading } from "../ui/loading.tsx";

export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;

export function MapLoading() {
  return (
    <div className="grid place-items-center" style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}>
      <Loading what="the map" />
    </div>
  );
}
