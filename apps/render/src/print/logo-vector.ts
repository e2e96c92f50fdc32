// SVG logos as vector paths in print files: resvg's parser (usvg) writes the logo back as plain paths (shapes,
// transforms, styles and CSS resolved), which the scene reader takes when everything in it can be drawn as paths
// (no strokes, no transparency, no filters or masks). Anything else stays an image drawn by resvg (logo-pixels.ts).

import { fromBase64 } from "@qr/core/base64";
import { BoundedCache } from "@qr/core/bounded-cache";
import { placedShapes, type Scene, sceneOf } from "@qr/qr";
import { Resvg } from "@resvg/resvg-wasm";
import { resvgReady } from "../drawing/resvg.ts";

const SVG_DATA_URL = /^data:image\/svg\+xml;base64,(.*)$/;

/** Logos read as scenes, by data: URL; `null`: not drawable as paths. */
const readLogos = new BoundedCache<Promise<Scene | null>>({ capacity: 8 });

/** The logo as a scene of filled paths, or null when it must be drawn as an image. */
export function logoScene(href: string): Promise<Scene | null> {
  return readLogos.remember(href, () => readLogo(href));
}

async function readLogo(href: string): Promise<Scene | null> {
  const data = SVG_DATA_URL.exec(href)?.[1];
  if (data === undefined) return null;
  await resvgReady();
  try {
    const simplified = new Resvg(new TextDecoder().decode(fromBase64(data))).toString();
    const scene = sceneOf(simplified);
    return scene.shapes.some((shape) => shape.kind === "image") ? null : scene;
  } catch {
    return null; // something the paths cannot say: the logo is drawn as an image
  }
}

/** The code's scene with each SVG logo that can be drawn as paths put in its place as paths. */
export async function withVectorLogos(scene: Scene): Promise<Scene> {
  if (!scene.shapes.some((shape) => shape.kind === "image")) return scene;
  const shapes: Scene["shapes"] = [];
  for (const shape of scene.shapes) {
    const logo = shape.kind === "image" ? await logoScene(shape.href) : null;
    if (shape.kind === "image" && logo) shapes.push(...placedShapes(logo, shape));
    else shapes.push(shape);
  }
  return { ...scene, shapes };
}
