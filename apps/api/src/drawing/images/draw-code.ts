// Draws a code as SVG from what its image is made of: the defaults, its design (or the team default), its own
// style, the caller's overrides, and the logo the result names. One `StyleSources` per request or export job
// reads each design and logo once, however many codes use it; a request reads them beside its code instead
// (storedStyleSources), in its one round trip.

import type { DesignRow, LogoRow, QrCodeRow, RequestDatabase } from "@qr/db";
import type { LogoImage } from "@qr/qr";
import { DEFAULT_STYLE, type QrImage, type QrStyle, qrSvg } from "@qr/qr";
import { defaultDesign, findDesign } from "../../codes/designs/design-store.ts";
import { findLogo, logoImage } from "../../codes/logos/logo-store.ts";
import type { FieldError } from "../../http/errors/api-error.ts";
import type { FileStore } from "../../lib/stores.ts";

interface StoredLogo {
  image: LogoImage;
  sha256: string;
}

export interface StyleSources {
  design(row: Pick<QrCodeRow, "designId">): Promise<DesignRow | undefined>;
  logo(id: string): Promise<StoredLogo | undefined>;
}

export function styleSources(db: RequestDatabase, files: FileStore, teamId: string): StyleSources {
  const designs = new Map<string, Promise<DesignRow | undefined>>();
  const logos = new Map<string, Promise<StoredLogo | undefined>>();
  const remembered = <T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>) => {
    const known = cache.get(key);
    if (known) return known;
    const reading = read();
    cache.set(key, reading);
    return reading;
  };
  return {
    design: (row) =>
      remembered(designs, row.designId ?? "", () =>
        row.designId ? findDesign(db, teamId, row.designId) : defaultDesign(db, teamId),
      ),
    logo: (id) =>
      remembered(logos, id, async () => {
        const found = await findLogo(db, teamId, id);
        return found && { image: await logoImage(files, found), sha256: found.sha256 };
      }),
  };
}

/** Sources from designs and logos already read (the team's default among the designs). */
export function storedStyleSources(files: FileStore, designs: DesignRow[], logos: LogoRow[]): StyleSources {
  return {
    design: async (row) =>
      designs.find((design) => (row.designId ? design.id === row.designId : design.isDefault)),
    logo: async (id) => {
      const found = logos.find((logo) => logo.id === id);
      return found && { image: await logoImage(files, found), sha256: found.sha256 };
    },
  };
}

export type DrawnCode =
  | { ok: true; svg: string; style: QrStyle; logoSha256: string | undefined }
  | { ok: false; errors: FieldError[] };

/**
 * The code's image at `sizePx`, or why it cannot be drawn (paths name the style field). `overrides` are a
 * request's style fields; `logo_id: "none"` draws no logo.
 */
export async function drawCode(
  sources: StyleSources,
  row: QrCodeRow,
  content: string,
  sizePx: number,
  overrides: Partial<QrStyle> & { logo_id?: string | undefined } = {},
): Promise<DrawnCode> {
  const design = await sources.design(row);
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  const style = { ...DEFAULT_STYLE, ...design?.style, ...row.style, ...defined } as QrStyle & {
    logo_id?: string | null;
  };
  const logoId = style.logo_id === "none" ? null : style.logo_id;
  const logo = logoId ? await sources.logo(logoId) : undefined;
  if (logoId && !logo)
    return { ok: false, errors: [{ path: "logo_id", message: "no logo with this id in your team" }] };
  const image: QrImage = qrSvg(content, style, sizePx, logo?.image);
  if (!image.ok) return { ok: false, errors: image.errors };
  return { ok: true, svg: image.svg, style, logoSha256: logo?.sha256 };
}
